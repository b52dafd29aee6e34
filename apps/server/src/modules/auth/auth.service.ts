import {
  MSG,
  type ChangePasswordBody,
  type LoginResult,
  type PreviewResource,
  type PreviewTokenResult,
} from '@keh/contracts';
import type { AppContext } from '../../context';
import type { SignInClient } from '../../lib/sign-in-client';
import type { DbOrTx } from '../../db/client';
import { hashPassword, randomToken, sha256, verifyAgainstDummy, verifyPassword } from '../../lib/crypto';
import { invalid } from '../../lib/errors';
import { passwordChangedMail, resetMail } from '../../lib/mail/templates';
import type { AuthUser, PreviewSession } from '../../plugins/auth';
import { isExemptClient } from '../../plugins/rate-limit';
import { usersRepository, type UserRow } from '../users/users.repository';
import { notificationsService } from '../notifications/notifications.service';
import { authRepository } from './auth.repository';
import { otpService } from './otp.service';

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
export const RESET_TTL_MS = 60 * 60_000;
/**
 * Reset mails to one address in an hour (issue 26): a request past them is answered as any other
 * (nothing tells it apart) but mails nothing. Loopback clients in demo mode are exempt (decision 0006).
 */
export const RESET_MAILS_PER_HOUR = 3;

const loginFailed = () => invalid({ email: MSG.loginFailed }, MSG.loginFailed);

/** A session as a live connection needs it (the realtime plugin): whose, which token, until when. */
export interface LiveSession {
  id: number;
  tokenId: number;
  expiresAt: Date;
}

/** The session a bearer token opens, for a socket: null when it is unknown, revoked, expired or suspended. */
export const findLiveSession =
  (db: DbOrTx) =>
  async (token: string): Promise<LiveSession | null> => {
    const found = await authRepository(db).findSession(sha256(token));
    return found && { id: found.user.id, tokenId: found.tokenId, expiresAt: found.expiresAt };
  };

/** The session a bearer token opens (the auth plugin's lookup): stored only as its SHA-256. */
export const findSession =
  (db: DbOrTx) =>
  async (token: string): Promise<AuthUser | null> => {
    const found = await authRepository(db).findSession(sha256(token));
    return found && { id: found.user.id, type: found.user.type, tokenId: found.tokenId, row: found.user };
  };

/** A preview token's life (decision 0005). */
export const PREVIEW_TTL_MS = 15 * 60_000;

/**
 * The staff member a preview link's token (`?token=`) stands for, and the one resource it opens:
 * the auth plugin's lookup for preview reads. Session tokens are not found here.
 */
export const findPreview =
  (db: DbOrTx) =>
  async (token: string): Promise<PreviewSession | null> => {
    const found = await authRepository(db).findPreview(sha256(token));
    if (!found) return null;
    const { user, resource, resourceId } = found;
    return { user: { id: user.id, type: user.type, tokenId: 0, row: user }, resource, resourceId };
  };

export const authService = (ctx: AppContext) => {
  const repo = authRepository(ctx.db);
  const users = usersRepository(ctx.db);
  const otp = otpService(ctx);
  const mail = notificationsService(ctx);

  /**
   * A new session, with where it was opened: the address (the owner's usual networks, decision 0011)
   * and the browser (the sign-in history of one's data, issue 31).
   */
  const issueToken = async (user: UserRow, client: SignInClient): Promise<LoginResult> => {
    const token = randomToken();
    await repo.insertToken(user.id, sha256(token), new Date(Date.now() + TOKEN_TTL_MS), client);
    return {
      token,
      type: user.type,
      id: user.id,
      avatar: user.avatar,
      first_name: user.firstName,
      last_name: user.lastName,
    };
  };

  return {
    issueToken,

    /** Password and a confirmed code for the address; each code allows one try. */
    async login(email: string, password: string, client: SignInClient) {
      const hadCode = await otp.consume(email);
      const user = await users.findByEmail(email);
      const ok = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !ok || !hadCode) throw loginFailed();
      // Only someone who proved the password and the code learns the account is suspended.
      if (user.status === 'suspended') throw invalid({ email: MSG.accountSuspended }, MSG.accountSuspended);
      return issueToken(user, client);
    },

    /**
     * A preview link's token for one resource the caller may read (the caller's route has checked
     * that): read-only, good for 15 minutes, stored only as its SHA-256.
     */
    async mintPreview(
      user: AuthUser,
      resource: PreviewResource,
      resourceId: number,
    ): Promise<PreviewTokenResult> {
      const token = randomToken();
      const expiresAt = new Date(Date.now() + PREVIEW_TTL_MS);
      await repo.insertPreviewToken({
        userId: user.id,
        tokenHash: sha256(token),
        resource,
        resourceId,
        expiresAt,
      });
      return { token, expires_at: expiresAt.toISOString() };
    },

    /**
     * Ends every session of a person at once (an admin suspended them), in the caller's
     * transaction: call `sessionsEnded` once it has committed.
     */
    endSessions: (userId: number, db: DbOrTx = ctx.db) => authRepository(db).revokeAllTokens(userId),
    /** Ends the sockets of a person whose sessions ended (after the revocation committed). */
    sessionsEnded: (userId: number) => ctx.liveSessions.end({ userId }),

    /** How many sessions of the person are open now. */
    openSessions: (userId: number) => repo.openSessions(userId),

    /** Ends this session, and the sockets opened with its token. */
    async logout(user: AuthUser) {
      await repo.revokeToken(user.tokenId);
      ctx.liveSessions.end({ tokenId: user.tokenId });
    },

    async requestReset(email: string, ip: string) {
      const user = await users.findByEmail(email);
      if (!user)
        throw invalid({ email: MSG.invalidUser }, MSG.invalidUser, { error_message: MSG.invalidUser });
      const token = randomToken();
      const url = `${ctx.config.appUrl}/forgot-password/3?email=${encodeURIComponent(email)}&token=${token}`;
      await ctx.db.transaction(async (tx) => {
        const r = authRepository(tx);
        // One request of the address at a time counts and sends, so a burst cannot pass the cap together.
        await r.lockKey(`password-reset:${user.id}`);
        const since = new Date(Date.now() - 60 * 60_000);
        if (
          !isExemptClient(ctx.config.demo, ip) &&
          (await r.countResetsSince(user.id, since)) >= RESET_MAILS_PER_HOUR
        )
          return;
        await r.insertReset(user.id, sha256(token), new Date(Date.now() + RESET_TTL_MS));
        await mail.service(tx, resetMail(email, url));
      });
    },

    /** The reset link sets a new password once: the token is spent inside the transaction. */
    async updatePassword(email: string, password: string, token: string) {
      const tokenHash = sha256(token);
      const refused = () => invalid({ token: MSG.resetTokenInvalid }, MSG.resetTokenInvalid);
      // The cheap refusal before hashing; the spend below decides between simultaneous calls.
      const reset = await repo.findOpenReset(tokenHash);
      if (!reset || reset.email !== email) throw refused();
      const passwordHash = await hashPassword(password);
      const resetUserId = await ctx.db.transaction(async (tx) => {
        const r = authRepository(tx);
        const userId = await r.spendReset(tokenHash, email);
        if (userId === null) throw refused();
        await usersRepository(tx).update(userId, { passwordHash });
        await r.useAllResets(userId);
        await r.revokeAllTokens(userId);
        await mail.service(tx, passwordChangedMail(email));
        return userId;
      });
      // Committed: every socket of the person ends too.
      ctx.liveSessions.end({ userId: resetUserId });
    },

    /** Changing the password signs out every session, this one included. */
    async changePassword(user: AuthUser, body: ChangePasswordBody) {
      if (!(await verifyPassword(user.row.passwordHash, body.current_password))) {
        throw invalid({ current_password: MSG.currentPasswordWrong });
      }
      const passwordHash = await hashPassword(body.new_password);
      await ctx.db.transaction(async (tx) => {
        const r = authRepository(tx);
        await usersRepository(tx).update(user.id, { passwordHash });
        await r.revokeAllTokens(user.id);
        await mail.service(tx, passwordChangedMail(user.row.email));
      });
      ctx.liveSessions.end({ userId: user.id });
    },

    async assertEmailFree(email: string) {
      if (await users.emailExists(email)) throw invalid({ email: MSG.emailTaken });
    },
  };
};

import { MSG, type ChangePasswordBody, type LoginResult } from '@keh/contracts';
import type { AppContext } from '../../context';
import { hashPassword, randomToken, sha256, verifyAgainstDummy, verifyPassword } from '../../lib/crypto';
import { invalid } from '../../lib/errors';
import { passwordChangedMail, resetMail } from '../../lib/mail/templates';
import type { AuthUser } from '../../plugins/auth';
import { authRepository, type UserRow } from './auth.repository';
import { otpService } from './otp.service';

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
export const RESET_TTL_MS = 60 * 60_000;

const loginFailed = () => invalid({ email: MSG.loginFailed }, MSG.loginFailed);

export const authService = (ctx: AppContext) => {
  const repo = authRepository(ctx.db);
  const otp = otpService(ctx);

  const issueToken = async (user: UserRow): Promise<LoginResult> => {
    const token = randomToken();
    await repo.insertToken(user.id, sha256(token), new Date(Date.now() + TOKEN_TTL_MS));
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
    async login(email: string, password: string) {
      const hadCode = await otp.consume(email);
      const user = await repo.findUserByEmail(email);
      const ok = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !ok || !hadCode || user.status !== 'active') throw loginFailed();
      return issueToken(user);
    },

    logout: (user: AuthUser) => repo.revokeToken(user.tokenId),

    async requestReset(email: string) {
      const user = await repo.findUserByEmail(email);
      if (!user)
        throw invalid({ email: MSG.invalidUser }, MSG.invalidUser, { error_message: MSG.invalidUser });
      const token = randomToken();
      await repo.insertReset(user.id, sha256(token), new Date(Date.now() + RESET_TTL_MS));
      const url = `${ctx.config.appUrl}/forgot-password/3?email=${encodeURIComponent(email)}&token=${token}`;
      await ctx.mailer.send(resetMail(email, url));
    },

    async updatePassword(email: string, password: string, token: string) {
      const reset = await repo.findOpenReset(sha256(token));
      if (!reset || reset.email !== email)
        throw invalid({ token: MSG.resetTokenInvalid }, MSG.resetTokenInvalid);
      const passwordHash = await hashPassword(password);
      await ctx.db.transaction(async (tx) => {
        const r = authRepository(tx);
        await r.setPassword(reset.userId, passwordHash);
        await r.useAllResets(reset.userId);
        await r.revokeAllTokens(reset.userId);
      });
      await ctx.mailer.send(passwordChangedMail(email));
    },

    /** Changing the password signs out every session, this one included. */
    async changePassword(user: AuthUser, body: ChangePasswordBody) {
      if (!(await verifyPassword(user.row.passwordHash, body.current_password))) {
        throw invalid({ current_password: MSG.currentPasswordWrong });
      }
      const passwordHash = await hashPassword(body.new_password);
      await ctx.db.transaction(async (tx) => {
        const r = authRepository(tx);
        await r.setPassword(user.id, passwordHash);
        await r.revokeAllTokens(user.id);
      });
      await ctx.mailer.send(passwordChangedMail(user.row.email));
    },

    async assertEmailFree(email: string) {
      if (await repo.emailExists(email)) throw invalid({ email: MSG.emailTaken });
    },
  };
};

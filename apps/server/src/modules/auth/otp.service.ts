import { MSG, OTP_LENGTH } from '@keh/contracts';
import type { AppContext } from '../../context';
import { devOutboxEnabled } from '../../config';
import type { DbOrTx } from '../../db/client';
import { randomDigits, safeEqual, sha256, verifyAgainstDummy, verifyPassword } from '../../lib/crypto';
import { invalid, tooMany } from '../../lib/errors';
import { otpMail } from '../../lib/mail/templates';
import { isExemptClient } from '../../plugins/rate-limit';
import { notificationsService } from '../notifications/notifications.service';
import { usersRepository } from '../users/users.repository';
import { authRepository } from './auth.repository';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

/**
 * Sending codes (decision 0011). A send while the address's code is still good repeats that code
 * instead of cancelling it. Code mails to one address in OTP_SEND_WINDOW_MS: at most
 * OTP_SENDS_PER_REQUESTER from one client address, and at most OTP_SENDS_FROM_STRANGERS from all
 * client addresses the owner has not signed in from lately together; the owner's usual networks
 * are never held up by strangers, and a stranger's flood holds up a new network for minutes only.
 */
export const OTP_SEND_RULES = {
  windowMs: 15 * 60_000,
  perRequester: 5,
  fromStrangers: 10,
  /** A code with less time left than this is replaced rather than repeated. */
  repeatWhileLeftMs: 3 * 60_000,
  /** How long a client address stays one of the owner's usual networks after a sign-in. */
  knownForMs: 90 * 24 * 60 * 60_000,
} as const;

const codeHash = (email: string, code: string) => sha256(`${email}:${code}`);

/** E-mail codes: single-use, expire in 10 minutes, lock after 5 wrong tries (docs/product/limits.md). */
export const otpService = (ctx: AppContext) => {
  const repo = authRepository(ctx.db);
  const R = OTP_SEND_RULES;
  const mail = notificationsService(ctx);
  return {
    /**
     * A code to the address. With `password` (login step 1, decision 0027) the password is checked
     * first, after the cheap refusals (the send limits) and against a dummy hash when there is no
     * such account; a wrong one counts as a send (so guessing is held to the send limits) and sends
     * nothing.
     */
    async send(email: string, ip: string, password?: string) {
      const now = Date.now();
      const known = await repo.signedInFrom(email, ip, new Date(now - R.knownForMs));
      const code = await ctx.db.transaction(async (tx) => {
        const r = authRepository(tx);
        // Sends to one address count, choose the code and record one at a time: simultaneous
        // requests cannot all read the same count (issue 26), nor replace each other's code.
        await r.lockKey(`otp-send:${email}`);
        if (!isExemptClient(ctx.config.demo, ip)) {
          const sent = await r.countOtpSends(email, ip, new Date(now - R.windowMs));
          if (sent.fromIp >= R.perRequester || (!known && sent.fromStrangers >= R.fromStrangers))
            throw tooMany(MSG.codeTooMany);
        }
        if (password !== undefined) {
          const user = await usersRepository(tx).findByEmail(email);
          const ok = user
            ? await verifyPassword(user.passwordHash, password)
            : await verifyAgainstDummy(password);
          if (!user || !ok) {
            // Counted as a send (kept: the transaction commits), and nothing is sent.
            await r.recordOtpSend({ email, ip, known, createdAt: new Date(now) });
            return null;
          }
        }
        let code = await r.reusableOtp(email, new Date(now + R.repeatWhileLeftMs), OTP_MAX_ATTEMPTS);
        if (!code) {
          code = randomDigits(OTP_LENGTH);
          await r.replaceOtp(email, code, codeHash(email, code), new Date(now + OTP_TTL_MS));
        }
        await r.recordOtpSend({ email, ip, known, createdAt: new Date(now) });
        await mail.service(tx, otpMail(email, code));
        return code;
      });
      if (code === null) throw invalid({ email: MSG.loginFailed }, MSG.loginFailed);
      // Demo mode with the dev outbox only (mail over SMTP never shows its code in the log): one
      // distinct line to grep for, `Sign-in code for x@y: 1234`.
      if (devOutboxEnabled(ctx.config)) ctx.log.info(`Sign-in code for ${email}: ${code}`);
    },

    async confirm(email: string, otp: string) {
      const row = await repo.latestOpenOtp(email);
      if (!row) throw invalid({ otp: MSG.codeInvalid });
      if (row.attempts >= OTP_MAX_ATTEMPTS) throw invalid({ otp: MSG.codeLocked });
      if (row.expiresAt.getTime() <= Date.now()) throw invalid({ otp: MSG.codeExpired });
      // Each try claims one of the code's five in one conditional update before it is checked, so
      // simultaneous tries cannot all read the same count (issue 26).
      const claimed = await repo.claimOtpAttempt(row.id, OTP_MAX_ATTEMPTS);
      if (!claimed) throw invalid({ otp: MSG.codeLocked });
      if (!safeEqual(claimed.codeHash, codeHash(email, otp))) {
        throw invalid({ otp: claimed.attempts >= OTP_MAX_ATTEMPTS ? MSG.codeLocked : MSG.codeInvalid });
      }
      if (!(await repo.confirmOtp(row.id))) throw invalid({ otp: MSG.codeInvalid });
    },

    /** Whether the address has a confirmed code to spend (the cheap check before expensive work). */
    isConfirmed: (email: string) => repo.hasConfirmedOtp(email),

    /** Spend the address's confirmed code (login and registration each need one). */
    consume: (email: string, db: DbOrTx = ctx.db) => authRepository(db).consumeConfirmedOtp(email),
  };
};

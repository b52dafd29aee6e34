import { MSG, OTP_LENGTH } from '@keh/contracts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { randomDigits, safeEqual, sha256 } from '../../lib/crypto';
import { invalid, tooMany } from '../../lib/errors';
import { otpMail } from '../../lib/mail/templates';
import { isExemptClient } from '../../plugins/rate-limit';
import { authRepository } from './auth.repository';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
/** Codes one address may be sent in OTP_WINDOW_MS (the per-IP limit is a route rate limit). */
export const OTP_PER_ADDRESS = 20;
export const OTP_WINDOW_MS = 60 * 60_000;

const codeHash = (email: string, code: string) => sha256(`${email}:${code}`);

/** E-mail codes: single-use, expire in 10 minutes, lock after 5 wrong tries (DESIGN.md section 5). */
export const otpService = (ctx: AppContext) => {
  const repo = authRepository(ctx.db);
  return {
    async send(email: string, ip: string) {
      const sent = await repo.countOtpsSince(email, new Date(Date.now() - OTP_WINDOW_MS));
      if (sent >= OTP_PER_ADDRESS && !isExemptClient(ctx.config.production, ip))
        throw tooMany(MSG.codeTooMany);
      const code = randomDigits(OTP_LENGTH);
      await repo.replaceOtp(email, codeHash(email, code), new Date(Date.now() + OTP_TTL_MS));
      if (!ctx.config.production) ctx.log.info(`OTP code for ${email}: ${code}`);
      await ctx.mailer.send(otpMail(email, code));
    },

    async confirm(email: string, otp: string) {
      const row = await repo.latestOpenOtp(email);
      if (!row) throw invalid({ otp: MSG.codeInvalid });
      if (row.attempts >= OTP_MAX_ATTEMPTS) throw invalid({ otp: MSG.codeLocked });
      if (row.expiresAt.getTime() <= Date.now()) throw invalid({ otp: MSG.codeExpired });
      if (!safeEqual(row.codeHash, codeHash(email, otp))) {
        const attempts = await repo.addOtpAttempt(row.id);
        throw invalid({ otp: attempts >= OTP_MAX_ATTEMPTS ? MSG.codeLocked : MSG.codeInvalid });
      }
      await repo.confirmOtp(row.id);
    },

    /** Spend the address's confirmed code (login and registration each need one). */
    consume: (email: string, db: DbOrTx = ctx.db) => authRepository(db).consumeConfirmedOtp(email),
  };
};

import { MSG, type MemberRole, type RegistrationBase } from '@keh/contracts';
import type { AppContext } from '../../context';
import { hashPassword } from '../../lib/crypto';
import { invalid } from '../../lib/errors';
import { authRepository } from '../auth/auth.repository';
import { authService } from '../auth/auth.service';
import { otpService } from '../auth/otp.service';

/** Registration: refused unless the address was verified with a code; one transaction. */
export const signupService = (ctx: AppContext) => ({
  async register(role: MemberRole, body: Required<RegistrationBase>) {
    const passwordHash = await hashPassword(body.password);
    const user = await ctx.db.transaction(async (tx) => {
      const repo = authRepository(tx);
      if (await repo.emailExists(body.email)) throw invalid({ email: MSG.emailTaken });
      if (!(await otpService(ctx).consume(body.email, tx))) throw invalid({ email: MSG.emailNotVerified });
      return repo.insertUser({
        type: role,
        email: body.email,
        passwordHash,
        firstName: body.first_name,
        lastName: body.last_name,
        emailVerifiedAt: new Date(),
        menteesLimit: role === 'mentor' ? 3 : null,
      });
    });
    return authService(ctx).issueToken(user);
  },
});

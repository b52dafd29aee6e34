import { MSG, formerLabel, type PendingDeletion, type accountDeleteBody } from '@keh/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { canActOnAccount, canStaffOpenPerson } from '../../policies/admin';
import { verifyPassword } from '../../lib/crypto';
import { invalid, notFound } from '../../lib/errors';
import { deletionScheduled } from '../../lib/mail/privacy-templates';
import { renderMail } from '../../lib/mail/templates';
import type { AuthUser } from '../../plugins/auth';
import { auditService } from '../audit/audit.service';
import { authService } from '../auth/auth.service';
import { otpService } from '../auth/otp.service';
import { notificationsService } from '../notifications/notifications.service';
import { keepOneAdmin } from '../users/last-admin';
import { usersRepository, type UserRow } from '../users/users.repository';
import { ERASURE_QUEUE, type ErasureJob } from './erasure.service';
import { privacyRepository } from './privacy.repository';
import { deletionFactsRepository } from './deletion-facts.repository';

type DeleteBody = z.output<typeof accountDeleteBody>;
const DAY_MS = 24 * 60 * 60_000;
const iso = (d: Date) => d.toISOString();

/**
 * Deleting an account (issue 31): the person asks, confirmed with their password or a fresh code;
 * the erasure waits out the grace period (cancel by signing in) and then runs as a durable job.
 * Staff may erase at once, with a reason, in the audit log.
 */
export const accountDeletionService = (ctx: AppContext) => {
  const repo = privacyRepository(ctx.db);

  async function schedule(
    target: UserRow,
    deleteAt: Date,
    values: { keepArticles: boolean; staffId?: number; reason?: string },
  ) {
    await ctx.db.transaction(async (tx) => {
      await keepOneAdmin(tx, target, 'user');
      await privacyRepository(tx).upsert({
        userId: target.id,
        deleteAt,
        keepArticles: values.keepArticles,
        staffId: values.staffId ?? null,
        reason: values.reason ?? null,
      });
      // Due at the date; a cancelled or moved deletion makes its old job do nothing.
      await ctx.jobs.send(tx, ERASURE_QUEUE, { userId: target.id } satisfies ErasureJob, {
        startAfter: deleteAt,
      });
      if (values.staffId !== undefined) {
        await authService(ctx).endSessions(target.id, tx);
        await auditService(ctx).record(
          {
            actorId: values.staffId,
            action: 'user.erased',
            targetType: 'user',
            targetId: target.id,
            targetLabel: formerLabel(target.id),
            details: values.reason ? { reason: values.reason } : {},
          },
          tx,
        );
      } else if (deleteAt.getTime() > Date.now()) {
        await notificationsService(ctx).service(tx, renderDeletionMail(target, deleteAt, ctx.config.appUrl));
      }
    });
    if (values.staffId !== undefined) authService(ctx).sessionsEnded(target.id);
  }

  return {
    async overview(user: AuthUser) {
      const [row, facts] = await Promise.all([
        repo.find(user.id),
        deletionFactsRepository(ctx.db).facts(user.id),
      ]);
      return { delete_at: row ? iso(row.deleteAt) : null, ...facts };
    },

    async request(user: AuthUser, body: DeleteBody) {
      if (await repo.find(user.id))
        throw invalid({ password: MSG.deletionAlreadyPending }, MSG.deletionAlreadyPending);
      if (body.password) {
        if (!(await verifyPassword(user.row.passwordHash, body.password)))
          throw invalid({ password: MSG.deletionPasswordWrong });
      } else if (body.otp) {
        const otp = otpService(ctx);
        await otp.confirm(user.row.email, body.otp);
        if (!(await otp.consume(user.row.email))) throw invalid({ otp: MSG.codeInvalid });
      } else throw invalid({ password: MSG.deletionConfirmRequired });
      const deleteAt = new Date(Date.now() + ctx.config.accountDeletionGraceDays * DAY_MS);
      await schedule(user.row, deleteAt, { keepArticles: user.type === 'mentor' && body.keep_articles });
      return { delete_at: iso(deleteAt) };
    },

    /** A fresh code to the person's own address, to confirm with instead of a password (LinkedIn). */
    async sendCode(user: AuthUser, ip: string) {
      await otpService(ctx).send(user.row.email, ip);
      const row = await repo.find(user.id);
      return { delete_at: row ? iso(row.deleteAt) : null };
    },

    async cancel(user: AuthUser) {
      if (!(await repo.remove(user.id)))
        throw invalid({ user: MSG.deletionNotPending }, MSG.deletionNotPending);
      return { delete_at: null };
    },

    /** Staff: erase at once (a request by post or e-mail), with the reason in the audit log. */
    async erase(staff: AuthUser, id: number, reason: string) {
      if (!canActOnAccount(staff, { id })) throw invalid({ user: MSG.notYourself }, MSG.notYourself);
      const target = await usersRepository(ctx.db).findById(id);
      if (!target || !canStaffOpenPerson(target)) throw notFound();
      const now = new Date();
      await schedule(target, now, { keepArticles: false, staffId: staff.id, reason });
      return { delete_at: iso(now) };
    },

    async pending(): Promise<PendingDeletion[]> {
      return (await repo.pending()).map(({ deletion: d, user: u }) => ({
        id: u.id,
        type: u.type,
        first_name: u.firstName,
        last_name: u.lastName,
        email: u.email,
        requested_at: iso(d.requestedAt),
        delete_at: iso(d.deleteAt),
        by_staff: d.staffId !== null,
      }));
    },
  };
};

const renderDeletionMail = (u: UserRow, deleteAt: Date, appUrl: string) =>
  renderMail(u.email, deletionScheduled(u.firstName, deleteAt, appUrl));

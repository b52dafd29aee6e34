import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * The retention schedule (issue 31; the privacy policy states it): what is kept how long. Plain SQL
 * over the areas it prunes, like the erasure. Each function answers how many rows it touched.
 */
export const RETENTION = {
  /** Sign-in codes, reset links and tokens, this long after they expired or were revoked. */
  secretsDays: 30,
  /** The mail outbox's bodies (who and what subject stay). */
  outboxBodiesDays: 90,
  /** The staff audit log (the credit-record figure of the privacy policy). */
  auditLogYears: 6,
} as const;

const count = (r: unknown) => {
  const x = r as { rowCount?: number | null; affectedRows?: number };
  return x.rowCount ?? x.affectedRows ?? 0;
};

export const retentionRepository = (db: DbOrTx) => {
  const days = (n: number) => sql`now() - make_interval(days => ${n})`;
  return {
    async secrets(n: number) {
      const cut = days(n);
      let total = 0;
      total += count(await db.execute(sql`delete from otp_codes where expires_at < ${cut}`));
      total += count(await db.execute(sql`delete from otp_sends where created_at < ${cut}`));
      total += count(
        await db.execute(sql`delete from auth_tokens where expires_at < ${cut} or revoked_at < ${cut}`),
      );
      total += count(await db.execute(sql`delete from password_resets where expires_at < ${cut}`));
      total += count(await db.execute(sql`delete from preview_tokens where expires_at < ${cut}`));
      return total;
    },
    outboxBodies: async (n: number) =>
      count(
        await db.execute(
          sql`update mail_outbox set text = '', html = '' where created_at < ${days(n)} and (text <> '' or html <> '')`,
        ),
      ),
    auditLog: async (years: number) =>
      count(
        await db.execute(
          sql`delete from staff_audit_log where created_at < now() - make_interval(years => ${years})`,
        ),
      ),
  };
};

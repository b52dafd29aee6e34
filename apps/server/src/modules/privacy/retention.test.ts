import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/app';

/** The retention schedule (issue 31): the daily job purges what is past its time, and nothing else. */
const t = useTestApp();

const count = async (q: ReturnType<typeof sql>) =>
  Number(((await t.app.db.execute(q)) as unknown as { rows: { n: number | string }[] }).rows[0]!.n);

describe('the daily retention job', () => {
  it('purges codes, tokens and reset links 30 days on, outbox bodies after 90 days, the audit log after 6 years', async () => {
    const db = t.app.db;
    const [admin] = (
      (await db.execute(sql`select id from users where type = 'admin' limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const id = admin!.id;
    for (const [age, tag] of [
      ['31 days', 'old'],
      ['29 days', 'new'],
    ] as const) {
      await db.execute(sql`insert into otp_codes (email, code_hash, expires_at, created_at)
        values (${`${tag}@example.com`}, 'x', now() - ${age}::interval, now() - ${age}::interval)`);
      await db.execute(sql`insert into otp_sends (email, ip, known, created_at)
        values (${`${tag}@example.com`}, '10.9.9.9', false, now() - ${age}::interval)`);
      await db.execute(sql`insert into auth_tokens (user_id, token_hash, expires_at)
        values (${id}, ${`retention-${tag}`}, now() - ${age}::interval)`);
      await db.execute(sql`insert into password_resets (user_id, token_hash, expires_at)
        values (${id}, ${`retention-${tag}`}, now() - ${age}::interval)`);
    }
    await db.execute(sql`insert into mail_outbox ("to", subject, text, html, created_at) values
      ('old@example.com', 'Old', 'old body', '<p>old body</p>', now() - interval '91 days'),
      ('new@example.com', 'New', 'new body', '<p>new body</p>', now() - interval '89 days')`);
    await db.execute(sql`insert into staff_audit_log (actor_id, action, target_type, target_id, target_label, created_at) values
      (${id}, 'user.suspended', 'user', ${id}, 'retention old', now() - interval '6 years 1 day'),
      (${id}, 'user.suspended', 'user', ${id}, 'retention new', now() - interval '5 years 364 days')`);

    await t.app.jobs.send(db, 'retention-daily', {});
    const until = Date.now() + 20_000;
    while ((await count(sql`select count(*) as n from otp_codes where email = 'old@example.com'`)) > 0) {
      if (Date.now() > until) throw new Error('retention did not run');
      await new Promise((r) => setTimeout(r, 100));
    }
    // Give the job the moment to finish its other steps.
    while ((await t.app.jobs.pending('retention-daily')) > 0) await new Promise((r) => setTimeout(r, 50));

    for (const table of ['otp_codes', 'otp_sends'])
      expect(
        await count(
          sql`select count(*) as n from ${sql.identifier(table)} where email in ('old@example.com', 'new@example.com')`,
        ),
      ).toBe(1);
    for (const table of ['auth_tokens', 'password_resets'])
      expect(
        await count(
          sql`select count(*) as n from ${sql.identifier(table)} where token_hash like 'retention-%'`,
        ),
      ).toBe(1);
    const outbox = (
      (await db.execute(
        sql`select "to", text, html from mail_outbox where "to" in ('old@example.com', 'new@example.com') order by "to"`,
      )) as unknown as { rows: { to: string; text: string; html: string }[] }
    ).rows;
    expect(outbox).toEqual([
      { to: 'new@example.com', text: 'new body', html: '<p>new body</p>' },
      { to: 'old@example.com', text: '', html: '' },
    ]);
    expect(
      await count(sql`select count(*) as n from staff_audit_log where target_label like 'retention %'`),
    ).toBe(1);
  });
});

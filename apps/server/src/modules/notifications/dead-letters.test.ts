import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, signIn, useTestApp } from '../../test/app';
import { MAIL_DEAD_QUEUE } from './notifications.service';

/** The failed-mails list with remembering on (decision 0021): pg-boss's table is followed like ours. */
describe('the failed mails, remembered', () => {
  const t = useTestApp({ sessionCacheMs: 60_000 });
  const get = (url: string, token?: string) => call(t.app, { method: 'GET', url, token });

  it('are kept until the job queue writes to its table', async () => {
    const admin = await signIn(t.app, 'admin@example.com');
    const subjects = async () =>
      ((await get('/api/admin/mail/dead-letters', admin)).body.data as { subject: string }[])
        .map((l) => l.subject)
        .sort();
    const letter = (subject: string) => ({
      message: { to: 'gone@example.com', subject, text: 'x', html: '<p>x</p>' },
    });
    // pg-boss writes through its own connections (a pool on PostgreSQL, an adapter on PGlite).
    await t.app.jobs.boss.send(MAIL_DEAD_QUEUE, letter('First'));
    expect(await subjects()).toEqual(['First']);
    await t.database.unwatched.execute(
      sql`update pgboss.job set data = jsonb_set(data, '{message,subject}', '"Behind"') where name = ${MAIL_DEAD_QUEUE}`,
    );
    expect(await subjects()).toEqual(['First']);
    await t.app.jobs.boss.send(MAIL_DEAD_QUEUE, letter('Second'));
    expect(await subjects()).toEqual(['Behind', 'Second']);
  });
});

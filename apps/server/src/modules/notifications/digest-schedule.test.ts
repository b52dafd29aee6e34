import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { DIGEST_QUEUE, DIGEST_START_QUEUE } from './digest.service';

/**
 * The Monday schedule's job (pg-boss sends a schedule's job with null data) starts the digest for
 * everyone: it failed on `null.userId` once, and no digest left on a schedule. The topology suite
 * checks the schedule fires once across two processes (apps/server/src/topology/).
 */
const t = useTestApp();

describe('the scheduled weekly digest start', () => {
  it('queues everyone’s digest from a job without data', async () => {
    const { app } = t;
    await app.jobs.boss.send(DIGEST_START_QUEUE, null as unknown as object);
    const states = async () =>
      (
        (await app.db.execute(
          sql`select name, state from pgboss.job where name in (${DIGEST_START_QUEUE}, ${DIGEST_QUEUE})`,
        )) as unknown as { rows: { name: string; state: string }[] }
      ).rows;
    const until = Date.now() + 20_000;
    while (
      !(await states()).some(
        (r) => r.name === DIGEST_START_QUEUE && r.state !== 'created' && r.state !== 'active',
      )
    ) {
      if (Date.now() > until) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const rows = await states();
    expect(rows.filter((r) => r.name === DIGEST_START_QUEUE).map((r) => r.state)).toEqual(['completed']);
    expect(rows.filter((r) => r.name === DIGEST_QUEUE).length).toBeGreaterThan(5);
  });
});

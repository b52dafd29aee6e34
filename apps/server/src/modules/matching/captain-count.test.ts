import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { captainFeatures, mentorings, userBlocks, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { call, createTestApp, signIn, type TestApp } from '../../test/app';
import { withoutDemoMentoring } from '../../test/fixtures';

/**
 * The kept count of captains (captain_count, migration 0041) and the matching total it gives
 * (decision 0043): it follows captains coming and going, a refresh in place leaves its row alone,
 * and the total leaves out, once each, the captains a Member may not see.
 */
let t: TestApp;
let member: string;
let memberId: number;
let captains: number[];

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'error' });
  await withoutDemoMentoring(t.app);
  member = await signIn(t.app, 'mentee@example.com');
  memberId = (await call(t.app, { method: 'GET', url: '/api/user/profile', token: member })).body.data.id;
  captains = (await t.app.db.select({ id: captainFeatures.userId }).from(captainFeatures)).map((r) => r.id);
});
afterAll(() => t.close());

/** The kept count, the real one, and the kept row's version (xmin moves when the row is updated). */
const counts = async () => {
  const [row] = await rowsOf<{ kept: number; real: string; version: string }>(
    t.app.db,
    sql`select n as kept, (select count(*) from captain_features) as real, xmin::text as version
      from captain_count`,
  );
  return { kept: row!.kept, real: Number(row!.real), version: row!.version };
};
const total = async () =>
  (await call(t.app, { method: 'GET', url: '/api/mentee/mentors?limit=1', token: member })).body.meta
    .total as number;

describe('captain_count', () => {
  it('holds how many captains there are, as they come and go', async () => {
    const start = await counts();
    expect(start.kept).toBe(start.real);
    expect(start.kept).toBe(captains.length);
    const [one] = captains;
    await t.app.db.update(users).set({ status: 'suspended' }).where(eq(users.id, one!));
    expect(await counts()).toMatchObject({ kept: captains.length - 1, real: captains.length - 1 });
    expect(await total()).toBe(captains.length - 1);
    await t.app.db.update(users).set({ status: 'active' }).where(eq(users.id, one!));
    expect(await counts()).toMatchObject({ kept: captains.length, real: captains.length });
    expect(await total()).toBe(captains.length);
  });

  it('is not written when a captain changes in place', async () => {
    const before = await counts();
    await t.app.db
      .update(users)
      .set({ location: 'Ripon, North Yorkshire', menteesLimit: 4 })
      .where(eq(users.id, captains[1]!));
    const [row] = await t.app.db
      .select({ town: captainFeatures.town, limit: captainFeatures.menteesLimit })
      .from(captainFeatures)
      .where(eq(captainFeatures.userId, captains[1]!));
    expect(row).toEqual({ town: 'ripon', limit: 4 });
    expect(await counts()).toEqual(before);
  });
});

describe("matching's total", () => {
  it('leaves out blocked and not-a-fit captains, each once', async () => {
    const all = captains.length;
    const [blocked, both, notAFit] = captains;
    await t.app.db.insert(userBlocks).values([
      { blockerId: memberId, blockedId: blocked! },
      { blockerId: both!, blockedId: memberId },
    ]);
    expect(await total()).toBe(all - 2);
    const ended = {
      menteeId: memberId,
      mentoringName: 'Ended',
      endedAt: new Date(),
      endReason: 'not_a_fit' as const,
    };
    await t.app.db.insert(mentorings).values([
      { ...ended, mentorId: both! },
      { ...ended, mentorId: notAFit! },
    ]);
    expect(await total()).toBe(all - 3);
    // The count agrees with the captains a Member can page through.
    const listed = (
      await call(t.app, { method: 'GET', url: '/api/mentee/mentors?limit=50', token: member })
    ).body.data.map((c: { id: number }) => c.id);
    expect(listed).toHaveLength(all - 3);
    expect(listed).not.toContain(both);
    // With a filter of the Member's, the captains that pass it are counted.
    const available = await call(t.app, {
      method: 'GET',
      url: '/api/mentee/mentors?limit=50&available=1',
      token: member,
    });
    expect(available.body.meta.total).toBe(available.body.data.length);
  });
});

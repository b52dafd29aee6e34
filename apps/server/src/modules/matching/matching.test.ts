import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { captainFeatures, users } from '../../db/schema';
import { call, createTestApp, signIn, type TestApp } from '../../test/app';
import { matchingService } from './matching.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ranking in the database', () => {
  it('scores every captain exactly as matchScore() does, for Members of each kind and stage', async () => {
    const members = await t.app.db.select().from(users).where(eq(users.type, 'mentee'));
    const matching = matchingService(t.app);
    let compared = 0;
    for (const m of members) {
      for (const startup of [true, false]) {
        const viewer = { id: m.id, type: 'mentee' as const, tokenId: 0, row: m };
        const { rows } = await matching.ranked(viewer, { specialisms: [], skills: [] }, startup, 100, 0);
        for (const r of rows) expect(r.score, `member ${m.email}, captain ${r.userId}`).toBe(r.match);
        compared += rows.length;
      }
    }
    expect(compared).toBe(members.length * 2 * 13);
  });

  it('keeps the captain facts current through triggers', async () => {
    const token = await signIn(t.app, 'mentor@example.com');
    const me = (await call(t.app, { method: 'GET', url: '/api/user/profile', token })).body.data;
    const facts = async () =>
      (await t.app.db.select().from(captainFeatures).where(eq(captainFeatures.userId, me.id)))[0]!;
    const before = await facts();
    await call(t.app, { method: 'POST', url: '/api/user/profile/skills/1', token });
    await call(t.app, { method: 'POST', url: '/api/mentor/profile/specialization/1', token });
    await call(t.app, {
      method: 'POST',
      url: '/api/mentor/settings',
      token,
      payload: { mentees_limit: 5, disable_mentoring_requests: 1, accept_chats: 1 },
    });
    const after = await facts();
    expect(after.skillIds).toContain(1);
    expect(after.specIds).toContain(1);
    expect(after).toMatchObject({ menteesLimit: 5, disabled: true });
    expect(before.town).toBe('york');
    expect(before.county).toBe('north yorkshire');
  });
});

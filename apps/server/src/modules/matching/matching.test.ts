import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  assessmentAnswers,
  businessSpecializations,
  captainFeatures,
  skills,
  userSkills,
  userSpecializations,
  users,
} from '../../db/schema';
import { call, createTestApp, signIn, type TestApp } from '../../test/app';
import { matchingRepository } from './matching.repository';
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

  it("holds each captain's ids as bits too, and ranks by the arrays when an id has no bit", async () => {
    const rows = await t.app.db.select().from(captainFeatures);
    const bits = (ids: number[]) => ids.reduce((m, i) => m | (1n << BigInt(i)), 0n);
    for (const r of rows) {
      expect(r.specMask).toBe(bits(r.specIds));
      expect(r.skillMask).toBe(bits(r.skillIds));
      expect(r.categoryMask).toBe(bits(r.categoryIds));
    }
    const repo = matchingRepository(t.app.db);
    const params = {
      primarySpec: 3,
      relatedSpecs: [5],
      sectorId: 2,
      weakAreaCategories: [[1, 2], [4]],
      stageSkills: [2, 9, 15],
      stageSpecs: [6],
      town: 'york',
      county: 'north yorkshire',
    };
    const filters = { specialisms: [], skills: [] };
    const byBits = await repo.rank(filters, params, 100, 0);
    // Id 99 has no bit and no captain holds it: the same ranking, now by the arrays.
    const byArrays = await repo.rank(
      filters,
      {
        ...params,
        relatedSpecs: [5, 99],
        weakAreaCategories: [[1, 2, 99], [4]],
        stageSkills: [2, 9, 15, 99],
      },
      100,
      0,
    );
    expect(byArrays.rows.map((r) => [r.userId, r.score])).toEqual(
      byBits.rows.map((r) => [r.userId, r.score]),
    );
    expect(new Set(byBits.rows.map((r) => r.score)).size).toBeGreaterThan(3);
  });

  it("reads a Member's own answers and names a page's own specialisms and skills", async () => {
    const repo = matchingRepository(t.app.db);
    const members = await t.app.db.select().from(users).where(eq(users.type, 'mentee'));
    for (const m of members) {
      const mine = await t.app.db.select().from(assessmentAnswers).where(eq(assessmentAnswers.userId, m.id));
      const facts = await repo.member(m.id);
      expect(facts.answers.map((a) => a.answer).sort()).toEqual(mine.map((a) => a.answer).sort());
    }
    // The cards name them from the captain's facts: they are the captain's own, by id.
    const captains = await t.app.db.select().from(captainFeatures);
    const token = await signIn(t.app, 'mentee@example.com');
    const cards: { id: number; business_specializations: unknown[]; skills: unknown[] }[] = (
      await call(t.app, { method: 'GET', url: '/api/mentee/mentors?limit=50', token })
    ).body.data;
    expect(cards.length).toBe(Math.min(captains.length, 50));
    for (const card of cards) {
      const specs = await t.app.db
        .select({ id: businessSpecializations.id, name: businessSpecializations.name })
        .from(userSpecializations)
        .innerJoin(
          businessSpecializations,
          eq(businessSpecializations.id, userSpecializations.specializationId),
        )
        .where(eq(userSpecializations.userId, card.id))
        .orderBy(asc(businessSpecializations.id));
      const own = await t.app.db
        .select({ id: skills.id, name: skills.name })
        .from(userSkills)
        .innerJoin(skills, eq(skills.id, userSkills.skillId))
        .where(eq(userSkills.userId, card.id))
        .orderBy(asc(skills.id));
      expect(card.business_specializations).toEqual(specs);
      expect(card.skills).toEqual(own);
    }
    expect(new Set(cards.map((c) => JSON.stringify(c.business_specializations))).size).toBeGreaterThan(3);
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

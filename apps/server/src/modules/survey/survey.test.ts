import { describe, expect, it } from 'vitest';
import { SERVICE_LOAN, SERVICE_NO_COURSE, SERVICE_REFERRED } from '@keh/contracts';
import { call, useTestApp } from '../../test/app';

const t = useTestApp();

describe('reference data', () => {
  it('GET /api/survey/options holds the questionnaire and the services the rules name', async () => {
    const { status, body } = await call(t.app, { method: 'GET', url: '/api/survey/options' });
    expect(status).toBe(200);
    const o = body.data;
    expect(o.assess).toHaveLength(19);
    const groups = new Set(o.assess.map((q: { group: { id: number } }) => q.group.id));
    expect(groups.size).toBe(4);
    for (const q of o.assess) {
      expect(q.options.map((x: { key: string }) => x.key)).toEqual(['a', 'b', 'c']);
      expect(q.group.complete_text.length).toBeGreaterThan(50);
    }
    const ids = o.services.map((s: { id: number }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([SERVICE_LOAN, SERVICE_REFERRED, SERVICE_NO_COURSE]));
    expect(o.business_statuses).toEqual([
      'Sole Trader',
      'Limited Company',
      'C.I.C',
      'Charity',
      'Partnership',
      'LLP',
    ]);
    expect(o.discover_types.mentor.length).toBeGreaterThan(0);
    expect(o.discover_types.mentee.length).toBeGreaterThan(0);
    for (const key of [
      'service_connections',
      'service_types',
      'business_sectors',
      'business_specializations',
      'skill_categories',
      'article_categories',
    ]) {
      expect(o[key].length, key).toBeGreaterThan(2);
    }
    expect(o.skill_categories[0].skills.length).toBeGreaterThan(0);
    expect(o.article_categories.some((c: { sub_categories: unknown[] }) => c.sub_categories.length > 0)).toBe(
      true,
    );
  });

  it('serves each role its own options', async () => {
    const mentor = (await call(t.app, { method: 'GET', url: '/api/survey/mentor/options' })).body.data;
    const mentee = (await call(t.app, { method: 'GET', url: '/api/survey/mentee/options' })).body.data;
    expect(mentor.skill_categories.length).toBeGreaterThan(0);
    expect(mentor).not.toHaveProperty('assess');
    expect(mentee.assess).toHaveLength(19);
    expect(mentee.services.length).toBeGreaterThanOrEqual(11);
  });
});

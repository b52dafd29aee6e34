import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SERVICE_LOAN, SERVICE_NO_COURSE, SERVICE_REFERRED } from '@keh/contracts';
import { call, createTestApp, lastMail, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('GET /api/health answers once the database answers', async () => {
    expect(await call(t.app, { method: 'GET', url: '/api/health' })).toMatchObject({
      status: 200,
      body: { data: { status: 'ok' } },
    });
  });

  it('GET /api/docs serves the OpenAPI document of the routes', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/docs' });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/user/profile', '/api/survey/options']),
    );
  });

  it('answers unknown API paths with a JSON 404 and sends security headers', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/nope' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: MSG.notFound });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('turns the dev outbox off in production', async () => {
    const prod = await createTestApp({ production: true, seedDemo: false });
    try {
      expect((await call(prod.app, { method: 'GET', url: '/api/dev/outbox' })).status).toBe(404);
      // Reference data is there in production too; demo accounts are not.
      expect(
        (await call(prod.app, { method: 'GET', url: '/api/survey/options' })).body.data.assess,
      ).toHaveLength(19);
    } finally {
      await prod.close();
    }
  });
});

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

describe('agreements and queries', () => {
  it.each(['mentor', 'mentee'])('GET /api/%s/agreement is personalised', async (role) => {
    const q = new URLSearchParams({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      business_name: 'Engines Ltd',
    });
    const res = await call(t.app, { method: 'GET', url: `/api/${role}/agreement?${q}` });
    expect(res.status).toBe(200);
    expect(res.body.data.text).toContain('Ada Lovelace');
    expect(res.body.data.text).toContain('Engines Ltd');
    expect(res.body.data.text).not.toMatch(/\{\{/);
    expect(res.body.data.version).toBeTruthy();
  });

  it('POST /api/question keeps the query and mails the team and the sender', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/question',
      payload: {
        user_type: 'mentee',
        email: 'asker@example.com',
        message: 'Can my partner join the sessions?',
      },
    });
    expect(res.status).toBe(200);
    expect((await lastMail(t.app, 'asker@example.com'))?.subject).toBe('We received your query');
    expect((await lastMail(t.app, 'hello@knowledge-exchange-hub.org'))?.text).toContain(
      'Can my partner join',
    );
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/question',
      payload: { user_type: 'pirate', email: 'x', message: ' ' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      user_type: [MSG.roleRequired],
      email: [MSG.emailInvalid],
      message: [MSG.messageRequired],
    });
  });

  it('POST /api/tools/check-email tells whether an address is taken', async () => {
    const taken = await call(t.app, {
      method: 'POST',
      url: '/api/tools/check-email',
      payload: { email: 'Mentor@example.com' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: [MSG.emailTaken] });
    const free = await call(t.app, {
      method: 'POST',
      url: '/api/tools/check-email',
      payload: { email: 'free@example.com' },
    });
    expect(free).toMatchObject({ status: 200, body: { data: { available: true } } });
  });
});

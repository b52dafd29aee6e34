import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../../test/app';
import { withoutDemoMentoring } from '../../test/fixtures';

/** The captain lists of matching, as a Member and a captain call them. */
type Who = 'member' | 'captain';
let t: TestApp;
const token = {} as Record<Who, string>;
const id = {} as Record<Who, number>;

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, email] of [
    ['member', 'mentee@example.com'],
    ['captain', 'mentor@example.com'],
  ] as const) {
    token[who] = await signIn(t.app, email);
    id[who] = (
      await call(t.app, { method: 'GET', url: '/api/user/profile', token: token[who] })
    ).body.data.id;
  }
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Who, payload?: object) =>
  call(t.app, { method, url, token: token[who], ...(payload && { payload }) });

describe('GET /api/mentee/mentors', () => {
  it('lists every captain for a Member, best match first, with reasons and paging', async () => {
    const { status, body } = await api('GET', '/api/mentee/mentors?limit=50', 'member');
    expect(status).toBe(200);
    expect(body.meta).toMatchObject({ total: 13, limit: 50, offset: 0 });
    const matches = body.data.map((c: { match: number }) => c.match);
    expect(matches).toEqual([...matches].sort((a, b) => b - a));
    for (const c of body.data) {
      expect(c.match).toBeGreaterThanOrEqual(0);
      expect(c.match).toBeLessThanOrEqual(100);
      expect(c.reasons.length).toBeLessThanOrEqual(3);
    }
    expect(body.data[0].reasons.length).toBeGreaterThan(0);
    const page2 = (await api('GET', '/api/mentee/mentors?limit=5&offset=5', 'member')).body;
    expect(page2.data.map((c: { id: number }) => c.id)).toEqual(
      body.data.slice(5, 10).map((c: { id: number }) => c.id),
    );
    // A page past the end still counts them all.
    expect((await api('GET', '/api/mentee/mentors?limit=5&offset=50', 'member')).body).toMatchObject({
      data: [],
      meta: { total: 13, limit: 5, offset: 50 },
    });
    // The profile shows the same match as the card.
    const first = body.data[0];
    expect((await api('GET', `/api/mentee/mentors/${first.id}`, 'member')).body.data.match).toBe(first.match);
  });

  it('filters by specialism, skill, location and availability', async () => {
    const all = (await api('GET', '/api/mentee/mentors?limit=50', 'member')).body.data as {
      id: number;
      available: boolean;
      location: string;
      business_specializations: { id: number }[];
    }[];
    const spec = all[0]!.business_specializations[0]!.id;
    const bySpec = (await api('GET', `/api/mentee/mentors?limit=50&specialisms=${spec}`, 'member')).body.data;
    expect(bySpec.length).toBe(
      all.filter((c) => c.business_specializations.some((s) => s.id === spec)).length,
    );
    const available = (await api('GET', '/api/mentee/mentors?limit=50&available=1', 'member')).body.data;
    expect(available.length).toBe(all.filter((c) => c.available).length);
    expect(available.length).toBeLessThan(all.length);
    const town = all[0]!.location.split(',')[0]!;
    const near = (
      await api(
        'GET',
        `/api/mentee/mentors?limit=50&location=${encodeURIComponent(town.toLowerCase())}`,
        'member',
      )
    ).body.data;
    expect(near.every((c: { location: string }) => c.location.includes(town))).toBe(true);
    expect((await api('GET', '/api/mentee/mentors?skills=9999', 'member')).body).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
  });

  it('start-up or growth changes what counts as a fit', async () => {
    const startup = (await api('GET', '/api/mentee/mentors?limit=50&startup=1', 'member')).body.data;
    const growth = (await api('GET', '/api/mentee/mentors?limit=50&startup=0', 'member')).body.data;
    const reasons = (list: { reasons: string[] }[]) => list.flatMap((c) => c.reasons).join('|');
    expect(reasons(startup)).not.toContain('Experienced in growing businesses');
    expect(reasons(growth)).not.toContain('Experienced with start-ups');
  });

  it('gives captains the other captains, without a match', async () => {
    const { body } = await api('GET', '/api/mentor/mentors?limit=50', 'captain');
    expect(body.meta.total).toBe(12);
    expect(body.data.every((c: { id: number; match: null }) => c.id !== id.captain && c.match === null)).toBe(
      true,
    );
  });

  it("shows a Member's request, the match and responsiveness alike on the cards and the profile", async () => {
    type Card = { id: number; match: number; request_status: string | null; can_send_request: boolean };
    const cards = async () =>
      (await api('GET', '/api/mentee/mentors?limit=50', 'member')).body.data as Card[];
    const same = async () => {
      for (const card of await cards()) {
        const profile = (await api('GET', `/api/mentee/mentors/${card.id}`, 'member')).body.data;
        for (const k of ['match', 'request_status', 'can_send_request', 'responsiveness'] as const)
          expect(profile[k], `${k} of captain ${card.id}`).toEqual(card[k as keyof Card]);
      }
    };
    // The demo Member has a captain: no card and no profile offers a request.
    expect((await cards()).every((c) => !c.can_send_request)).toBe(true);
    await same();
    await withoutDemoMentoring(t.app);
    const url = `/api/mentee/mentors/${id.captain}/request`;
    const sent = await api('POST', url, 'member');
    expect(sent.body, JSON.stringify(sent.body)).toMatchObject({ data: { request_status: 'pending' } });
    expect((await cards()).find((c) => c.id === id.captain)).toMatchObject({
      request_status: 'pending',
      can_send_request: true,
    });
    await same();
    const [req] = (await api('GET', '/api/mentor/requests', 'captain')).body.data;
    await api('DELETE', `/api/mentor/requests/${req.id}`, 'captain', { reason: 'Full until the spring' });
    const declined = (await api('GET', `/api/mentee/mentors/${id.captain}`, 'member')).body.data;
    expect(declined).toMatchObject({
      request_status: 'cancelled_by_mentor',
      decline_reason: 'Full until the spring',
      can_send_request: true,
    });
    await same();
    // Once the Member has a captain, no card and no profile offers another request.
    await api('POST', url, 'member');
    const [again] = (await api('GET', '/api/mentor/requests', 'captain')).body.data;
    expect((await api('POST', `/api/mentor/requests/${again.id}`, 'captain')).status).toBe(200);
    expect((await cards()).every((c) => !c.can_send_request)).toBe(true);
    await same();
  });
});

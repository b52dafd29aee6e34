import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../../test/app';
import { withoutDemoMentoring } from '../../test/fixtures';
import { sessionsRepository } from './sessions.repository';

/** GET admin/sessions: the held and missed sessions behind the overview's figures (issue 32). */
let t: TestApp;
const token: Record<string, string> = {};
let mentoringId: number;
let mentorId: number;
let menteeId: number;

const get = (url: string, who: string) => call(t.app, { method: 'GET', url, token: token[who] });
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  await withoutDemoMentoring(t.app);
  for (const who of ['mentor', 'mentee', 'moderator', 'admin'])
    token[who] = await signIn(t.app, `${who}@example.com`);
  const me = async (who: string) => (await get('/api/user/profile', who)).body.data.id as number;
  [mentorId, menteeId] = [await me('mentor'), await me('mentee')];
  await call(t.app, { method: 'POST', url: `/api/mentee/mentors/${mentorId}/request`, token: token.mentee });
  const requests = (await get('/api/mentor/requests', 'mentor')).body.data as {
    id: number;
    status: string;
  }[];
  const open = requests.find((r) => r.status === 'pending')!;
  const accepted = await call(t.app, {
    method: 'POST',
    url: `/api/mentor/requests/${open.id}`,
    token: token.mentor,
  });
  mentoringId = accepted.body.data.mentoring_id;

  const repo = sessionsRepository(t.app.db);
  const past = (days: number) => new Date(Date.now() - days * DAY);
  const base = { mentoringId, mentorId, menteeId, proposedBy: menteeId, durationMinutes: 60 };
  for (const days of [3, 10]) {
    const s = await repo.insert({
      ...base,
      status: 'held',
      startsAt: past(days),
      slots: [],
      actualMinutes: 50,
    });
    if (days === 3) {
      await repo.saveFeedback({ sessionId: s.id, userId: menteeId, score: 4 });
      await repo.saveFeedback({ sessionId: s.id, userId: mentorId, score: 5 });
    }
  }
  await repo.insert({ ...base, status: 'missed', startsAt: past(5), slots: [], missedBy: 'member' });
});
afterAll(() => t.close());

describe('GET admin/sessions', () => {
  it('lists held sessions newest first, with both people and the rating; paged', async () => {
    const res = await get('/api/admin/sessions?status=held&limit=1', 'admin');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ total: 2, limit: 1, offset: 0 });
    const [row] = res.body.data;
    expect(row).toMatchObject({
      mentoring_id: mentoringId,
      captain: { id: mentorId },
      member: { id: menteeId },
      actual_minutes: 50,
      missed_by: null,
      usefulness: 4.5,
    });
    const next = await get('/api/admin/sessions?status=held&limit=1&offset=1', 'admin');
    expect(next.body.data[0].start).toBeLessThan(row.start);
  });

  it('lists missed sessions with who missed them', async () => {
    const res = await get('/api/admin/sessions?status=missed', 'admin');
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ missed_by: 'member', actual_minutes: null, usefulness: null });
  });

  it('is for admins only, and refuses an unknown list', async () => {
    expect((await get('/api/admin/sessions', 'mentor')).status).toBe(403);
    expect((await get('/api/admin/sessions', 'moderator')).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/sessions' })).status).toBe(401);
    expect((await get('/api/admin/sessions?status=proposed', 'admin')).status).toBe(422);
  });
});

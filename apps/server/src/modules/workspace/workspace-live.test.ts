import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { LIVE_EVENTS, REALTIME_PATH, type ChangedEvent, type Mentoring } from '@keh/contracts';
import { call, form, signIn, useTestApp } from '../../test/app';
import { testServerUrl, twoProcesses } from '../../test/two-processes';

/**
 * Push instead of poll (decision 0026): a change to a mentoring's plan or feed, a request answered
 * and an event invitation reach the other person's sockets as a `changed` event, across processes
 * too, and nobody else's.
 */
const t = useTestApp();
const sockets: Socket[] = [];

const urlOf = (app: FastifyInstance) => {
  const a = app.server.address();
  if (!a || typeof a === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${a.port}`;
};
/** A connected socket of this token, in its rooms, recording every `changed` event it hears. */
async function live(url: string, token: string) {
  const s = connect(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  sockets.push(s);
  const heard: ChangedEvent[] = [];
  s.on(LIVE_EVENTS.changed, (e: ChangedEvent) => heard.push(e));
  await new Promise<void>((resolve, reject) => {
    s.once('ready', () => resolve());
    s.once('connect_error', reject);
  });
  return { heard, socket: s };
}
async function until<T>(what: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = what();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error(`nothing arrived within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
const milestone = (name: string) => ({ milestone_name: name, tasks: JSON.stringify(['First step']) });

let base: string;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = urlOf(t.app);
});
afterAll(() => {
  for (const s of sockets) s.disconnect();
});

describe('changes pushed to the other person’s sockets', () => {
  it('a milestone and a feed comment by the captain reach the Member’s socket, not a stranger’s', async () => {
    const captain = await signIn(t.app, 'mentor@example.com');
    const member = await signIn(t.app, 'mentee@example.com');
    const stranger = await signIn(t.app, 'admin@example.com');
    const mentoring = (await call(t.app, { method: 'GET', url: '/api/mentee/mentoring', token: member })).body
      .data as Mentoring;
    const [own, other] = [await live(base, member), await live(base, stranger)];

    const added = await call(t.app, {
      method: 'POST',
      url: `/api/mentor/mentoring/${mentoring.id}/milestones`,
      token: captain,
      payload: milestone('Pushed, not polled'),
    });
    expect(added.status).toBe(200);
    expect(await until(() => own.heard.shift())).toEqual({ topic: 'workspace', mentoring_id: mentoring.id });

    const posted = await call(t.app, {
      method: 'POST',
      url: `/api/mentor/mentoring/${mentoring.id}/feed`,
      token: captain,
      payload: { body: 'Have a look at the new milestone' },
    });
    expect(posted.status).toBe(200);
    expect(await until(() => own.heard.shift())).toEqual({ topic: 'workspace', mentoring_id: mentoring.id });

    // The Member's tick reaches the captain.
    const cap = await live(base, captain);
    const task = added.body.data.tasks[0].id as number;
    expect(
      (await call(t.app, { method: 'POST', url: `/api/mentee/mentoring/task/${task}`, token: member }))
        .status,
    ).toBe(200);
    expect(await until(() => cap.heard.find((e) => e.topic === 'workspace'))).toEqual({
      topic: 'workspace',
      mentoring_id: mentoring.id,
    });
    await new Promise((r) => setTimeout(r, 200));
    expect(other.heard).toEqual([]);
  });

  it('an invitation to a private event reaches the invited Member', async () => {
    const captain = await signIn(t.app, 'mentor@example.com');
    const member = await signIn(t.app, 'mentee@example.com');
    const memberId = (await call(t.app, { method: 'GET', url: '/api/user/profile', token: member })).body.data
      .id as number;
    const own = await live(base, member);
    const start = Math.floor(Date.now() / 60_000 / 60 + 48) * 3600;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/mentor/event',
      token: captain,
      ...form({
        event_title: 'Invited, and told at once',
        event_description: 'A private session.',
        event_address: 'York',
        event_start_time: String(start),
        event_end_time: String(start + 3600),
        type_of_event: '1',
        mentees: String(memberId),
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await until(() => own.heard.find((e) => e.topic === 'events'))).toEqual({ topic: 'events' });
  });

  it('a request, and its answer, reach the other of the two', async () => {
    const captain = await signIn(t.app, 'mentor@example.com');
    const member = await signIn(t.app, 'liam.carter@example.com');
    const captainId = (await call(t.app, { method: 'GET', url: '/api/user/profile', token: captain })).body
      .data.id as number;
    const [mine, theirs] = [await live(base, member), await live(base, captain)];

    const asked = await call(t.app, {
      method: 'POST',
      url: `/api/mentee/mentors/${captainId}/request`,
      token: member,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(await until(() => theirs.heard.find((e) => e.topic === 'requests'))).toEqual({
      topic: 'requests',
    });
    mine.heard.length = 0;
    const declined = await call(t.app, {
      method: 'DELETE',
      url: `/api/mentor/requests/${asked.body.data.request_id as number}`,
      token: captain,
    });
    expect(declined.status).toBe(200);
    expect(await until(() => mine.heard.find((e) => e.topic === 'requests'))).toEqual({ topic: 'requests' });
  });
});

/** Two server processes on one PostgreSQL database: the event goes through the Postgres adapter. */
describe.skipIf(!testServerUrl)('across processes (PostgreSQL)', () => {
  const start = twoProcesses({}, { listen: true });

  it('a feed comment through one process reaches the Member’s socket on the other', async () => {
    const [a, b] = await start();
    const captain = await signIn(a, 'mentor@example.com');
    const member = await signIn(b, 'mentee@example.com');
    const mentoring = (await call(b, { method: 'GET', url: '/api/mentee/mentoring', token: member })).body
      .data as Mentoring;
    const own = await live(urlOf(b), member);
    const posted = await call(a, {
      method: 'POST',
      url: `/api/mentor/mentoring/${mentoring.id}/feed`,
      token: captain,
      payload: { body: 'From the other process' },
    });
    expect(posted.status).toBe(200);
    expect(await until(() => own.heard.shift())).toEqual({ topic: 'workspace', mentoring_id: mentoring.id });
  });
});

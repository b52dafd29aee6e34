import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { CHAT_EVENTS, REALTIME_PATH, type ChatMessage, type Conversation } from '@keh/contracts';
import { call, signIn, useTestApp } from '../../test/app';
import { testServerUrl, twoProcesses } from '../../test/two-processes';
import { usersRepository } from '../users/users.repository';

const t = useTestApp();
let base: string;
const sockets: Socket[] = [];

const socketFor = (url: string, token: string | undefined) => {
  const s = connect(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
  });
  sockets.push(s);
  return s;
};
/** Connected and in its rooms. */
const ready = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('ready', () => resolve());
    s.once('connect_error', reject);
  });
const next = <T>(s: Socket, event: string, ms = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    s.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
/** The first message event with this body. */
const arrivalOf = (s: Socket, body: string, ms = 10_000) =>
  new Promise<ChatMessage>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no message "${body}" within ${ms} ms`)), ms);
    const on = (m: ChatMessage) => {
      if (m.body !== body) return;
      clearTimeout(timer);
      s.off(CHAT_EVENTS.message, on);
      resolve(m);
    };
    s.on(CHAT_EVENTS.message, on);
  });
const conversations = async (app: FastifyInstance, token: string) =>
  (await call(app, { method: 'GET', url: '/api/conversations', token })).body.data as Conversation[];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => {
  for (const s of sockets) s.disconnect();
});

describe('Socket.IO', () => {
  it('refuses a connection without a valid bearer token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const s = socketFor(base, token);
      const err = await next<Error>(s, 'connect_error');
      expect(err.message).toBe('Unauthenticated.');
    }
  });

  it('delivers a message sent over REST live to the other member’s socket, in its conversation room', async () => {
    const [mentor, mentee] = [
      await signIn(t.app, 'mentor@example.com'),
      await signIn(t.app, 'mentee@example.com'),
    ];
    const s = socketFor(base, mentee);
    await ready(s);
    const c = (await conversations(t.app, mentee)).find((x) => x.name === 'James Whitfield')!;
    const arriving = next<ChatMessage>(s, CHAT_EVENTS.message);
    const sent = await call(t.app, {
      method: 'POST',
      url: `/api/conversations/${c.id}`,
      token: mentor,
      payload: { body: 'Live hello', client_id: 'live-1' },
    });
    expect(await arriving).toEqual(sent.body.data);
    // A re-send with the same key is stored once and not pushed again.
    const again = next<ChatMessage>(s, CHAT_EVENTS.message, 500).catch(() => null);
    await call(t.app, {
      method: 'POST',
      url: `/api/conversations/${c.id}`,
      token: mentor,
      payload: { body: 'Live hello', client_id: 'live-1' },
    });
    expect(await again).toBeNull();
  });

  it('joins a new conversation’s room for sockets already connected', async () => {
    const chloe = await signIn(t.app, 'chloe.evans@example.com');
    const priya = await signIn(t.app, 'priya.raman@example.com');
    const s = socketFor(base, priya);
    await ready(s);
    const priyaId = (await usersRepository(t.app.db).findByEmail('priya.raman@example.com'))!.id;
    const c = (
      await call(t.app, {
        method: 'POST',
        url: '/api/conversations',
        token: chloe,
        payload: { member_id: priyaId },
      })
    ).body.data as Conversation;
    const arriving = next<ChatMessage>(s, CHAT_EVENTS.message);
    await call(t.app, {
      method: 'POST',
      url: `/api/conversations/${c.id}`,
      token: chloe,
      payload: { body: 'Hi Priya' },
    });
    expect((await arriving).body).toBe('Hi Priya');
  });

  it('refuses to join a conversation room the user is not in; joins one they are in', async () => {
    const liam = await signIn(t.app, 'liam.carter@example.com');
    const mentee = await signIn(t.app, 'mentee@example.com');
    const s = socketFor(base, liam);
    await ready(s);
    const theirs = (await conversations(t.app, mentee))[0]!;
    expect(await s.emitWithAck(CHAT_EVENTS.join, { conversation_id: theirs.id })).toEqual({ ok: false });
    expect(await s.emitWithAck(CHAT_EVENTS.join, { conversation_id: 'x' })).toEqual({ ok: false });
    // Nothing of that conversation reaches the socket.
    const leaked = next<ChatMessage>(s, CHAT_EVENTS.message, 500).catch(() => null);
    await call(t.app, {
      method: 'POST',
      url: `/api/conversations/${theirs.id}`,
      token: mentee,
      payload: { body: 'Private' },
    });
    expect(await leaked).toBeNull();
    const priyaId = (await usersRepository(t.app.db).findByEmail('priya.raman@example.com'))!.id;
    const own = (
      await call(t.app, {
        method: 'POST',
        url: '/api/conversations',
        token: liam,
        payload: { member_id: priyaId },
      })
    ).body.data as Conversation;
    expect(await s.emitWithAck(CHAT_EVENTS.join, { conversation_id: own.id })).toEqual({ ok: true });
  });

  it('tells the online room who comes and goes, and answers who is online', async () => {
    const mentor = await signIn(t.app, 'mentor@example.com');
    const marcus = await signIn(t.app, 'marcus.johnson@example.com');
    const watcher = socketFor(base, mentor);
    await ready(watcher);
    const coming = next<{ user_id: number; online: boolean }>(watcher, CHAT_EVENTS.online);
    const s = socketFor(base, marcus);
    await ready(s);
    const marcusId = (await usersRepository(t.app.db).findByEmail('marcus.johnson@example.com'))!.id;
    expect(await coming).toEqual({ user_id: marcusId, online: true });
    const who = (await watcher.emitWithAck(CHAT_EVENTS.online, {})) as { user_ids: number[] };
    expect(who.user_ids).toContain(marcusId);
    const going = next<{ user_id: number; online: boolean }>(watcher, CHAT_EVENTS.online);
    s.disconnect();
    expect(await going).toEqual({ user_id: marcusId, online: false });
  });
});

/**
 * Two server processes on one PostgreSQL database (as behind any load balancer): a socket on each,
 * a message sent through one reaches the socket on the other through @socket.io/postgres-adapter.
 */
describe.skipIf(!testServerUrl)('Socket.IO across processes (PostgreSQL)', () => {
  const start = twoProcesses({}, { listen: true });

  it('delivers a message sent through one instance to a socket on the other', async () => {
    const apps = await start();
    const urls = apps.map((app) => {
      const a = app.server.address();
      if (!a || typeof a === 'string') throw new Error('not listening');
      return `http://127.0.0.1:${a.port}`;
    });
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const mentor = await signIn(a, 'mentor@example.com');
    const mentee = await signIn(b, 'mentee@example.com');
    const onA = socketFor(urls[0]!, mentor);
    const onB = socketFor(urls[1]!, mentee);
    await Promise.all([ready(onA), ready(onB)]);
    const c = (await conversations(a, mentor)).find((x) => x.name === 'Sarah Collins')!;

    const toB = arrivalOf(onB, 'From process A');
    const sentOnA = await call(a, {
      method: 'POST',
      url: `/api/conversations/${c.id}`,
      token: mentor,
      payload: { body: 'From process A' },
    });
    expect(await toB).toEqual(sentOnA.body.data);
    const toA = arrivalOf(onA, 'From process B');
    const sentOnB = await call(b, {
      method: 'POST',
      url: `/api/conversations/${c.id}`,
      token: mentee,
      payload: { body: 'From process B' },
    });
    expect(await toA).toEqual(sentOnB.body.data);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CHAT_EVENTS, type ChatMessage, type Conversation } from '@keh/contracts';
import { call, signIn, useTestApp } from '../../test/app';
import { arrivalOf, conversations, next, ready, socketClients, urlOf } from '../../test/sockets';
import { testServerUrl, twoProcesses } from '../../test/two-processes';
import { usersRepository } from '../users/users.repository';
import { chatService } from './chat.service';

const t = useTestApp();
let base: string;
const socketFor = socketClients();

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = urlOf(t.app);
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

  it('delivers what a chat service built outside the routes sends (a job’s, sign-up’s)', async () => {
    const mentee = await signIn(t.app, 'mentee@example.com');
    const s = socketFor(base, mentee);
    await ready(s);
    const c = (await conversations(t.app, mentee)).find((x) => x.name === 'James Whitfield')!;
    const mentor = (await usersRepository(t.app.db).findByEmail('mentor@example.com'))!;
    const arriving = arrivalOf(s, 'Sent by a job', 5000);
    // Built from the app context alone, as a job or another module builds it.
    const asMentor = { id: mentor.id, type: mentor.type, tokenId: 0, row: mentor };
    await chatService(t.app).send(asMentor, c.id, 'Sent by a job');
    expect((await arriving).conversation_id).toBe(c.id);
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
});

/**
 * Two server processes on one PostgreSQL database (as behind any load balancer): a socket on each,
 * a message sent through one reaches the socket on the other through @socket.io/postgres-adapter.
 */
describe.skipIf(!testServerUrl)('Socket.IO across processes (PostgreSQL)', () => {
  const start = twoProcesses({}, { listen: true });

  it('delivers a message sent through one instance to a socket on the other', async () => {
    const apps = await start();
    const urls = apps.map(urlOf);
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

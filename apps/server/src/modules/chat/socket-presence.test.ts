import { beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { CHAT_EVENTS, type OnlineEvent } from '@keh/contracts';
import { call, signIn, useTestApp } from '../../test/app';
import {
  conversationWith,
  ended,
  idOf,
  next,
  presenceOf,
  ready,
  socketClients,
  urlOf,
} from '../../test/sockets';

/**
 * Who is online (decision 0017): a person hears of and is told about only the people they share a
 * conversation with; a suspended person is offline.
 */
const t = useTestApp();
let base: string;
const socketFor = socketClients();

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = urlOf(t.app);
});

const connected = async (token: string) => {
  const s = socketFor(base, token);
  await ready(s);
  return s;
};
const whoIsOnline = async (s: Socket) =>
  ((await s.emitWithAck(CHAT_EVENTS.online, null)) as OnlineEvent).user_ids;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('presence', () => {
  it('tells only the people one shares a conversation with who comes and goes, and who is online', async () => {
    const [captain, contact, stranger] = await Promise.all([
      signIn(t.app, 'priya.raman@example.com'),
      signIn(t.app, 'rebecca.hughes@example.com'),
      signIn(t.app, 'kwame.asante@example.com'),
    ]);
    const captainId = await idOf(t.app, 'priya.raman@example.com');
    await conversationWith(t.app, contact, captainId);
    const [c, x] = [await connected(contact), await connected(stranger)];
    const [heardByContact, heardByStranger] = [presenceOf(c), presenceOf(x)];

    const coming = next<OnlineEvent>(c, CHAT_EVENTS.online);
    const p = await connected(captain);
    expect(await coming).toEqual({ user_id: captainId, online: true });
    expect(await whoIsOnline(c)).toContain(captainId);
    expect(await whoIsOnline(x)).not.toContain(captainId);
    // The stranger is told nobody: they share a conversation with no one online.
    expect(await whoIsOnline(x)).toEqual([]);

    const going = next<OnlineEvent>(c, CHAT_EVENTS.online);
    p.disconnect();
    expect(await going).toEqual({ user_id: captainId, online: false });
    await pause(200);
    expect(heardByContact).toEqual([
      { user_id: captainId, online: true },
      { user_id: captainId, online: false },
    ]);
    expect(heardByStranger).toEqual([]);
  });

  it('a new conversation tells its members, already connected, whether the other is online', async () => {
    const [member, captain] = await Promise.all([
      signIn(t.app, 'ryan.oneill@example.com'),
      signIn(t.app, 'daniel.mensah@example.com'),
    ]);
    const [m, c] = [await connected(member), await connected(captain)];
    expect(await whoIsOnline(m)).not.toContain(await idOf(t.app, 'daniel.mensah@example.com'));
    const [toMember, toCaptain] = [
      next<OnlineEvent>(m, CHAT_EVENTS.online),
      next<OnlineEvent>(c, CHAT_EVENTS.online),
    ];
    await conversationWith(t.app, member, await idOf(t.app, 'daniel.mensah@example.com'));
    expect(await toMember).toEqual({ user_id: await idOf(t.app, 'daniel.mensah@example.com'), online: true });
    expect(await toCaptain).toEqual({ user_id: await idOf(t.app, 'ryan.oneill@example.com'), online: true });
    expect(await whoIsOnline(m)).toContain(await idOf(t.app, 'daniel.mensah@example.com'));
  });

  it('a suspended person goes offline for their contacts', async () => {
    const email = 'sophie.lambert@example.com';
    const [member, captain, admin] = await Promise.all([
      signIn(t.app, email),
      signIn(t.app, 'helen.brennan@example.com'),
      signIn(t.app, 'admin@example.com'),
    ]);
    const memberId = await idOf(t.app, email);
    await conversationWith(t.app, member, await idOf(t.app, 'helen.brennan@example.com'));
    const c = await connected(captain);
    const m = await connected(member);
    expect(await whoIsOnline(c)).toContain(memberId);
    const going = next<OnlineEvent>(c, CHAT_EVENTS.online);
    const closing = ended(m, 5000);
    const suspended = await call(t.app, {
      method: 'POST',
      url: `/api/admin/users/${memberId}/suspend`,
      token: admin,
      payload: {},
    });
    expect(suspended.status).toBe(200);
    expect(await closing).toBe('io server disconnect');
    expect(await going).toEqual({ user_id: memberId, online: false });
    expect(await whoIsOnline(c)).not.toContain(memberId);
  });
});

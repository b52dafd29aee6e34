import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_BOT_ID,
  CHAT_BOT_NAME,
  MESSAGE_MAX,
  MSG,
  type ChatMessage,
  type Conversation,
} from '@keh/contracts';
import { call, lastMail, signIn, useTestApp } from '../../test/app';
import { menteeFields, register, verifyEmail } from '../../test/fixtures';
import { usersRepository } from '../users/users.repository';
import { chatService } from './chat.service';

const t = useTestApp();

let mentor: string; // James Whitfield, mentor@example.com
let mentee: string; // Sarah Collins, mentee@example.com
let ids: Record<'mentor' | 'mentee' | 'lee' | 'priya' | 'liam' | 'chloe' | 'moderator', number>;

const idOf = async (email: string) => (await usersRepository(t.app.db).findByEmail(email))!.id;
const list = async (token: string) =>
  (await call(t.app, { method: 'GET', url: '/api/conversations', token })).body.data as Conversation[];
const open = (token: string, memberId: number) =>
  call(t.app, { method: 'POST', url: '/api/conversations', token, payload: { member_id: memberId } });
const send = (token: string, id: number, payload: object) =>
  call(t.app, { method: 'POST', url: `/api/conversations/${id}`, token, payload });
const page = (token: string, id: number, query = '') =>
  call(t.app, { method: 'GET', url: `/api/conversations/${id}${query}`, token });
const unreadIn = async (token: string, id: number) =>
  (await list(token)).find((c) => c.id === id)?.unread_messages_count;

beforeAll(async () => {
  [mentor, mentee] = await Promise.all([
    signIn(t.app, 'mentor@example.com'),
    signIn(t.app, 'mentee@example.com'),
  ]);
  ids = {
    mentor: await idOf('mentor@example.com'),
    mentee: await idOf('mentee@example.com'),
    lee: await idOf('lee.harding@example.com'),
    priya: await idOf('priya.raman@example.com'),
    liam: await idOf('liam.carter@example.com'),
    chloe: await idOf('chloe.evans@example.com'),
    moderator: await idOf('moderator@example.com'),
  };
});

describe('GET conversations', () => {
  it('lists the person’s conversations, newest activity first, with the other member and unread counts', async () => {
    const mine = await list(mentee);
    expect(mine.map((c) => c.name)).toEqual(['James Whitfield', 'Lee Harding', CHAT_BOT_NAME]);
    const [withCaptain, withLee, welcome] = mine;
    expect(withCaptain).toMatchObject({
      unread_messages_count: 2,
      member: { id: ids.mentor, type: 'mentor', is_deleted: false },
      last_message: { member_id: ids.mentor, body: 'And add the opening hours to the second page.' },
    });
    expect(withLee!.unread_messages_count).toBe(1);
    expect(welcome).toMatchObject({
      avatar: null,
      unread_messages_count: 0,
      member: { id: CHAT_BOT_ID, type: 'chat_bot', is_deleted: false },
      last_message: { member_id: CHAT_BOT_ID },
    });
    // The same conversation, seen by the captain: the Member's name, the captain's own unread count.
    const theirs = (await list(mentor)).find((c) => c.id === withCaptain!.id)!;
    expect(theirs).toMatchObject({
      name: 'Sarah Collins',
      unread_messages_count: 0,
      member: { type: 'mentee' },
    });
  });

  it('is for Business Captains and Members, signed in', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/conversations' })).status).toBe(401);
    const moderator = await signIn(t.app, 'moderator@example.com');
    expect((await call(t.app, { method: 'GET', url: '/api/conversations', token: moderator })).status).toBe(
      403,
    );
  });
});

describe('POST conversations', () => {
  it('creates a conversation with zero unread and no message, then returns the same one', async () => {
    const made = await open(mentee, ids.priya);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      name: 'Priya Raman',
      unread_messages_count: 0,
      last_message: null,
      member: { id: ids.priya, type: 'mentor' },
    });
    expect((await open(mentee, ids.priya)).body.data.id).toBe(made.body.data.id);
    const priya = await signIn(t.app, 'priya.raman@example.com');
    // Either side opening it finds the same conversation.
    expect((await open(priya, ids.mentee)).body.data).toMatchObject({
      id: made.body.data.id,
      name: 'Sarah Collins',
    });
  });

  it('refuses oneself, unknown people, staff and a missing member_id', async () => {
    expect((await open(mentee, ids.mentee)).body.errors).toEqual({ member_id: [MSG.chatWithSelf] });
    for (const id of [2_147_483_647, ids.moderator]) {
      const res = await open(mentee, id);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ member_id: [MSG.chatMemberInvalid] });
    }
    const missing = await call(t.app, {
      method: 'POST',
      url: '/api/conversations',
      token: mentee,
      payload: {},
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.member_id).toBeDefined();
  });

  it('respects accept_chats: no new conversation with a captain who does not take chats', async () => {
    const sarahOkafor = await idOf('sarah.okafor@example.com');
    await usersRepository(t.app.db).update(sarahOkafor, { acceptChats: false });
    const res = await open(mentee, sarahOkafor);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: MSG.chatNotAccepted, errors: { member_id: [MSG.chatNotAccepted] } });
    expect((await list(mentee)).some((c) => c.member.id === sarahOkafor)).toBe(false);
    // A conversation that exists stays reachable.
    await usersRepository(t.app.db).update(ids.lee, { acceptChats: false });
    expect((await open(mentee, ids.lee)).body.data).toMatchObject({ name: 'Lee Harding' });
    await usersRepository(t.app.db).update(ids.lee, { acceptChats: true });
  });
});

describe('GET conversations/{id}', () => {
  it('pages newest first; offset counts the messages the client holds, so load-more skips and repeats nothing', async () => {
    const liam = await signIn(t.app, 'liam.carter@example.com');
    const c = (await open(liam, ids.chloe)).body.data as Conversation;
    const chloe = await signIn(t.app, 'chloe.evans@example.com');
    for (let i = 1; i <= 23; i++) await send(i % 2 ? liam : chloe, c.id, { body: `message ${i}` });

    const first = await page(liam, c.id);
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ total: 23, limit: 10, offset: 0 });
    expect(first.body.data.messages.map((m: ChatMessage) => m.body)).toEqual(
      Array.from({ length: 10 }, (_, i) => `message ${i + 14}`),
    );
    const held: string[] = first.body.data.messages.map((m: ChatMessage) => m.body);
    // A live message arrives while reading: the client appends it, so it counts in the offset.
    await send(chloe, c.id, { body: 'message 24' });
    held.push('message 24');
    while (held.length < 24) {
      const more = await page(liam, c.id, `?offset=${held.length}`);
      held.unshift(...more.body.data.messages.map((m: ChatMessage) => m.body));
    }
    expect(held).toEqual(Array.from({ length: 24 }, (_, i) => `message ${i + 1}`));
    expect((await page(liam, c.id, '?offset=24')).body.data.messages).toEqual([]);
    expect(
      (await page(liam, c.id, '?limit=3&offset=1')).body.data.messages.map((m: ChatMessage) => m.body),
    ).toEqual(['message 21', 'message 22', 'message 23']);
  });

  it('is 404 for anyone not in the conversation and for one that does not exist; 422 for bad paging', async () => {
    const c = (await list(mentee))[0]!;
    const liam = await signIn(t.app, 'liam.carter@example.com');
    expect((await page(liam, c.id)).status).toBe(404);
    expect((await send(liam, c.id, { body: 'Hello' })).status).toBe(404);
    expect((await page(mentee, 2_147_483_647)).status).toBe(404);
    expect((await page(mentee, c.id, '?limit=0')).status).toBe(422);
    expect((await page(mentee, c.id, '?offset=-1')).status).toBe(422);
  });
});

describe('Unread counts and read marks', () => {
  it('counts per person; reading the newest page sets it to 0 for the reader only', async () => {
    const c = (await list(mentee)).find((x) => x.member.id === ids.mentor)!;
    expect(c.unread_messages_count).toBe(2);
    // An older page does not mark anything read; it answers the conversation as the list does.
    const { messages: _older, ...olderConversation } = (await page(mentee, c.id, '?offset=10')).body.data;
    expect(olderConversation).toEqual(c);
    expect(await unreadIn(mentee, c.id)).toBe(2);
    // The newest page marks it read in the same call and answers the count after: 0.
    const { messages: newest, ...newestConversation } = (await page(mentee, c.id)).body.data;
    expect(newest.at(-1)).toEqual(c.last_message);
    expect(newestConversation).toEqual({ ...c, unread_messages_count: 0 });
    expect(await unreadIn(mentee, c.id)).toBe(0);
    // Read again with nothing new, the read mark is not written (no new row version; decision 0036).
    const version = async () =>
      (
        (await t.app.db.execute(
          sql`select xmin::text as v from conversation_members where conversation_id = ${c.id} and user_id = ${ids.mentee}`,
        )) as unknown as { rows: { v: string }[] }
      ).rows[0]!.v;
    const before = await version();
    await page(mentee, c.id);
    expect(await version()).toBe(before);
    await send(mentee, c.id, { body: 'Thank you, will do.' });
    await send(mentee, c.id, { body: 'Added the opening hours.' });
    expect(await unreadIn(mentee, c.id)).toBe(0);
    expect(await unreadIn(mentor, c.id)).toBe(2);
    await page(mentor, c.id);
    expect(await unreadIn(mentor, c.id)).toBe(0);
  });
});

describe('POST conversations/{id}', () => {
  it('stores plain text as sent and validates it', async () => {
    const c = (await list(mentee)).find((x) => x.member.id === ids.mentor)!;
    await send(mentor, c.id, { body: 'One more thing.' });
    expect(await unreadIn(mentee, c.id)).toBe(1);
    const html = await send(mentee, c.id, { body: '<b>Bold</b> & <script>alert(1)</script>' });
    expect(html.status).toBe(200);
    expect(html.body.data).toMatchObject({
      conversation_id: c.id,
      member_id: ids.mentee,
      body: '<b>Bold</b> & <script>alert(1)</script>',
      client_id: null,
    });
    // Stored as answered; it is the conversation's last activity, and the sender has read it.
    const after = (await list(mentee)).find((x) => x.id === c.id)!;
    expect(after).toMatchObject({ last_message: html.body.data, last_updated: html.body.data.created_at });
    expect(after.unread_messages_count).toBe(0);
    expect((await list(mentee))[0]!.id).toBe(c.id);
    expect((await send(mentee, c.id, { body: '   ' })).body.errors).toEqual({ body: [MSG.fieldRequired] });
    expect((await send(mentee, c.id, { body: 'x'.repeat(MESSAGE_MAX + 1) })).body.errors).toEqual({
      body: [MSG.messageTooLong],
    });
    expect((await send(mentee, c.id, { body: 'Hi', client_id: 'no spaces' })).body.errors).toEqual({
      client_id: [MSG.chatClientIdInvalid],
    });
  });

  it('stores a message once per client_id (a re-send answers the stored copy)', async () => {
    const c = (await list(mentee)).find((x) => x.member.id === ids.mentor)!;
    const before = (await page(mentee, c.id)).body.meta.total;
    const first = await send(mentee, c.id, { body: 'Sent on a flaky line', client_id: 'c-123.abc' });
    const again = await send(mentee, c.id, { body: 'Sent on a flaky line', client_id: 'c-123.abc' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(first.body.data.client_id).toBe('c-123.abc');
    expect((await page(mentee, c.id)).body.meta.total).toBe(before + 1);
    // The same key in another conversation is a mistake, not a resend.
    const other = (await list(mentee)).find((x) => x.member.id === ids.lee)!;
    expect((await send(mentee, other.id, { body: 'Other', client_id: 'c-123.abc' })).status).toBe(422);
  });

  it('does not take replies in the chat bot’s welcome conversation', async () => {
    const welcome = (await list(mentee)).find((x) => x.member.type === 'chat_bot')!;
    const res = await send(mentee, welcome.id, { body: 'Hello bot' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MSG.chatBotNoReplies);
  });

  it('limits sending per sender', async () => {
    const marcus = await signIn(t.app, 'marcus.johnson@example.com');
    const c = (await open(marcus, ids.priya)).body.data as Conversation;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await send(marcus, c.id, { body: `hi ${i}` })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('GET conversations/search and conversations/messages', () => {
  const search = (token: string, query: string) =>
    call(t.app, { method: 'GET', url: `/api/conversations/search?${query}`, token });

  it('finds words (stemmed) in the person’s own conversations, newest first, with the conversation', async () => {
    const res = await search(mentee, 'query=insured');
    expect(res.status).toBe(200);
    const c = (await list(mentee)).find((x) => x.member.id === ids.mentor)!;
    expect(res.body.data.map((m: { body: string }) => m.body)).toEqual([
      'You were right, the insurance is nearly double. Updated the forecast.',
      'The numbers look sensible. Check the van insurance quote again, it looks low.',
    ]);
    expect(res.body.data[0].conversation).toEqual({ id: c.id, name: 'James Whitfield' });
    // Another person's conversations are not searched.
    expect(
      (await search(await signIn(t.app, 'liam.carter@example.com'), 'query=insurance')).body.data,
    ).toEqual([]);
    // One conversation, or all (`null`).
    const lee = (await list(mentee)).find((x) => x.member.id === ids.lee)!;
    expect((await search(mentee, `query=harbour&conversation=${lee.id}`)).body.data).toHaveLength(1);
    expect((await search(mentee, 'query=harbour&conversation=null')).body.data.length).toBeGreaterThan(1);
    // Each found message names its conversation as the list does (the chat bot's welcome too).
    const names = new Map((await list(mentee)).map((x) => [x.id, x.name]));
    const found = [
      ...(await search(mentee, 'query=harbour')).body.data,
      ...(await search(mentee, 'query=conversations')).body.data,
    ] as { conversation: { id: number; name: string } }[];
    expect(found.map((m) => m.conversation.name)).toContain(CHAT_BOT_NAME);
    for (const m of found) expect(m.conversation.name).toBe(names.get(m.conversation.id));
  });

  it('is 422 without a query and 404 for a conversation the person is not in', async () => {
    expect((await search(mentee, 'query=')).status).toBe(422);
    expect((await search(mentee, '')).status).toBe(422);
    const theirs = (await list(await signIn(t.app, 'chloe.evans@example.com')))[0]!;
    expect((await search(mentee, `query=van&conversation=${theirs.id}`)).status).toBe(404);
  });

  it('answers the messages between two ids of the person’s conversations', async () => {
    const c = (await list(mentee)).find((x) => x.member.id === ids.mentor)!;
    const msgs = (await page(mentee, c.id, '?limit=5')).body.data.messages as ChatMessage[];
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/conversations/messages?from_message_id=${msgs[4]!.id}&to_message_id=${msgs[1]!.id}`,
      token: mentee,
    });
    expect(res.body.data.map((m: ChatMessage) => m.id)).toEqual(msgs.slice(1).map((m) => m.id));
    const liam = await signIn(t.app, 'liam.carter@example.com');
    const none = await call(t.app, {
      method: 'GET',
      url: `/api/conversations/messages?from_message_id=${msgs[0]!.id}&to_message_id=${msgs[4]!.id}`,
      token: liam,
    });
    expect(none.body.data.some((m: ChatMessage) => m.conversation_id === c.id)).toBe(false);
  });
});

describe('The welcome conversation', () => {
  it('is written by the chat bot for every new account at registration', async () => {
    const email = 'new.member.chat@example.com';
    await verifyEmail(t.app, email);
    const res = await register(t.app, 'mentee', menteeFields(email));
    expect(res.status).toBe(201);
    const mine = await list(res.body.data.token);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      name: CHAT_BOT_NAME,
      unread_messages_count: 1,
      member: { id: CHAT_BOT_ID, type: 'chat_bot', is_deleted: false },
      last_message: { member_id: CHAT_BOT_ID },
    });
    expect(mine[0]!.last_message!.body).toContain('Jordan');
  });
});

describe('The unread-message mail', () => {
  it('mails once per conversation per quiet period, only with chat notifications on, and not for the bot', async () => {
    const chat = chatService(t.app);
    await chat.sweepUnreadMail(0); // what the tests above left unread
    const kate = 'kate.unread@example.com';
    await verifyEmail(t.app, kate);
    const reg = await register(t.app, 'mentee', { ...menteeFields(kate), first_name: 'Kate' });
    const kateToken = reg.body.data.token as string;
    const kateId = await idOf(kate);
    // The welcome message is the bot's: no mail for it.
    expect(await chat.sweepUnreadMail(0)).toBe(0);

    const c = (await open(mentor, kateId)).body.data as Conversation;
    await send(mentor, c.id, { body: 'Hello Kate' });
    await send(mentor, c.id, { body: 'Are you free on Monday?' });
    expect(await chat.sweepUnreadMail(3600)).toBe(0); // not unread long enough yet
    const [a, b] = await Promise.all([chat.sweepUnreadMail(0), chat.sweepUnreadMail(0)]);
    expect(a + b).toBe(1);
    const mail = await lastMail(t.app, kate);
    expect(mail?.subject).toBe('You have unread messages from James Whitfield');
    expect(mail?.text).toContain(`/chat/${c.id}`);
    expect(await chat.sweepUnreadMail(0)).toBe(0); // nothing new since that mail

    // Read, then a new message waits: one more mail. With notifications off: none.
    await page(kateToken, c.id);
    await send(mentor, c.id, { body: 'Monday 10:00?' });
    await usersRepository(t.app.db).update(kateId, { chatNotifications: false });
    expect(await chat.sweepUnreadMail(0)).toBe(0);
    await usersRepository(t.app.db).update(kateId, { chatNotifications: true });
    expect(await chat.sweepUnreadMail(0)).toBe(1);
  });
});

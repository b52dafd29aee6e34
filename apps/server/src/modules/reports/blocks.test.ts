import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@keh/contracts';
import type { DeclaredRoute } from '../../plugins/auth';
import { call, signIn, useTestApp } from '../../test/app';
import { chatService } from '../chat/chat.service';
import { usersRepository } from '../users/users.repository';

/**
 * Blocks (issue 33): a block works both ways. The matrix is generated from the declared routes:
 * every route that reaches a person by `:id` (its probe names a captain or a Member), called by each
 * side it allows, refuses the person one is apart from (404, as a missing one) and answers for
 * another person; the lists that show people leave them out; unblocking restores.
 */
const t = useTestApp();

type Who = 'sarah' | 'james' | 'lee' | 'priya' | 'liam' | 'chloe';
const EMAIL: Record<Who, string> = {
  sarah: 'mentee@example.com', // a Member, mentored by James
  james: 'mentor@example.com', // a captain
  lee: 'lee.harding@example.com', // a captain
  priya: 'priya.raman@example.com', // a captain
  liam: 'liam.carter@example.com', // a Member
  chloe: 'chloe.evans@example.com', // a Member
};
const token = {} as Record<Who, string>;
const id = {} as Record<Who, number>;

const get = (who: Who, url: string) => call(t.app, { method: 'GET', url: `/api${url}`, token: token[who] });
const post = (who: Who, url: string, payload: object = {}) =>
  call(t.app, { method: 'POST', url: `/api${url}`, token: token[who], payload });
const del = (who: Who, url: string) =>
  call(t.app, { method: 'DELETE', url: `/api${url}`, token: token[who] });
const block = (who: Who, other: Who) => post(who, '/blocks', { user_id: id[other] });

/** The routes that reach a person named by `:id`, with the signed-in sides that may call them. */
function personRoutes(app: FastifyInstance) {
  const sides = (r: DeclaredRoute) =>
    (['mentor', 'mentee'] as const).filter(
      (role) => r.access === 'user' || (r.access !== 'public' && r.access.includes(role)),
    );
  return app.declaredRoutes
    .filter((r) => r.url.startsWith('/api/') && r.probe && r.probe !== 'self')
    .flatMap((r) => {
      const object = r.probe !== 'self' && r.probe?.object;
      if (object !== 'captain' && object !== 'member') return [];
      return sides(r).map((side) => ({ ...r, object, side }));
    });
}

/** Who calls as each side, whom they are apart from of each kind, and someone they are not. */
const CALLER = { mentee: 'sarah', mentor: 'james' } as const;
const APART: Record<'mentee' | 'mentor', Partial<Record<'captain' | 'member', Who>>> = {
  mentee: { captain: 'james' },
  mentor: { captain: 'lee', member: 'sarah' },
};
const NOT_APART: Record<'captain' | 'member', Who> = { captain: 'priya', member: 'chloe' };

let conversationId: number;
let jamesArticle: number; // an article of James's that Sarah could read
const before = {} as Record<'sarahCaptains' | 'jamesCaptains' | 'sarahArticles', number>;

beforeAll(async () => {
  for (const who of Object.keys(EMAIL) as Who[]) {
    token[who] = await signIn(t.app, EMAIL[who]);
    id[who] = (await usersRepository(t.app.db).findByEmail(EMAIL[who]))!.id;
  }
  const list = await get('sarah', '/conversations');
  conversationId = (list.body.data as { id: number; member: { id: number } }[]).find(
    (c) => c.member.id === id.james,
  )!.id;
  before.sarahCaptains = (await get('sarah', '/mentee/mentors?limit=50')).body.meta.total;
  before.jamesCaptains = (await get('james', '/mentor/mentors?limit=50')).body.meta.total;
  const articles = await get('sarah', '/articles?limit=50');
  before.sarahArticles = articles.body.meta.total;
  const chloeReads = new Set(
    ((await get('chloe', '/articles?limit=50')).body.data as { id: number }[]).map((a) => a.id),
  );
  jamesArticle = (articles.body.data as { id: number; owner: { id: number } }[]).find(
    (a) => a.owner.id === id.james && chloeReads.has(a.id),
  )!.id;
  // Liam asks Priya for mentoring; Priya then blocks him (a pending request between them).
  expect((await post('liam', `/mentee/mentors/${id.priya}/request`)).status).toBe(200);

  expect((await block('sarah', 'james')).status).toBe(200);
  expect((await block('james', 'lee')).status).toBe(200);
  expect((await block('priya', 'liam')).status).toBe(200);
});

describe('POST blocks', () => {
  it('lists the people one blocked, and refuses oneself, staff and the unknown', async () => {
    const mine = await get('sarah', '/blocks');
    expect(mine.body.data).toEqual([expect.objectContaining({ id: id.james, first_name: 'James' })]);
    expect((await block('sarah', 'sarah')).body.errors.user_id).toEqual([MSG.blockSelf]);
    const moderator = (await usersRepository(t.app.db).findByEmail('moderator@example.com'))!.id;
    expect((await post('sarah', '/blocks', { user_id: moderator })).status).toBe(404);
    expect((await post('sarah', '/blocks', { user_id: 2_000_000 })).status).toBe(404);
    // Blocking again changes nothing.
    expect((await block('sarah', 'james')).status).toBe(200);
    expect((await get('sarah', '/blocks')).body.data).toHaveLength(1);
  });

  it('ends the running mentoring and the pending request between the two', async () => {
    expect((await get('sarah', '/mentee/mentoring')).body.data).toBeNull();
    expect(
      (await get('james', '/mentor/mentees')).body.data.map((m: { mentee?: { id: number } }) => m.mentee?.id),
    ).not.toContain(id.sarah);
    expect((await get('liam', '/mentee/requests')).body.data).toEqual([]);
    expect(
      (await get('priya', '/mentor/requests')).body.data.map((r: { mentee: { id: number } }) => r.mentee.id),
    ).not.toContain(id.liam);
  });
});

describe('the generated matrix: every route that reaches a person by :id', () => {
  const routes = () => personRoutes(t.app);

  it('finds the routes (public profiles, requests)', () => {
    const names = routes().map((r) => `${r.method} ${r.url} as ${r.side}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/mentee/mentors/:id as mentee',
        'GET /api/mentor/mentors/:id as mentor',
        'GET /api/mentor/mentees/:id as mentor',
        'POST /api/mentee/mentors/:id/request as mentee',
      ]),
    );
  });

  it('refuses the person one is apart from (either way), as if missing, and answers for another', async () => {
    const wrong: string[] = [];
    for (const r of routes()) {
      const caller = CALLER[r.side];
      const apart = APART[r.side][r.object];
      const send = (other: Who) =>
        call(t.app, {
          method: r.method as 'GET',
          url: r.url.replace(':id', String(id[other])),
          token: token[caller],
          payload: r.method === 'GET' ? undefined : {},
        });
      if (apart) {
        const res = await send(apart);
        if (res.status !== 404) wrong.push(`${r.method} ${r.url} as ${caller} to ${apart}: ${res.status}`);
      }
      const control = await send(NOT_APART[r.object]);
      if (control.status === 404 || control.status >= 500)
        wrong.push(
          `${r.method} ${r.url} as ${caller} to ${NOT_APART[r.object]} (not blocked): ${control.status}`,
        );
    }
    expect(wrong).toEqual([]);
    // Both directions: the blocked one cannot see the blocker either.
    expect((await get('lee', `/mentor/mentors/${id.james}`)).status).toBe(404);
  });
});

describe('lists, search and chat leave the other out', () => {
  it('matching lists', async () => {
    const sarah = await get('sarah', '/mentee/mentors?limit=50');
    expect(sarah.body.meta.total).toBe(before.sarahCaptains - 1);
    expect(sarah.body.data.map((c: { id: number }) => c.id)).not.toContain(id.james);
    const james = await get('james', '/mentor/mentors?limit=50');
    expect(james.body.meta.total).toBe(before.jamesCaptains - 1);
    expect(james.body.data.map((c: { id: number }) => c.id)).not.toContain(id.lee);
  });

  it('the knowledge base leaves out the other’s articles (lists, search, one article)', async () => {
    const list = await get('sarah', '/articles?limit=50');
    expect(list.body.meta.total).toBeLessThan(before.sarahArticles);
    expect(list.body.data.map((a: { owner: { id: number } }) => a.owner.id)).not.toContain(id.james);
    expect((await get('sarah', `/articles/${jamesArticle}`)).status).toBe(404);
    expect((await get('chloe', `/articles/${jamesArticle}`)).status).toBe(200);
    const found = await get('sarah', '/articles/search?query=business&limit=50');
    expect(found.body.data.map((a: { owner: { id: number } }) => a.owner.id)).not.toContain(id.james);
  });

  it('the conversation stays as read-only history: no new messages, no new conversation', async () => {
    for (const who of ['sarah', 'james'] as const) {
      const list = await get(who, '/conversations');
      expect(list.body.data.find((c: { id: number }) => c.id === conversationId)).toMatchObject({
        blocked: true,
      });
      const page = await get(who, `/conversations/${conversationId}`);
      expect(page.status).toBe(200);
      expect(page.body.data.messages.length).toBeGreaterThan(0);
      const sent = await post(who, `/conversations/${conversationId}`, { body: 'Hello?' });
      expect(sent.status).toBe(422);
      expect(sent.body.message).toBe(MSG.chatBlocked);
    }
    const opened = await post('sarah', '/conversations', { member_id: id.james });
    expect(opened.status).toBe(422);
    expect((await post('lee', '/conversations', { member_id: id.james })).status).toBe(422);
    // Another conversation is untouched.
    expect((await post('chloe', '/conversations', { member_id: id.james })).status).toBe(200);
  });

  it('the events’ members picker: a private event cannot be for the Member one is apart from', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/mentor/event',
      token: token.james,
      payload: {
        event_title: 'Breakfast',
        event_description: 'Coffee.',
        event_address: 'York',
        event_start_time: Math.floor(Date.now() / 1000) + 86_400,
        event_end_time: Math.floor(Date.now() / 1000) + 90_000,
        type_of_event: '1',
        mentees: String(id.sarah),
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.mentees).toEqual([MSG.eventMembersNotYours]);
  });

  it('presence and live messages: the conversation is no live room for either (sockets join none)', async () => {
    const chat = chatService(t.app);
    for (const who of ['sarah', 'james'] as const) {
      expect(await chat.roomsOf(id[who])).not.toContain(conversationId);
      expect(await chat.isMember(id[who], conversationId)).toBe(false);
    }
    // Chloe's rooms are untouched.
    const chloes = await chat.roomsOf(id.chloe);
    expect(chloes.length).toBeGreaterThan(0);
  });

  it('a request across a block is refused', async () => {
    expect((await post('liam', `/mentee/mentors/${id.priya}/request`)).status).toBe(404);
  });
});

describe('DELETE blocks/{user_id}', () => {
  it('only the blocker undoes a block; undoing it restores seeing and reaching', async () => {
    expect((await del('james', `/blocks/${id.sarah}`)).status).toBe(404);
    expect((await del('sarah', `/blocks/${id.james}`)).status).toBe(200);
    expect((await get('sarah', '/blocks')).body.data).toEqual([]);
    expect((await get('sarah', `/mentee/mentors/${id.james}`)).status).toBe(200);
    expect((await get('james', `/mentor/mentees/${id.sarah}`)).status).toBe(200);
    expect((await get('sarah', '/mentee/mentors?limit=50')).body.meta.total).toBe(before.sarahCaptains);
    const sent = await post('sarah', `/conversations/${conversationId}`, { body: 'Sorry, wrong button.' });
    expect(sent.status).toBe(200);
    const list = await get('sarah', '/conversations');
    expect(list.body.data.find((c: { id: number }) => c.id === conversationId)).toMatchObject({
      blocked: false,
    });
    expect((await del('sarah', `/blocks/${id.james}`)).status).toBe(404);
    expect(await chatService(t.app).roomsOf(id.sarah)).toContain(conversationId);
  });
});

// The virtual users of bench/journeys.ts: a closed loop per user, each iteration a person who has
// not asked in the last few seconds and a page from the mix, issuing the calls the web app makes
// for that page (apps/web/src/features/*/api), in parallel as the page does, with parameters that
// vary as real use does (days, offsets, search words).
import { Agent, request } from 'undici';
import { tokenOf, type Cast } from './journeys-seed';

export const PAGE_TYPES = [
  'events',
  'matching',
  'workspace',
  'chat',
  'knowledge base',
  'profile',
  'writes',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];
/** The mix, in per cent (issue 27). */
const MIX: [PageType, number][] = [
  ['events', 20],
  ['matching', 15],
  ['workspace', 15],
  ['chat', 20],
  ['knowledge base', 15],
  ['profile', 10],
  ['writes', 5],
];
const SEARCH_WORDS = [
  'cash',
  'loan',
  'pricing',
  'export funding',
  'marketing plan',
  'tax',
  'hiring team',
  'supplier',
];
const CHAT_WORDS = ['pricing', 'cash', 'tax', 'website', 'funding'];
const DAY = 86_400;
/** A person is not picked again within this many ms of their last page. */
const REST_MS = 3000;
/** Reads of the same person and URL within this many ms count as repeated. */
const REPEAT_MS = 5000;

interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
}
type Person = Cast['people'][number];

/**
 * A seeded generator (mulberry32: 32-bit integer steps, a period of 2^32). The linear congruential
 * one this replaced multiplied in floating point, lost its low bits and fell into a cycle of about
 * 10,000 draws: the same people and pages came round again and again (at 10× the data only 15,836
 * of 55,000 people in 100,000 draws), a quarter of the reads repeats.
 */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PageStats {
  pages: number;
  requests: number;
  errors: number;
  latencies: number[];
}
export interface LoadResult {
  byType: Map<PageType, PageStats>;
  requests: number;
  pages: number;
  reads: number;
  repeatedReads: number;
  errors: number;
  seconds: number;
  /** Up to five distinct error lines, for the log. */
  errorSamples: string[];
}

/** The calls of one page for one person. */
function pageCalls(
  type: PageType,
  p: Person,
  r: () => number,
  cast: Cast,
  tick: Map<number, boolean>,
): Call[] {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const get = (path: string): Call => ({ method: 'GET', path });
  const mentee = p.type === 'mentee';
  const sorted = p.conversations.toSorted((a, b) => a - b);
  const direct = sorted.slice(1); // the first is the welcome conversation
  switch (type) {
    case 'events': {
      // Today mostly, else a day within a month either side (arrows); one in ten the archive.
      const today = Math.floor(Date.now() / 1000 / DAY) * DAY;
      const day = today + (r() < 0.5 ? 0 : Math.round((r() - 0.4) * 60)) * DAY;
      const filter = r() < 0.1 ? 'archive' : pick(['all', 'all', 'all', 'public', 'private']);
      const calls = [get(`/api/user/events?date=${day}&until=${day + DAY}&filter=${filter}`)];
      if (r() < 0.3) calls.push(get(`/api/user/events/${pick(cast.events)}`));
      return calls;
    }
    case 'matching': {
      if (!mentee) return [get('/api/mentor/requests'), get('/api/mentor/mentees')];
      const page = r() < 0.6 ? 1 : 2 + Math.floor(r() * 4);
      const q = new URLSearchParams({ limit: '12', offset: String((page - 1) * 12) });
      if (r() < 0.3) q.set('skills', String(1 + Math.floor(r() * 12)));
      if (r() < 0.2) q.set('specialisms', String(1 + Math.floor(r() * 8)));
      if (r() < 0.15) q.set('location', pick(['leeds', 'york', 'plymouth', 'bristol']));
      if (r() < 0.2) q.set('available', '1');
      return [get(`/api/mentee/mentors?${q}`), get('/api/mentee/requests')];
    }
    case 'workspace':
      if (mentee) return [get('/api/mentee/mentoring')];
      return [
        get('/api/mentor/mentees'),
        ...(p.partners.length ? [get(`/api/mentor/mentees/${pick(p.partners)}/mentoring`)] : []),
      ];
    case 'chat': {
      const id = direct.length && r() < 0.85 ? pick(direct) : sorted[0]!;
      const calls = [get('/api/conversations')];
      const older = r() < 0.2 ? 10 * (1 + Math.floor(r() * 5)) : 0;
      calls.push(get(`/api/conversations/${id}?limit=10&offset=${older}`));
      if (r() < 0.1) calls.push(get(`/api/conversations/search?query=${pick(CHAT_WORDS)}`));
      return calls;
    }
    case 'knowledge base': {
      const calls = [get('/api/articles/categories')];
      if (r() < 0.6) {
        const q = new URLSearchParams({
          limit: '20',
          offset: String(r() < 0.7 ? 0 : 20 * Math.floor(r() * 5)),
        });
        if (r() < 0.25) q.set('category', String(pick(cast.categories)));
        calls.push(get(`/api/articles?${q}`));
      } else {
        calls.push(
          get(
            `/api/articles/search?${new URLSearchParams({ query: pick(SEARCH_WORDS), limit: '20', offset: '0' })}`,
          ),
        );
      }
      if (r() < 0.5) calls.push(get(`/api/articles/${pick(cast.articles)}`));
      return calls;
    }
    case 'profile': {
      const calls = [get('/api/user/profile')];
      const x = r();
      if (x < 0.35) calls.push(get('/api/user/profile/email-settings'));
      else if (x < 0.6 && mentee) calls.push(get('/api/mentee/profile/survey'));
      else if (p.partners.length)
        calls.push(
          get(mentee ? `/api/mentee/mentors/${pick(p.partners)}` : `/api/mentor/mentees/${pick(p.partners)}`),
        );
      else
        calls.push(get(mentee ? `/api/mentee/mentors/${pick(cast.captains)}` : '/api/user/profile/public'));
      return calls;
    }
    case 'writes': {
      const x = r();
      if (x < 1 / 3 && direct.length)
        return [
          {
            method: 'POST',
            path: `/api/conversations/${pick(direct)}`,
            body: { body: `About ${pick(CHAT_WORDS)}: can we meet on ${new Date().toDateString()}?` },
          },
        ];
      const mentoring = mentee ? p.mentoringId : p.mentorings[0];
      if (x < 2 / 3 && mentoring)
        return [
          {
            method: 'POST',
            path: mentee ? '/api/mentee/mentoring/feed' : `/api/mentor/mentoring/${mentoring}/feed`,
            body: { body: `Progress on the ${pick(SEARCH_WORDS)} work.` },
          },
        ];
      if (p.tasks.length) {
        // A tick, or taking one back: each task flips between the two.
        const task = pick(p.tasks);
        const done = !(tick.get(task) ?? false);
        tick.set(task, done);
        return [{ method: done ? 'POST' : 'DELETE', path: `/api/${p.type}/mentoring/task/${task}` }];
      }
      return [get('/api/user/profile')];
    }
  }
}

/**
 * Runs `users` closed loops against `base` for `seconds`. Writes and a page's chat need a pair: the
 * person of a write is drawn from the paired ones.
 */
/** What the load needs of a client: a call, answered once its body has been read. */
export type Fetchish = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ ok: boolean; status: number }>;

export async function runJourneys(
  base: string,
  cast: Cast,
  opts: {
    users: number;
    seconds: number;
    seed: number;
    /** Each virtual user's own client (e.g. from an address of its own); undici's request otherwise. */
    fetchFor?: (user: number) => Fetchish;
  },
) {
  const r = rng(opts.seed);
  const lastAsked = new Map<number, number>();
  const lastRead = new Map<string, number>();
  const busy = new Set<number>();
  const ticks = new Map<number, boolean>();
  const paired = cast.people.filter((p) => p.partners.length > 0);
  const cumulative = MIX.reduce<[PageType, number][]>(
    (acc, [t, w]) => [...acc, [t, (acc.at(-1)?.[1] ?? 0) + w]],
    [],
  );
  const result: LoadResult = {
    byType: new Map(PAGE_TYPES.map((t) => [t, { pages: 0, requests: 0, errors: 0, latencies: [] }])),
    requests: 0,
    pages: 0,
    reads: 0,
    repeatedReads: 0,
    errors: 0,
    seconds: opts.seconds,
    errorSamples: [],
  };
  const until = performance.now() + opts.seconds * 1000;

  function person(from: Person[]) {
    const now = performance.now();
    for (let tries = 0; tries < 50; tries++) {
      const p = from[Math.floor(r() * from.length)]!;
      if (busy.has(p.id) || now - (lastAsked.get(p.id) ?? -Infinity) < REST_MS) continue;
      return p;
    }
    return from.find((p) => !busy.has(p.id))!;
  }

  async function send(p: Person, c: Call, stats: PageStats, client: Fetchish) {
    const url = `${base}${c.path}`;
    if (c.method === 'GET') {
      const key = `${p.id} ${c.path}`;
      const now = performance.now();
      result.reads++;
      if (now - (lastRead.get(key) ?? -Infinity) < REPEAT_MS) result.repeatedReads++;
      lastRead.set(key, now);
    }
    stats.requests++;
    result.requests++;
    try {
      const res = await client(url, {
        method: c.method,
        headers: {
          authorization: `Bearer ${tokenOf(p.id)}`,
          'accept-encoding': 'gzip, deflate, br',
          ...(c.body ? { 'content-type': 'application/json' } : {}),
        },
        body: c.body ? JSON.stringify(c.body) : undefined,
      });
      if (!res.ok) throw new Error(`${res.status}`);
    } catch (e) {
      stats.errors++;
      result.errors++;
      const line = `${c.method} ${c.path.replace(/\d+/g, 'N')}: ${(e as Error).message}`;
      if (result.errorSamples.length < 5 && !result.errorSamples.includes(line))
        result.errorSamples.push(line);
    }
  }

  const own = opts.fetchFor ? null : keptAliveClient(opts.users);
  async function loop(_: unknown, user: number) {
    const client = opts.fetchFor?.(user) ?? own!.fetch;
    while (performance.now() < until) {
      const x = r() * 100;
      const type = cumulative.find(([, upTo]) => x < upTo)![0];
      const p = person(type === 'writes' || type === 'workspace' ? paired : cast.people);
      busy.add(p.id);
      const stats = result.byType.get(type)!;
      const t0 = performance.now();
      await Promise.all(pageCalls(type, p, r, cast, ticks).map((c) => send(p, c, stats, client)));
      stats.latencies.push(performance.now() - t0);
      stats.pages++;
      result.pages++;
      busy.delete(p.id);
      lastAsked.set(p.id, performance.now());
    }
  }
  await Promise.all(Array.from({ length: opts.users }, loop));
  await own?.close();
  return result;
}

/**
 * The load's own client: undici's request on kept-alive connections, reading every body as it
 * arrives, compressed or not, as cheaply as a client can, so the two cores go to the server and
 * PostgreSQL (Node's fetch cost 0.40 ms of CPU per request here, a sixth of what it measures).
 * One client serves the warm-up and every round (`fetchFor: () => client.fetch`), as a browser
 * keeps its connections: a fresh one opens up to 2 × `users` connections at once, and a server
 * whose event loop turns slowly (the embedded database answers on it) accepts one connection a
 * turn (libuv/libuv#3696), so the first pages of each round waited seconds (decision 0029).
 */
export function keptAliveClient(users: number): { fetch: Fetchish; close: () => Promise<void> } {
  const agent = new Agent({ connections: users * 2, keepAliveTimeout: 30_000 });
  return {
    fetch: async (url, init) => {
      const res = await request(url, { ...init, dispatcher: agent });
      await res.body.dump({ limit: Infinity });
      return { ok: res.statusCode < 400, status: res.statusCode };
    },
    close: () => agent.close(),
  };
}

export const percentile = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = xs.toSorted((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

// Bulk data for bench/journeys.ts: the people through bench/seed-large (the app's own schema and
// triggers), then their mentorings with plans and feeds, conversations with messages, events,
// articles and a session token each, in set-based SQL (generate_series), so 10× the data takes
// minutes. bench/journeys-sample.ts makes a few people through the real API and checks that their
// rows have the shape these have.
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { seedLarge } from './seed-large';

export interface JourneySize {
  members: number;
  captains: number;
  messages: number;
  articles: number;
  events: number;
}

/** Scale 1 is the issue's shape (2,000 Members, 200 Captains); 10 is its "10× the data". */
export function sizeFor(scale: number): JourneySize {
  return {
    members: scale === 1 ? 2000 : 5000 * scale,
    captains: scale === 1 ? 200 : 500 * scale,
    messages: 50_000 * scale,
    articles: 10_000 * scale,
    events: 2_000 * scale,
  };
}

/** The bearer token of a seeded person: its SHA-256 is what auth_tokens stores (modules/auth). */
export const TOKEN_SECRET = 'journeys-bench-only';
export const tokenOf = (userId: number) => `journeys.${userId}.${TOKEN_SECRET}`;

/** What the virtual users need to know of the data (read before the server starts: PGlite is single-process). */
export interface Cast {
  people: {
    id: number;
    type: 'mentor' | 'mentee';
    mentoringId: number | null;
    /** A Member: their captain; a captain: their Members (mentee ids). */
    partners: number[];
    conversations: number[];
    /** Tasks of the person's (Member's) plan; a captain's are of their first mentoring. */
    tasks: number[];
    /** A captain's mentoring ids (the feed they comment on). */
    mentorings: number[];
  }[];
  articles: number[];
  events: number[];
  captains: number[];
  categories: number[];
}

const WORDS = [
  'business',
  'customers',
  'cash',
  'plan',
  'market',
  'team',
  'growth',
  'service',
  'loan',
  'sales',
  'pricing',
  'funding',
  'veterans',
  'marketing',
  'export',
  'hiring',
  'tax',
  'website',
  'supplier',
  'contract',
];

export async function seedJourneys(opts: { url: string | null; dataDir: string; size: JourneySize }) {
  const { size } = opts;
  const t0 = Date.now();
  const step = (what: string) => console.log(`  ${what} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  await seedLarge({ url: opts.url, dataDir: opts.dataDir, captains: size.captains, members: size.members });
  step(`${size.captains} captains and ${size.members} members`);
  const database = await openDatabase({ url: opts.url, dataDir: opts.dataDir });
  const { db } = database;
  const run = (q: ReturnType<typeof sql>) => db.execute(q);
  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(',')}]`);

  // Pairs: Member k with captain k mod C, four Members in five paired (8 each at 10 per captain).
  await run(sql`update users set mentees_limit = 10 where email like 'bench.mentor.%'`);
  await run(sql`
    with m as (select id, row_number() over (order by id) - 1 as k from users where email like 'bench.mentee.%'),
         c as (select id, row_number() over (order by id) - 1 as k, count(*) over () as n
               from users where email like 'bench.mentor.%')
    insert into mentorings (mentor_id, mentee_id, mentoring_name, created_at)
    select c.id, m.id, 'Bench Ltd with Bench Captain ' || c.k, now() - interval '40 days'
    from m join c on c.k = m.k % c.n where m.k % 5 <> 4`);
  step('mentorings');
  // Plans: three milestones of three tasks each, the first done.
  await run(sql`
    insert into milestones (mentoring_id, milestone_name, deadline, notes, completed_at, created_at)
    select mt.id, 'Milestone ' || g || ': ' || (${words})[1 + (mt.id + g) % 20] || ' plan',
      now() + ((g - 1) * 14 - 3) * interval '1 day', 'What to bring to the next meeting.',
      case when g = 1 then now() - interval '5 days' end, now() - interval '39 days'
    from mentorings mt cross join generate_series(1, 3) g where mt.mentoring_name like 'Bench Ltd%'`);
  await run(sql`
    insert into tasks (milestone_id, title, position, mentee_done, mentor_done)
    select ms.id, 'Task ' || g || ' of ' || ms.milestone_name, g, ms.completed_at is not null or g = 1,
      case when ms.completed_at is not null then true end
    from milestones ms join mentorings mt on mt.id = ms.mentoring_id and mt.mentoring_name like 'Bench Ltd%'
    cross join generate_series(1, 3) g`);
  // Feeds: eight comments, alternating captain and Member, all but the newest two read by the other.
  await run(sql`
    insert into feed_comments (mentoring_id, owner_id, actor_id, body, created_at)
    select mt.id, case when g % 2 = 0 then mt.mentor_id else mt.mentee_id end,
      case when g % 2 = 0 then mt.mentor_id else mt.mentee_id end,
      'About the ' || (${words})[1 + (mt.id * 7 + g) % 20] || ': comment ' || g,
      now() - (9 - g) * interval '3 days'
    from mentorings mt cross join generate_series(1, 8) g where mt.mentoring_name like 'Bench Ltd%'`);
  await run(sql`
    insert into feed_reads (comment_id, user_id)
    select f.id, case when f.owner_id = mt.mentor_id then mt.mentee_id else mt.mentor_id end
    from feed_comments f join mentorings mt on mt.id = f.mentoring_id
    where mt.mentoring_name like 'Bench Ltd%' and f.body not like '%comment 7' and f.body not like '%comment 8'`);
  step('plans and feeds');
  // Conversations: the welcome one of each person (one message from the bot) and one per pair.
  await run(sql`
    insert into conversations (kind, pair_key, created_at)
    select 'welcome', 'welcome:' || id, now() - interval '60 days' from users where email like 'bench.%'`);
  await run(sql`
    insert into conversation_members (conversation_id, user_id)
    select c.id, substr(c.pair_key, 9)::int from conversations c
    join users u on u.id = substr(c.pair_key, 9)::int and u.email like 'bench.%'
    where c.kind = 'welcome'`);
  await run(sql`
    insert into chat_messages (conversation_id, sender_id, body, created_at)
    select cm.conversation_id, null, 'Welcome to the Knowledge Exchange Hub, ' || u.first_name || '!',
      now() - interval '60 days'
    from conversation_members cm join conversations c on c.id = cm.conversation_id and c.kind = 'welcome'
    join users u on u.id = cm.user_id and u.email like 'bench.%'`);
  await run(sql`
    insert into conversations (kind, pair_key, created_at)
    select 'direct', 'direct:' || least(mentor_id, mentee_id) || ':' || greatest(mentor_id, mentee_id),
      now() - interval '40 days'
    from mentorings where mentoring_name like 'Bench Ltd%'`);
  await run(sql`
    insert into conversation_members (conversation_id, user_id)
    select c.id, p.id from conversations c
    cross join lateral (values (split_part(c.pair_key, ':', 2)::int), (split_part(c.pair_key, ':', 3)::int)) p(id)
    where c.kind = 'direct' and c.pair_key like 'direct:%' and c.created_at < now() - interval '39 days'`);
  const [{ n: pairs } = { n: 1 }] = (await rowsOf(
    db,
    sql`select count(*)::int as n from conversations where kind = 'direct'
      and created_at < now() - interval '39 days'`,
  )) as { n: number }[];
  const perPair = Math.max(1, Math.round(size.messages / Math.max(1, pairs)));
  await run(sql`
    insert into chat_messages (conversation_id, sender_id, body, created_at)
    select c.id, case when g % 2 = 0 then split_part(c.pair_key, ':', 2)::int else split_part(c.pair_key, ':', 3)::int end,
      'Shall we talk about ' || (${words})[1 + (c.id * 3 + g) % 20] || ' and ' || (${words})[1 + (c.id + g * 5) % 20] || '? (' || g || ')',
      now() - interval '39 days' + g * (interval '39 days' / ${perPair + 1})
    from conversations c cross join generate_series(1, ${perPair}) g
    where c.kind = 'direct' and c.created_at < now() - interval '39 days'`);
  await run(sql`
    update conversations c set last_message_at = x.at from
      (select conversation_id, max(created_at) as at from chat_messages group by conversation_id) x
    where x.conversation_id = c.id and c.last_message_at is null`);
  // Read up to the last few messages of each conversation (below the marks the senders' own messages
  // moved, decision 0045: two unread each, as before).
  await run(sql`
    update conversation_members cm set last_read_message_id = x.id from
      (select conversation_id, (array_agg(id order by id desc))[3] as id from chat_messages group by conversation_id) x
    where x.conversation_id = cm.conversation_id and x.id is not null`);
  // Steady state: the unread-chat mails of the seeded past were sent (a sweep sends them once).
  await run(sql`update conversation_members set mailed_at = now() where mailed_at is null`);
  step(`${pairs} pair conversations, ${perPair} messages each`);
  // Events: over the 30 days before and the 60 after, one in five private to its captain's Members,
  // every day both kinds (g % 90 picks the day, so g % 5 would make whole days private).
  await run(sql`
    with c as (select id, row_number() over (order by id) - 1 as k, count(*) over () as n
               from users where email like 'bench.mentor.%')
    insert into events (owner_id, title, description, address, starts_at, ends_at, is_private)
    select c.id, initcap((${words})[1 + g % 20]) || ' clinic ' || g, 'Bring your questions about ' || (${words})[1 + g % 20] || '.',
      'Catterick Garrison, North Yorkshire', date_trunc('hour', now()) + ((g % 90) - 30) * interval '1 day' + (g % 10) * interval '1 hour',
      date_trunc('hour', now()) + ((g % 90) - 30) * interval '1 day' + (g % 10 + 2) * interval '1 hour', (g / 90) % 5 = 0
    from generate_series(1, ${size.events}) g join c on c.k = g % c.n`);
  await run(sql`
    insert into event_members (event_id, member_id)
    select e.id, mt.mentee_id from events e join mentorings mt on mt.mentor_id = e.owner_id and mt.ended_at is null
    where e.is_private and e.title like '% clinic %'`);
  step(`${size.events} events`);
  // Articles: published by captains, most public, some for Members or captains only.
  await run(sql`
    with c as (select id, row_number() over (order by id) - 1 as k, count(*) over () as n
               from users where email like 'bench.mentor.%')
    insert into articles (owner_id, status, published_at, created_at, updated_at)
    select c.id, 'published', now() - g * interval '7 minutes', now() - g * interval '7 minutes', now() - g * interval '7 minutes'
    from generate_series(1, ${size.articles}) g join c on c.k = g % c.n`);
  await run(sql`
    with cats as (select array_agg(id order by id) as ids from article_categories where parent_id is null),
    a as (select a.id, ${words} as w from articles a where a.current_version_id is null and a.status = 'published'),
    t as (select a.id, initcap(w[1 + a.id % 20]) || ' and ' || w[1 + (a.id / 20) % 20] || ' for founders' as title,
            array[w[1 + a.id % 20], w[1 + (a.id / 7) % 20]] as tags,
            'How ' || w[1 + (a.id / 3) % 20] || ' changes when you grow: ' || w[1 + (a.id / 11) % 20] || ' first.' as short,
            repeat(w[1 + a.id % 20] || ' ' || w[1 + (a.id / 5) % 20] || ' ' || w[1 + (a.id / 13) % 20] || ' matters to the ' || w[1 + (a.id / 17) % 20] || '. ', 12) as body
          from a)
    insert into article_versions (article_id, title, short_description, body, body_text, category_id, tags, visibility, search)
    select t.id, t.title, t.short, jsonb_build_object('type', 'doc', 'content', jsonb_build_array(jsonb_build_object('type', 'paragraph',
        'content', jsonb_build_array(jsonb_build_object('type', 'text', 'text', t.body))))),
      t.body, cats.ids[1 + t.id % array_length(cats.ids, 1)], t.tags,
      (array['1','1','1','1','2','2','3'])[1 + t.id % 7],
      setweight(to_tsvector('english', t.title), 'A') || setweight(to_tsvector('english', array_to_string(t.tags, ' ')), 'B')
        || setweight(to_tsvector('english', t.short), 'B') || setweight(to_tsvector('english', t.body), 'C')
    from t, cats`);
  await run(sql`
    update articles set current_version_id = v.id, live_version_id = v.id
    from article_versions v where v.article_id = articles.id and articles.live_version_id is null`);
  step(`${size.articles} articles`);
  await run(sql`
    insert into auth_tokens (user_id, token_hash, expires_at)
    select id, encode(sha256(convert_to('journeys.' || id || '.' || ${TOKEN_SECRET}, 'UTF8')), 'hex'), now() + interval '30 days'
    from users where email like 'bench.%'`);
  await run(sql`vacuum analyze`);
  step('tokens, vacuum analyze');
  const cast = await readCast(db);
  await database.close();
  return cast;
}

/** The rows of a statement (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = async (db: Db, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

export async function readCast(db: Db): Promise<Cast> {
  const rows = (q: ReturnType<typeof sql>) => rowsOf(db, q);
  const people = await rows(sql`
    select u.id, u.type,
      (select mt.id from mentorings mt where mt.mentee_id = u.id and mt.ended_at is null) as mentoring_id,
      coalesce((select array_agg(mt.mentor_id) from mentorings mt where mt.mentee_id = u.id and mt.ended_at is null),
               (select array_agg(mt.mentee_id) from mentorings mt where mt.mentor_id = u.id and mt.ended_at is null), '{}') as partners,
      coalesce((select array_agg(mt.id) from mentorings mt where mt.mentor_id = u.id and mt.ended_at is null), '{}') as mentorings,
      coalesce((select array_agg(cm.conversation_id) from conversation_members cm where cm.user_id = u.id), '{}') as conversations,
      coalesce((select array_agg(t.id) from tasks t join milestones ms on ms.id = t.milestone_id
        where ms.mentoring_id = (select mt.id from mentorings mt where (mt.mentee_id = u.id or mt.mentor_id = u.id)
          and mt.ended_at is null order by mt.id limit 1)), '{}') as tasks
    from users u where u.email like 'bench.%' order by u.id`);
  const ids = async (q: ReturnType<typeof sql>) => (await rows(q)).map((r) => Number(r.id));
  return {
    people: people.map((p) => ({
      id: Number(p.id),
      type: p.type as 'mentor' | 'mentee',
      mentoringId: p.mentoring_id === null ? null : Number(p.mentoring_id),
      partners: (p.partners as number[]).map(Number),
      conversations: (p.conversations as number[]).map(Number),
      tasks: (p.tasks as number[]).map(Number),
      mentorings: (p.mentorings as number[]).map(Number),
    })),
    articles: await ids(sql`select a.id from articles a join article_versions v on v.id = a.live_version_id
      where v.visibility in ('1', '2') order by a.id desc limit 5000`),
    events: await ids(sql`select id from events where not is_private order by id limit 5000`),
    captains: await ids(sql`select id from users where email like 'bench.mentor.%' order by id`),
    categories: await ids(sql`select id from article_categories where parent_id is null`),
  };
}

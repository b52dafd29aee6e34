import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ARTICLE_TOTAL_CAP } from '@keh/contracts';
import { openTestDatabase } from '../../test/database';
import { insertCallers } from '../../test/policy-callers';
import type { Viewer } from '../../policies/viewer';
import { articlePages } from './article-pages.repository';
import { HEADLINE_READS } from './article-cards.repository';
import { articlesRepository } from './articles.repository';
import { versionValues } from '../../test/content';

type Database = Awaited<ReturnType<typeof openTestDatabase>>;

/** Past the cap, so the walk, the count and the pages past it all show. */
const ARTICLES = ARTICLE_TOTAL_CAP + 12;

/**
 * The knowledge base's pages as plain SQL says they should be: the newest articles first, and a
 * search's matches ranked among the newest ARTICLE_TOTAL_CAP of them (decision 0018). Every article
 * here is public, so every reader may read every one.
 */
async function expectedIds(db: Database['db'], query?: string) {
  const result = await db.execute(
    query === undefined
      ? sql`select article_id as id from live_articles
          order by published_at desc nulls last, article_id desc nulls last`
      : sql`select id from (
          select article_id as id, published_at, ts_rank(search, q, 32) as rank
          from live_articles, websearch_to_tsquery('english', ${query}) q where search @@ q
          order by published_at desc nulls last, article_id desc nulls last limit ${ARTICLE_TOTAL_CAP}
        ) m order by rank desc, published_at desc nulls last, id desc nulls last`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
}

describe('the knowledge base pages and counts without a window over every match (decision 0036)', () => {
  let database: Database;
  let reader: Viewer;
  let author: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    const { db } = database;
    const callers = await insertCallers(db);
    reader = callers.member!;
    author = callers.captain!.id;
    await db.execute(sql`insert into article_categories (id, name) values (902, 'Finance')`);
    // In bulk (a thousand through the repository would be four thousand statements). Two articles
    // share each moment, so the id decides between them; every third is about cash in its title
    // (ranked first in a search for it), the rest only in the body.
    await db.execute(sql`
      insert into articles (owner_id, status, published_at, created_at, updated_at)
      select ${author}, 'published', now() - (g / 2) * interval '1 minute', now(), now()
      from generate_series(1, ${ARTICLES}) g`);
    await db.execute(sql`
      insert into article_versions (article_id, title, short_description, body, body_text, category_id, tags, visibility, search)
      select a.id, t.title, 'About money', '{"type":"doc","content":[]}'::jsonb, t.body, 902, '{}', '1',
        setweight(to_tsvector('english', t.title), 'A') || setweight(to_tsvector('english', t.body), 'C')
      from articles a, lateral (select
          case when a.id % 3 = 0 then 'Cash for founders' else 'Pricing for founders' end as title,
          case when a.id % 2 = 0 then 'cash and pricing' else 'pricing only' end as body) t
      where a.current_version_id is null`);
    await db.execute(sql`
      update articles set current_version_id = v.id, live_version_id = v.id
      from article_versions v where v.article_id = articles.id`);
  });
  afterAll(() => database.close());

  const ids = (page: { rows: { id: number }[] }) => page.rows.map((r) => r.id);

  it('lists the newest first, page after page, counted up to the cap', async () => {
    const { livePage } = articlePages(database.db);
    const all = await expectedIds(database.db);
    expect(all).toHaveLength(ARTICLES);
    for (const offset of [0, 20, ARTICLE_TOTAL_CAP - 10, ARTICLE_TOTAL_CAP, ARTICLES - 5]) {
      const page = await livePage(reader, {}, 20, offset);
      expect(ids(page)).toEqual(all.slice(offset, offset + 20));
      expect(page.total).toBe(ARTICLE_TOTAL_CAP);
    }
    expect(await livePage(reader, {}, 20, ARTICLES)).toEqual({ rows: [], total: ARTICLE_TOTAL_CAP });
  });

  it('ranks a search among the newest matches and counts them, page after page', async () => {
    const { livePage } = articlePages(database.db);
    for (const query of ['cash', 'pricing']) {
      const ranked = await expectedIds(database.db, query);
      const pages = [];
      for (let offset = 0; offset < ranked.length; offset += 50) {
        const page = await livePage(reader, {}, 50, offset, query);
        expect(page.total).toBe(ranked.length);
        pages.push(...ids(page));
      }
      expect(pages).toEqual(ranked);
    }
    // The titles about cash come first, newest first among equals.
    const first = await livePage(reader, {}, 3, 0, 'cash');
    expect(first.rows.map((r) => r.marks?.title)).toEqual(Array(3).fill('\u0002Cash\u0003 for founders'));
    expect(await livePage(reader, {}, 20, 0, 'nothing-like-this')).toEqual({ rows: [], total: 0 });
  });

  it('highlights within the first HEADLINE_READS characters of a body, and finds what lies beyond', async () => {
    const { db } = database;
    const filler = 'steady growth matters. '.repeat(Math.ceil(HEADLINE_READS / 23));
    const body = `Aardvark supplies open the guide. ${filler}Zeppelin freight closes it.`;
    const repo = articlesRepository(db);
    const articleId = await repo.insertArticle(author, 'pending');
    const version = await repo.insertVersion(
      articleId,
      versionValues({ title: 'A long guide', bodyText: body, categoryId: 902 }),
    );
    await repo.setCurrent(articleId, version, 'pending');
    await repo.publish(articleId, version);
    const { livePage } = articlePages(db);
    const near = await livePage(reader, {}, 20, 0, 'aardvark');
    expect(near.total).toBe(1);
    expect(near.rows[0]!.marks!.excerpt).toContain('\u0002Aardvark\u0003');
    const far = await livePage(reader, {}, 20, 0, 'zeppelin');
    expect(far.total).toBe(1);
    expect(far.rows[0]!.title).toBe('A long guide');
    expect(far.rows[0]!.marks!.excerpt).not.toContain('\u0002');
    expect(far.rows[0]!.marks!.excerpt).toMatch(/^Aardvark supplies/);
  });
});

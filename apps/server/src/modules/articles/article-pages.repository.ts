import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ARTICLE_TOTAL_CAP, type Role } from '@keh/contracts';
import type { DbOrTx } from '../../db/client';
import { inText, NAMED_BY_TEXT, param, preparedQuery, preparedShapes } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { planFor } from '../../db/statement-names';
import { articles, liveArticles } from '../../db/schema';
import { readableArticleSql } from '../../policies/articles';
import type { Viewer as Reader } from '../../policies/viewer';
import { notApartFromSql } from '../users/blocks.repository';
import { cardColumns, HEADLINES, NO_HEADLINES, withVersion } from './article-cards.repository';

// The knowledge base's pages and search over the narrow `live_articles` (decisions 0036, 0039, 0041).

export interface Filters<V = never> {
  category?: number | V;
  sub_category?: number | V;
  tag?: string | V;
}

/** What the knowledge base's lists read a live article's facts from (policies/articles.ts). */
const LIVE_FACTS = {
  visibility: liveArticles.visibility,
  ownerId: liveArticles.ownerId,
  assignedMemberIds: liveArticles.assignedMemberIds,
};

/** The reader may read it, no block stands between reader and author, and it passes the filters. */
const liveWhere = (reader: Reader | { id: SQL; type: Role }, f: Filters<SQL>, matches?: SQL) =>
  and(
    readableArticleSql(reader, LIVE_FACTS),
    reader ? notApartFromSql(reader.id, liveArticles.ownerId) : undefined,
    f.category !== undefined ? eq(liveArticles.categoryId, f.category) : undefined,
    f.sub_category !== undefined ? eq(liveArticles.subCategoryId, f.sub_category) : undefined,
    f.tag !== undefined ? sql`${liveArticles.tags} @> array[${f.tag}]::text[]` : undefined,
    matches,
  );

const tsquery = (query: string | SQL) => sql`websearch_to_tsquery('english', ${query})`;

/** `live_articles`, and for a search its words parsed once as `q`. */
const fromLive = (query?: string | SQL) =>
  query === undefined ? sql`${liveArticles}` : sql`${liveArticles}, ${tsquery(query)} as q`;

/** A search's filter: the words, parsed once as `q` (fromLive). */
const MATCHES = sql`${liveArticles.search} @@ q`;

/** What decides the text of a knowledge-base page: the reader's role, the filters set, the page. */
interface PageShape {
  reader: Role | null;
  category: boolean;
  subCategory: boolean;
  tag: boolean;
  limit: number;
}

/** How a search ranks its matches (title over tags and description over body, decision 0018). */
const RANK = sql`ts_rank(${liveArticles.search}, q, 32)`;

/** The knowledge base's order, newest first, as the newest-first index walks them. */
const NEWEST = sql`published_at desc nulls last, id desc nulls last`;

/**
 * The numbered page of live articles (`id`, `total`, `rn`), without a window over every match
 * (decision 0036). A list walks the newest-first index twice: for the page (`offset … limit`) and to
 * count up to `walk`. A search ranks its matches by RANK among the newest `walk` of them (decision
 * 0018), kept once (a materialised CTE) to count them and to take the page's best by a top-N sort.
 * Only the page's rows are numbered. The limit is written as a number so the planner knows the page
 * is a handful of rows (index lookups, not a scan of every article), also in a generic plan.
 */
const numbered = (
  from: SQL,
  where: SQL | undefined,
  rank: SQL | null,
  page: { walk: unknown; after: unknown; limit: number },
) => {
  const found = sql`select ${liveArticles.articleId} as id, ${liveArticles.publishedAt} as published_at, ${rank ?? sql`0`} as rank
      from ${from} where ${where ?? sql`true`}`;
  const order = rank ? sql`rank desc, ${NEWEST}` : NEWEST;
  const take = (rows: SQL, total: SQL) => sql`select id, ${total} as total,
      ${page.after}::int + row_number() over (order by ${order}) as rn
    from (select id, published_at, rank from ${rows} order by ${order} offset ${page.after} limit ${inText(page.limit)}) taken
    order by rn`;
  if (!rank)
    return take(sql`(${found}) matches`, sql`(select count(*) from (${found} limit ${page.walk}) capped)`);
  return sql`with matches as materialized (${found} order by ${NEWEST} limit ${page.walk})
    ${take(sql`matches`, sql`(select count(*) from matches)`)}`;
};

/**
 * A page of the live articles the reader may read, with how many there are counted up to
 * ARTICLE_TOTAL_CAP, in one statement over the narrow `live_articles` (decision 0036) that joins the
 * page's cards in the page's order (issue 27); built once per shape, its values placeholders
 * (decision 0039).
 */
const pageQuery = preparedShapes(
  (db: DbOrTx, s: PageShape) => {
    const where = liveWhere(s.reader === null ? null : { id: param('readerId'), type: s.reader }, {
      category: s.category ? param('category') : undefined,
      sub_category: s.subCategory ? param('subCategory') : undefined,
      tag: s.tag ? param('tag') : undefined,
    });
    const page = db
      .$with('page', {
        id: sql<number>`id`.as('id'),
        total: sql<number>`total`.as('total'),
        rn: sql<number>`rn`.as('rn'),
      })
      .as(
        numbered(fromLive(), where, null, {
          walk: param('walk'),
          after: param('after'),
          limit: s.limit,
        }),
      );
    return withVersion(
      db
        .with(page)
        .select({ ...cardColumns, total: sql<number>`"page"."total"`, ...NO_HEADLINES })
        .from(articles)
        .$dynamic(),
      'live',
    )
      .innerJoin(page, sql`"page"."id" = ${articles.id}`)
      .orderBy(sql`"page"."rn"`)
      .prepare(NAMED_BY_TEXT);
  },
  (s) => `${s.reader}:${+s.category}${+s.subCategory}${+s.tag}:${s.limit}`,
);

/** A search page's cards with their highlights (the page's rows only), by id: built once. */
const searchCardsQuery = preparedQuery(
  (db, name) =>
    withVersion(
      db
        .select({ ...cardColumns, ...HEADLINES })
        .from(articles)
        .$dynamic()
        .innerJoin(sql`${tsquery(param('query'))} as q`, sql`true`),
      'live',
    )
      .where(sql`${articles.id} = any(${param('ids')}::int[])`)
      .prepare(name),
  'article_search_cards',
);

/** The knowledge base's pages for a database handle: `livePage` lists or searches. */
export const articlePages = (db: DbOrTx) => {
  /**
   * A page of the live articles the reader may read that match (pageQuery), with how many match
   * counted up to ARTICLE_TOTAL_CAP.
   */
  const livePage = async (reader: Reader, f: Filters, limit: number, offset: number, query?: string) => {
    const page = {
      walk: Math.max(ARTICLE_TOTAL_CAP, offset + limit),
      after: offset,
      limit: Math.trunc(limit),
    };
    const found =
      query === undefined ? await listPage(reader, f, page) : await searchPage(reader, f, page, query);
    // A page past the last match says nothing of the count: counted on its own (rare).
    const total = found.length
      ? Math.min(Number(found[0]!.total), ARTICLE_TOTAL_CAP)
      : offset === 0
        ? 0
        : await countLive(liveWhere(reader, f, query === undefined ? undefined : MATCHES), query);
    return {
      // The row as it is, its marks added (a rest copy of its thirty columns cost more than the mapping).
      rows: found.map((card) =>
        Object.assign(card, {
          marks:
            card.headlineTitle === null
              ? undefined
              : { title: card.headlineTitle, excerpt: card.headlineExcerpt ?? '' },
        }),
      ),
      total,
    };
  };

  type PageAt = { walk: number; after: number; limit: number };
  const listPage = (reader: Reader, f: Filters, { limit, ...at }: PageAt) =>
    pageQuery(db, {
      reader: reader?.type ?? null,
      category: f.category !== undefined,
      subCategory: f.sub_category !== undefined,
      tag: f.tag !== undefined,
      limit,
    }).execute({
      readerId: reader?.id,
      category: f.category,
      subCategory: f.sub_category,
      tag: f.tag,
      ...at,
    });

  /**
   * A search's page in two statements: its ranked ids, planned for its words each call (`planFor`,
   * decision 0041: how many articles match decides the plan, the GIN index for a rare word, the
   * newest articles first for a common one over 100,000; no one plan serves both), then their
   * cards and highlights, built and planned once.
   */
  const searchPage = async (reader: Reader, f: Filters, page: PageAt, query: string) => {
    const ids = await rowsOf<{ id: number; total: string }>(
      db,
      numbered(fromLive(planFor(query)), liveWhere(reader, f, MATCHES), RANK, page),
    );
    if (!ids.length) return [];
    const cards = new Map(
      (await searchCardsQuery(db).execute({ ids: ids.map((r) => r.id), query })).map((c) => [c.id, c]),
    );
    return ids.flatMap(({ id, total }) => {
      const card = cards.get(id);
      return card ? [Object.assign(card, { total: Number(total) })] : [];
    });
  };

  const countLive = async (where: SQL | undefined, query?: string) => {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from (
        select 1 from ${fromLive(query)} where ${where ?? sql`true`} limit ${ARTICLE_TOTAL_CAP}
      ) capped`,
    );
    return Number(row?.n ?? 0);
  };

  return { livePage };
};

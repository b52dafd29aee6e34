import { and, asc, count, desc, eq, ilike, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  ARTICLE_TOTAL_CAP,
  type ArticleDoc,
  type ArticleStatus,
  type Role,
  type Visibility,
} from '@keh/contracts';
import type { DbOrTx } from '../../db/client';
import { NAMED_BY_TEXT, param, preparedQuery, preparedShapes } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { articleCategories, articles, articleVersions, liveArticles } from '../../db/schema';
import { readableArticleSql } from '../../policies/articles';
import type { Viewer as Reader } from '../../policies/viewer';
import { notApartFromSql } from '../users/blocks.repository';
import { cardColumns, HEADLINES, NO_HEADLINES, wholeColumns, withVersion } from './article-cards.repository';

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

/** The search vector of a version: title A, tags and short description B, body text C. */
export const searchVector = (v: {
  title: string;
  tags: string[];
  shortDescription: string;
  bodyText: string;
}) =>
  sql`setweight(to_tsvector('english', ${v.title}), 'A') || setweight(to_tsvector('english', ${v.tags.join(' ')}), 'B') || setweight(to_tsvector('english', ${v.shortDescription}), 'B') || setweight(to_tsvector('english', ${v.bodyText}), 'C')`;

export interface VersionValues {
  title: string;
  shortDescription: string;
  body: ArticleDoc;
  bodyText: string;
  categoryId: number;
  subCategoryId: number | null;
  tags: string[];
  visibility: Visibility;
  assignedMemberIds: number[];
  previewSmallImage: string | null;
  previewBigImage: string | null;
  bgImage: string | null;
}

/** A search's filter: the words, parsed once as `q` (fromLive). */
const MATCHES = sql`${liveArticles.search} @@ q`;

/** What decides the text of a knowledge-base page: the reader's role, the filters set, the page. */
interface PageShape {
  reader: Role | null;
  category: boolean;
  subCategory: boolean;
  tag: boolean;
  search: boolean;
  limit: number;
}

/**
 * A page of the live articles the reader may read that match, with how many match counted up to
 * ARTICLE_TOTAL_CAP, in one statement over the narrow `live_articles` (decision 0036): it walks the
 * newest matches (`walk`: the cap's worth, or more for a page past it), ranks a search's by
 * `ts_rank` (else the knowledge base's order, newest first, as the index walks them: no sort),
 * numbers them, and joins the page's cards in the page's order (issue 27). A search's words are
 * parsed once, as `q` (in a generic plan a `websearch_to_tsquery($1)` in the filter would be parsed
 * again for every row), so its generic plan reads the GIN index for `q` whatever the words, as a
 * plan made for them does. Built once per shape, its values placeholders (decision 0039).
 */
const pageQuery = preparedShapes(
  (db: DbOrTx, s: PageShape) => {
    const where = liveWhere(
      s.reader === null ? null : { id: param('readerId'), type: s.reader },
      {
        category: s.category ? param('category') : undefined,
        sub_category: s.subCategory ? param('subCategory') : undefined,
        tag: s.tag ? param('tag') : undefined,
      },
      s.search ? MATCHES : undefined,
    );
    const rank = s.search ? sql`ts_rank(${liveArticles.search}, q, 32)` : null;
    const page = db
      .$with('page', {
        id: sql<number>`id`.as('id'),
        total: sql<number>`total`.as('total'),
        rn: sql<number>`rn`.as('rn'),
      })
      .as(
        sql`select id, total, rn from (
          select id, count(*) over () as total,
            row_number() over (order by ${rank ? sql`rank desc, ` : sql``}published_at desc nulls last, id desc nulls last) as rn
          from (
            select ${liveArticles.articleId} as id, ${liveArticles.publishedAt} as published_at, ${rank ?? sql`0`} as rank
            from ${fromLive(s.search ? param('query') : undefined)} where ${where ?? sql`true`}
            order by ${liveArticles.publishedAt} desc nulls last, ${liveArticles.articleId} desc nulls last
            limit ${param('walk')}
          ) matches
        ) numbered
        where rn > ${param('after')} and rn <= ${param('upTo')}
        order by rn limit ${sql.raw(String(s.limit))}`,
      );
    // The limit is written as a number so the planner knows the page is a handful of rows (index
    // lookups, not a scan of every article), also in the statement's generic plan. A search's page
    // carries its highlights, worked out for the page's rows only.
    const q = db
      .with(page)
      .select({
        ...cardColumns,
        total: sql<number>`"page"."total"`,
        ...(s.search ? HEADLINES : NO_HEADLINES),
      })
      .from(articles)
      .$dynamic();
    return withVersion(s.search ? q.innerJoin(sql`${tsquery(param('query'))} as q`, sql`true`) : q, 'live')
      .innerJoin(page, sql`"page"."id" = ${articles.id}`)
      .orderBy(sql`"page"."rn"`)
      .prepare(NAMED_BY_TEXT);
  },
  (s) => `${s.reader}:${+s.category}${+s.subCategory}${+s.tag}${+s.search}:${s.limit}`,
);

/** Every category and subcategory, which every knowledge-base page reads: built once. */
const categoriesQuery = preparedQuery(
  (db, name) =>
    db
      .select({
        id: articleCategories.id,
        parentId: articleCategories.parentId,
        name: articleCategories.name,
      })
      .from(articleCategories)
      .orderBy(asc(articleCategories.id))
      .prepare(name),
  'article_categories',
);

/** The whole article (articlesRepository.article), built once per version read and guest or not. */
const articleQuery = preparedShapes(
  (db: DbOrTx, s: { which: 'live' | 'current'; guest: boolean }) =>
    withVersion(
      db
        .select({ ...cardColumns, ...wholeColumns(s.guest ? null : param('readerId')) })
        .from(articles)
        .$dynamic(),
      s.which,
    )
      .where(eq(articles.id, param('id')))
      .limit(1)
      .prepare(NAMED_BY_TEXT),
  (s) => `${s.which}:${+s.guest}`,
);

export const articlesRepository = (db: DbOrTx) => {
  /** Cards joined to the live version (`live`) or the current one. */
  const cards = (which: 'live' | 'current') =>
    withVersion(db.select(cardColumns).from(articles).$dynamic(), which);

  /**
   * A page of the live articles the reader may read that match (pageQuery), with how many match
   * counted up to ARTICLE_TOTAL_CAP.
   */
  const livePage = async (reader: Reader, f: Filters, limit: number, offset: number, query?: string) => {
    const shape: PageShape = {
      reader: reader?.type ?? null,
      category: f.category !== undefined,
      subCategory: f.sub_category !== undefined,
      tag: f.tag !== undefined,
      search: query !== undefined,
      limit: Math.trunc(limit),
    };
    const found = await pageQuery(db, shape).execute({
      readerId: reader?.id,
      category: f.category,
      subCategory: f.sub_category,
      tag: f.tag,
      query,
      walk: Math.max(ARTICLE_TOTAL_CAP, offset + limit),
      after: offset,
      upTo: offset + limit,
    });
    // A page past the last match says nothing of the count: counted on its own (rare).
    const total = found.length
      ? Math.min(Number(found[0]!.total), ARTICLE_TOTAL_CAP)
      : offset === 0
        ? 0
        : await countLive(liveWhere(reader, f, query === undefined ? undefined : MATCHES), query);
    return {
      rows: found.map(({ total: _, headlineTitle, headlineExcerpt, ...card }) => ({
        ...card,
        marks: headlineTitle === null ? undefined : { title: headlineTitle, excerpt: headlineExcerpt ?? '' },
      })),
      total,
    };
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

  return {
    categories: () => categoriesQuery(db).execute(),

    /** The newest live articles the reader may read. */
    latest: (reader: Reader, f: Filters, limit: number, offset: number) => livePage(reader, f, limit, offset),

    /**
     * Ranked full-text search over live articles the reader may read. Ranking reads every candidate's
     * vector, so a word found in most articles ranks its newest ARTICLE_TOTAL_CAP matches (decision 0018).
     */
    search: (reader: Reader, query: string, f: Filters, limit: number, offset: number) =>
      livePage(reader, f, limit, offset, query),

    /** One article with its live (`live`) or current version. */
    async card(id: number, which: 'live' | 'current') {
      const [row] = await cards(which).where(eq(articles.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * The whole article as one statement (issue 27): its card, body, its category's subcategories,
     * the reader's own reaction, and whether a block stands between the reader and the author.
     */
    async article(id: number, which: 'live' | 'current', readerId: number | null) {
      const [row] = await articleQuery(db, { which, guest: readerId === null }).execute({ id, readerId });
      return row ?? null;
    },

    /** The author's own, newest change first; `query` looks in titles. */
    async mine(
      ownerId: number,
      status: ArticleStatus | 'all',
      query: string | undefined,
      limit: number,
      offset: number,
    ) {
      const like = query ? `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = and(
        eq(articles.ownerId, ownerId),
        status === 'all' ? undefined : eq(articles.status, status),
        like ? ilike(articleVersions.title, like) : undefined,
      );
      const [rows, [totalRow]] = await Promise.all([
        cards('current')
          .where(where)
          .orderBy(desc(articles.updatedAt), desc(articles.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(articles)
          .innerJoin(articleVersions, eq(articleVersions.id, articles.currentVersionId))
          .where(where),
      ]);
      return { rows, total: totalRow?.n ?? 0 };
    },

    /** Articles waiting for a moderator, oldest first. */
    async pending(limit: number, offset: number) {
      const where = eq(articles.status, 'pending');
      const [rows, [totalRow]] = await Promise.all([
        cards('current')
          .where(where)
          .orderBy(asc(articles.submittedAt), asc(articles.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(articles).where(where),
      ]);
      return { rows, total: totalRow?.n ?? 0 };
    },

    /** The article row, locked for the rest of the transaction. */
    async lock(id: number) {
      const [row] = await db.select().from(articles).where(eq(articles.id, id)).for('update');
      return row ?? null;
    },

    async insertArticle(ownerId: number, status: ArticleStatus) {
      const [row] = await db
        .insert(articles)
        .values({ ownerId, status, submittedAt: status === 'pending' ? sql`now()` : null })
        .returning({ id: articles.id });
      return row!.id;
    },

    async insertVersion(articleId: number, v: VersionValues) {
      const [row] = await db
        .insert(articleVersions)
        .values({ articleId, ...v, search: searchVector(v) })
        .returning({ id: articleVersions.id });
      return row!.id;
    },

    async updateVersion(versionId: number, v: VersionValues) {
      await db
        .update(articleVersions)
        .set({ ...v, search: searchVector(v) })
        .where(eq(articleVersions.id, versionId));
    },

    /** Points the article at its current version with a new status. */
    async setCurrent(id: number, versionId: number, status: ArticleStatus) {
      await db
        .update(articles)
        .set({
          currentVersionId: versionId,
          status,
          submittedAt: status === 'pending' ? sql`now()` : null,
          updatedAt: sql`now()`,
        })
        .where(eq(articles.id, id));
    },

    async remove(id: number) {
      await db.delete(articles).where(eq(articles.id, id));
    },

    /** Publishes the current version: it becomes the live one; older versions go. */
    async publish(id: number, versionId: number) {
      await db
        .update(articles)
        .set({
          status: 'published',
          liveVersionId: versionId,
          banReason: null,
          submittedAt: null,
          publishedAt: sql`coalesce(${articles.publishedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(eq(articles.id, id));
      await db
        .delete(articleVersions)
        .where(and(eq(articleVersions.articleId, id), notInArray(articleVersions.id, [versionId])));
    },

    /** Bans the current version; when it is the live one, the article leaves the knowledge base. */
    async ban(id: number, reason: string, takeDown: boolean) {
      await db
        .update(articles)
        .set({
          status: 'banned',
          banReason: reason,
          submittedAt: null,
          updatedAt: sql`now()`,
          ...(takeDown && { liveVersionId: null, publishedAt: null }),
        })
        .where(eq(articles.id, id));
    },
  };
};

export type CardRow = NonNullable<Awaited<ReturnType<ReturnType<typeof articlesRepository>['card']>>>;
export type ArticleRow = NonNullable<Awaited<ReturnType<ReturnType<typeof articlesRepository>['article']>>>;

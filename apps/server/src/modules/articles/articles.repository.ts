import { and, asc, count, desc, eq, ilike, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ARTICLE_TOTAL_CAP,
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  type ArticleDoc,
  type ArticleStatus,
  type Visibility,
} from '@keh/contracts';
import type { DbOrTx } from '../../db/client';
import { articleCategories, articles, articleVersions } from '../../db/schema';
import { readableArticleSql } from '../../policies/articles';
import type { Viewer as Reader } from '../../policies/viewer';
import { people } from '../users/users.read-model';
import { notBlockedSql } from '../users/blocks.repository';

/** Articles of an author apart from the reader by a block are left out of lists (issue 33). */
const apartSql = (reader: Reader) => (reader ? notBlockedSql(reader.id, articles.ownerId) : undefined);

const subCategories = alias(articleCategories, 'sub_categories');

/** Likes and dislikes of the outer query's article (table-qualified: drizzle leaves raw SQL alone). */
const reactionCount = (kind: 'like' | 'dislike') =>
  sql<number>`(select count(*)::int from article_reactions r where r.article_id = "articles"."id" and r.kind = ${kind})`;

/** What a card shows; the version joined is the live one (readers) or the current one (authors, staff). */
const cardColumns = {
  id: articles.id,
  /**
   * The status of the version shown: the live version is published, whatever waits behind it (a
   * reader never sees the author's working status); the current version has the article's status.
   */
  status: sql<ArticleStatus>`case when ${articles.liveVersionId} = ${articleVersions.id} then 'published' else ${articles.status} end`,
  ownerId: articles.ownerId,
  liveVersionId: articles.liveVersionId,
  currentVersionId: articles.currentVersionId,
  banReason: articles.banReason,
  submittedAt: articles.submittedAt,
  publishedAt: articles.publishedAt,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  versionId: articleVersions.id,
  title: articleVersions.title,
  shortDescription: articleVersions.shortDescription,
  tags: articleVersions.tags,
  visibility: articleVersions.visibility,
  assignedMemberIds: articleVersions.assignedMemberIds,
  previewSmallImage: articleVersions.previewSmallImage,
  previewBigImage: articleVersions.previewBigImage,
  bgImage: articleVersions.bgImage,
  categoryId: articleVersions.categoryId,
  categoryName: articleCategories.name,
  subCategoryId: articleVersions.subCategoryId,
  subCategoryName: subCategories.name,
  ownerFirstName: people.firstName,
  ownerLastName: people.lastName,
  ownerAvatar: people.avatar,
  ownerLocation: people.location,
  ownerStatus: people.status,
  likes: reactionCount('like'),
  dislikes: reactionCount('dislike'),
};

export interface Filters {
  category?: number;
  sub_category?: number;
  tag?: string;
}

const filterSql = (f: Filters) =>
  [
    f.category !== undefined ? eq(articleVersions.categoryId, f.category) : undefined,
    f.sub_category !== undefined ? eq(articleVersions.subCategoryId, f.sub_category) : undefined,
    f.tag !== undefined ? sql`${articleVersions.tags} @> array[${f.tag}]::text[]` : undefined,
  ].filter((c) => c !== undefined);

/** The knowledge base's order, as the partial index of live articles has it. */
const newestFirst = [sql`${articles.publishedAt} desc nulls last`, sql`${articles.id} desc nulls last`];

/** Matches ranked per search at most (the newest of them); counts stop at the cap. */
export const SEARCH_CANDIDATES = 1000;

const tsquery = (query: string) => sql`websearch_to_tsquery('english', ${query})`;

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

export const articlesRepository = (db: DbOrTx) => {
  /** Cards joined to the live version (`live`) or the current one. */
  const cards = (which: 'live' | 'current') =>
    db
      .select(cardColumns)
      .from(articles)
      .innerJoin(
        articleVersions,
        eq(articleVersions.id, which === 'live' ? articles.liveVersionId : articles.currentVersionId),
      )
      .innerJoin(articleCategories, eq(articleCategories.id, articleVersions.categoryId))
      .leftJoin(subCategories, eq(subCategories.id, articleVersions.subCategoryId))
      .innerJoin(people, eq(people.id, articles.ownerId));

  /** How many live articles match, counted up to ARTICLE_TOTAL_CAP (decision 0018). */
  const countLive = async (where: SQL | undefined) => {
    const capped = db
      .select({ one: sql`1` })
      .from(articles)
      .innerJoin(articleVersions, eq(articleVersions.id, articles.liveVersionId))
      .where(and(isNotNull(articles.liveVersionId), where))
      .limit(ARTICLE_TOTAL_CAP)
      .as('capped');
    const [row] = await db.select({ n: count() }).from(capped);
    return row?.n ?? 0;
  };

  return {
    categories: () =>
      db
        .select({
          id: articleCategories.id,
          parentId: articleCategories.parentId,
          name: articleCategories.name,
        })
        .from(articleCategories)
        .orderBy(asc(articleCategories.id)),

    /** The newest live articles the reader may read. */
    async latest(reader: Reader, f: Filters, limit: number, offset: number) {
      const where = and(readableArticleSql(reader), apartSql(reader), ...filterSql(f));
      const [rows, total] = await Promise.all([
        cards('live')
          // Said outright, so the planner walks the partial index of live articles by date.
          .where(and(isNotNull(articles.liveVersionId), where))
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
        countLive(where),
      ]);
      return { rows, total };
    },

    /**
     * Ranked full-text search over live articles the reader may read. Ranking reads every candidate's
     * vector, so a word found in most articles ranks its newest SEARCH_CANDIDATES matches (decision 0018).
     */
    async search(reader: Reader, query: string, f: Filters, limit: number, offset: number) {
      const q = tsquery(query);
      const where = and(
        readableArticleSql(reader),
        apartSql(reader),
        sql`${articleVersions.search} @@ ${q}`,
        ...filterSql(f),
      );
      const candidates = (on: DbOrTx) =>
        on
          .select({
            id: articles.id,
            versionId: sql<number>`${articleVersions.id}`.as('version_id'),
            publishedAt: sql<Date | null>`${articles.publishedAt}`.as('published_at'),
          })
          .from(articles)
          .innerJoin(articleVersions, eq(articleVersions.id, articles.liveVersionId))
          .where(and(isNotNull(articles.liveVersionId), where))
          .orderBy(...newestFirst)
          .limit(SEARCH_CANDIDATES)
          .as('candidates');
      const ranked = (on: DbOrTx) => {
        const c = candidates(on);
        return on
          .select({ id: c.id })
          .from(c)
          .innerJoin(articleVersions, eq(articleVersions.id, c.versionId))
          .orderBy(
            desc(sql`ts_rank_cd(${articleVersions.search}, ${q}, 32)`),
            sql`${c.publishedAt} desc nulls last`,
            desc(c.id),
          )
          .limit(limit)
          .offset(offset);
      };
      // The planner prices `@@` as one operator call (not the vector it reads) and random reads as
      // from a disk: for a common word it then reads every version. Priced for data in memory, it
      // walks the newest live articles by date until it has the candidates, and still takes the
      // GIN index for a rare word (decision 0029). For this statement only: the capped count is
      // cheaper as it was (a bitmap over the GIN index).
      const [page, total] = await Promise.all([
        db.transaction(async (tx) => {
          await tx.execute(sql`set local random_page_cost = 1.1`);
          return ranked(tx);
        }),
        countLive(where),
      ]);
      const ids = page.map((r) => r.id);
      const found = ids.length ? await cards('live').where(inArray(articles.id, ids)) : [];
      const byId = new Map(found.map((r) => [r.id, r]));
      return { rows: ids.map((id) => byId.get(id)).filter((r) => r !== undefined), total };
    },

    /** Highlighted title and excerpt of these versions for a query (only the page's rows). */
    async headlines(versionIds: number[], query: string) {
      if (!versionIds.length) return new Map<number, { title: string; excerpt: string }>();
      const q = tsquery(query);
      const marks = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}`;
      const rows = await db
        .select({
          id: articleVersions.id,
          title: sql<string>`ts_headline('english', ${articleVersions.title}, ${q}, ${`${marks}, HighlightAll=true`})`,
          excerpt: sql<string>`ts_headline('english', ${articleVersions.bodyText}, ${q}, ${`${marks}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`})`,
        })
        .from(articleVersions)
        .where(inArray(articleVersions.id, versionIds));
      return new Map(rows.map((r) => [r.id, { title: r.title, excerpt: r.excerpt }]));
    },

    /** One article with its live (`live`) or current version. */
    async card(id: number, which: 'live' | 'current') {
      const [row] = await cards(which).where(eq(articles.id, id)).limit(1);
      return row ?? null;
    },

    async body(versionId: number) {
      const [row] = await db
        .select({ body: articleVersions.body })
        .from(articleVersions)
        .where(eq(articleVersions.id, versionId));
      return row?.body ?? null;
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

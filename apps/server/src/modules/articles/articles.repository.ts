import { and, asc, count, desc, eq, ilike, notInArray, sql } from 'drizzle-orm';
import type { ArticleDoc, ArticleStatus, Visibility } from '@keh/contracts';
import type { DbOrTx } from '../../db/client';
import { inText, NAMED_BY_TEXT, param, preparedQuery, preparedShapes } from '../../db/prepared';
import { articleCategories, articles, articleVersions } from '../../db/schema';
import type { Viewer as Reader } from '../../policies/viewer';
import { cardColumns, wholeColumns, withVersion } from './article-cards.repository';
import { articlePages, type Filters } from './article-pages.repository';

export type { Filters };

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
  const { livePage } = articlePages(db);
  /** Cards joined to the live version (`live`) or the current one. */
  const cards = (which: 'live' | 'current') =>
    withVersion(db.select(cardColumns).from(articles).$dynamic(), which);

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
          .limit(inText(limit))
          .offset(inText(offset)),
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
      // Written in, not a parameter: the generic plan can then take the partial index of the
      // pending articles (articles_pending_idx) instead of reading every article.
      const where = sql`${articles.status} = 'pending'`;
      const [rows, [totalRow]] = await Promise.all([
        cards('current')
          .where(where)
          .orderBy(asc(articles.submittedAt), asc(articles.id))
          .limit(inText(limit))
          .offset(inText(offset)),
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

import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { HIGHLIGHT_END, HIGHLIGHT_START, type ArticleStatus } from '@keh/contracts';
import { articleCategories, articles, articleVersions } from '../../db/schema';
import { people } from '../users/users.read-model';
import { blockedBetweenSql } from '../users/blocks.repository';

/** The columns and joins every read of an article's card uses (articles.repository.ts). */
const subCategories = alias(articleCategories, 'sub_categories');

/** Likes and dislikes of the outer query's article (table-qualified: drizzle leaves raw SQL alone). */
const reactionCount = (kind: 'like' | 'dislike') =>
  sql<number>`(select count(*)::int from article_reactions r where r.article_id = "articles"."id" and r.kind = ${kind})`;

/** What a card shows; the version joined is the live one (readers) or the current one (authors, staff). */
export const cardColumns = {
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
  subCategoryName: sql<string | null>`${subCategories.name}`,
  ownerFirstName: people.firstName,
  ownerLastName: people.lastName,
  ownerAvatar: people.avatar,
  ownerLocation: people.location,
  ownerStatus: people.status,
  likes: reactionCount('like'),
  dislikes: reactionCount('dislike'),
};

/** What the whole article adds to its card, for `readerId` (a guest: null; else a value or placeholder). */
export const wholeColumns = (readerId: SQL | null) => ({
  body: articleVersions.body,
  subCategories: sql<
    { id: number; name: string }[]
  >`(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name) order by s.id), '[]'::json) from article_categories s where s.parent_id = ${articleVersions.categoryId})`,
  mine: sql<
    'like' | 'dislike' | null
  >`(select r.kind from article_reactions r where r.article_id = "articles"."id" and r.user_id = ${readerId ?? 0})`,
  apart:
    readerId === null
      ? sql<boolean>`false`
      : sql<boolean>`(${articles.ownerId} <> ${readerId} and ${blockedBetweenSql(readerId, articles.ownerId)})`,
});

const MARKS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}`;

/**
 * How much of a body its highlight reads. `ts_headline` parses all the text it is given: 20 cards
 * of 23 KB took 47 ms of the database's time a page, their first 4,000 characters 8.7 ms. A
 * match further in still finds and ranks the article (its whole vector); its excerpt is then the
 * body's opening, unmarked.
 */
export const HEADLINE_READS = 4000;

/**
 * A search's highlights of a version for the words `q` (its title whole, the best two fragments
 * of its body's first HEADLINE_READS characters), marked with control characters the client turns
 * into `<mark>` (decision 0018).
 */
export const HEADLINES = {
  headlineTitle: sql<
    string | null
  >`ts_headline('english', ${articleVersions.title}, q, ${`${MARKS}, HighlightAll=true`})`,
  headlineExcerpt: sql<
    string | null
  >`ts_headline('english', left(${articleVersions.bodyText}, ${sql.raw(String(HEADLINE_READS))}), q, ${`${MARKS}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`})`,
};
export const NO_HEADLINES = {
  headlineTitle: sql<string | null>`null::text`,
  headlineExcerpt: sql<string | null>`null::text`,
};

/** A select from `articles` joined to its live (`live`) or current version, category and author. */
export const withVersion = <Q extends PgSelect>(q: Q, which: 'live' | 'current') =>
  q
    .innerJoin(
      articleVersions,
      eq(articleVersions.id, which === 'live' ? articles.liveVersionId : articles.currentVersionId),
    )
    .innerJoin(articleCategories, eq(articleCategories.id, articleVersions.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, articleVersions.subCategoryId))
    .innerJoin(people, eq(people.id, articles.ownerId));

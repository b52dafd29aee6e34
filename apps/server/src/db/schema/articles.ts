import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ARTICLE_STATUSES, MODERATION_DECISIONS, VISIBILITY_VALUES, type ArticleDoc } from '@keh/contracts';
import { users } from './users';
import { articleCategories } from './reference';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * An article (decision 0018). Its content lives in versions: `currentVersionId` is the author's
 * latest, `liveVersionId` the one readers see (null until published, and after a ban). Editing a
 * published article makes a new current version while the live one stays readable. `status` is the
 * state of the current version: saved (draft), pending (waiting for a moderator), published, banned.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ARTICLE_STATUSES }).notNull(),
    currentVersionId: integer('current_version_id').references((): AnyPgColumn => articleVersions.id),
    liveVersionId: integer('live_version_id').references((): AnyPgColumn => articleVersions.id),
    banReason: text('ban_reason'),
    /** When the current version was sent to the moderator (the review queue's order). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When the live version was published (the knowledge base's order). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_owner_idx').on(t.ownerId, t.updatedAt),
    index('articles_live_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`live_version_id is not null`),
    index('articles_live_version_idx').on(t.liveVersionId),
    index('articles_pending_idx')
      .on(t.submittedAt)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * One version of an article's content. `search` is the English tsvector of title (weight A), tags
 * and short description (B) and body text (C), written with the row (GIN-indexed).
 * `visibility` is the spec's value ('1' public, '2' all members, '3' captains, '0' private);
 * `assignedMemberIds` are the Members who may read a private one.
 */
export const articleVersions = pgTable(
  'article_versions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references((): AnyPgColumn => articles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull(),
    body: jsonb('body').$type<ArticleDoc>().notNull(),
    bodyText: text('body_text').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    subCategoryId: integer('sub_category_id').references(() => articleCategories.id),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    visibility: text('visibility', { enum: VISIBILITY_VALUES }).notNull(),
    assignedMemberIds: integer('assigned_member_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    previewSmallImage: text('preview_small_image'),
    previewBigImage: text('preview_big_image'),
    bgImage: text('bg_image'),
    search: tsvector('search').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('article_versions_article_idx').on(t.articleId),
    index('article_versions_search_idx').using('gin', t.search),
    index('article_versions_tags_idx').using('gin', t.tags),
    index('article_versions_members_idx').using('gin', t.assignedMemberIds),
    index('article_versions_category_idx').on(t.categoryId),
    index('article_versions_sub_category_idx').on(t.subCategoryId),
  ],
);

/**
 * What the knowledge base lists, filters, counts and searches: one narrow row per live article,
 * copied from its live version by triggers (migration 0035) whenever `articles.live_version_id`,
 * `published_at` or `owner_id` changes or the live version is updated (decision 0036). Lists walk
 * this table in the knowledge base's order and join the wide version only for the page's cards.
 */
export const liveArticles = pgTable(
  'live_articles',
  {
    articleId: integer('article_id')
      .primaryKey()
      .references(() => articles.id, { onDelete: 'cascade' }),
    versionId: integer('version_id').notNull(),
    ownerId: integer('owner_id').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    categoryId: integer('category_id').notNull(),
    subCategoryId: integer('sub_category_id'),
    tags: text('tags').array().notNull(),
    visibility: text('visibility', { enum: VISIBILITY_VALUES }).notNull(),
    assignedMemberIds: integer('assigned_member_ids').array().notNull(),
    search: tsvector('search').notNull(),
  },
  // The order's keys, then what the reader's filter reads: a list and its count are an index-only
  // scan (the table's rows are wide with the search vector).
  (t) => [
    index('live_articles_newest_idx').on(
      t.publishedAt.desc().nullsLast(),
      t.articleId.desc(),
      t.visibility,
      t.ownerId,
      t.categoryId,
      t.assignedMemberIds,
    ),
    index('live_articles_category_idx').on(
      t.categoryId,
      t.publishedAt.desc().nullsLast(),
      t.articleId.desc(),
      t.visibility,
      t.ownerId,
      t.assignedMemberIds,
    ),
    index('live_articles_sub_category_idx').on(t.subCategoryId),
    index('live_articles_search_idx').using('gin', t.search),
    index('live_articles_tags_idx').using('gin', t.tags),
  ],
);

export const REACTION_KINDS = ['like', 'dislike'] as const;

/** A reader's like or dislike: one per reader and article (docs/product/states.md). */
export const articleReactions = pgTable(
  'article_reactions',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REACTION_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] }), index('article_reactions_user_idx').on(t.userId)],
);

/** A moderator's decision on an article: its history (the review console reads it). */
export const articleDecisions = pgTable(
  'article_decisions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    moderatorId: integer('moderator_id')
      .notNull()
      .references(() => users.id),
    decision: text('decision', { enum: MODERATION_DECISIONS }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('article_decisions_article_idx').on(t.articleId, t.createdAt)],
);

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleVersionRow = typeof articleVersions.$inferSelect;

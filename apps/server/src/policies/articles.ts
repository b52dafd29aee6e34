import { sql, type SQL } from 'drizzle-orm';
import type { Role, Visibility } from '@keh/contracts';
import { articles, articleVersions } from '../db/schema';
import { isStaff, type Viewer, type ViewerId } from './viewer';

/** The facts of an article's version its policies read. */
export interface ArticleFacts {
  visibility: Visibility;
  assignedMemberIds: readonly number[];
  ownerId: number;
}

/**
 * Who may read a version (docs/product/permissions.md; decision 0018): Public everyone, All Members
 * any signed-in person, Business captains the captains, Private its assigned Members; always its
 * author and staff. `canReadArticle` and its SQL twin `readableArticleSql` stand side by side
 * (policies/articles.test.ts checks they agree). A block between reader and author is the blocks
 * rule's, checked beside it.
 */
export function canReadArticle(viewer: Viewer, v: ArticleFacts): boolean {
  if (v.visibility === '1') return true;
  if (!viewer) return false;
  if (isStaff(viewer) || viewer.id === v.ownerId) return true;
  if (v.visibility === '2') return true;
  if (v.visibility === '3') return viewer.type === 'mentor';
  return v.assignedMemberIds.includes(viewer.id);
}

/** Where a list reads an article's facts: its row and its version, or the live copy of both. */
export interface ArticleFactColumns {
  visibility: Column;
  ownerId: Column;
  assignedMemberIds: Column;
}

/** A column (anything the sql template takes). */
type Column = Parameters<typeof sql>[1];

const VERSION_FACTS: ArticleFactColumns = {
  visibility: articleVersions.visibility,
  ownerId: articles.ownerId,
  assignedMemberIds: articleVersions.assignedMemberIds,
};

/**
 * The twin of `canReadArticle` over `articles` joined to `article_versions` (or, given its columns,
 * over `live_articles`), for lists and search. The viewer's id may be a placeholder (a query built
 * once, decision 0039).
 */
export function readableArticleSql(
  viewer: Viewer | { id: SQL; type: Role },
  at: ArticleFactColumns = VERSION_FACTS,
): SQL {
  if (!viewer) return sql`${at.visibility} = '1'`;
  if (isStaff(viewer)) return sql`true`;
  const byRole =
    viewer.type === 'mentor' ? sql`${at.visibility} in ('1', '2', '3')` : sql`${at.visibility} in ('1', '2')`;
  return sql`(${byRole} or ${at.ownerId} = ${viewer.id} or (${at.visibility} = '0' and ${at.assignedMemberIds} @> array[${viewer.id}]::integer[]))`;
}

/** A guest who opens an article every member may read (All Members, Business captains) is asked to sign in. */
export const opensOnSignIn = (viewer: Viewer, v: Pick<ArticleFacts, 'visibility'>): boolean =>
  !viewer && (v.visibility === '2' || v.visibility === '3');

/** Only its author (a captain) edits, sends, deletes or opens the working version of an article. */
export const canEditArticle = (viewer: ViewerId, a: Pick<ArticleFacts, 'ownerId'>): boolean =>
  !!viewer && a.ownerId === viewer.id;

/** The author and staff see which Members a private article is for; other readers do not. */
export const canSeeArticleMembers = (viewer: Viewer, a: Pick<ArticleFacts, 'ownerId'>): boolean =>
  isStaff(viewer) || canEditArticle(viewer, a);

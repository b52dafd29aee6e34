import {
  MSG,
  REMOVED_BY_MODERATOR,
  articlePlainText,
  shortDescriptionOf,
  visibilityOf,
  type Article,
  type ArticleSave,
  type ArticleStatus,
  type ModeratedArticle,
  type Reactions,
} from '@keh/contracts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, invalid, notFound } from '../../lib/errors';
import { articleBanned, articlePublished, type MailContent } from '../../lib/mail/templates';
import { notificationsService } from '../notifications/notifications.service';
import type { AuthUser } from '../../plugins/auth';
import { auditService } from '../audit/audit.service';
import { mentoringService } from '../mentoring/mentoring.service';
import { usersRepository } from '../users/users.repository';
import { articleActivityRepository } from './article-activity.repository';
import { articleFilesRepository } from './article-files.repository';
import { articleUploads } from './article-uploads';
import { canEditArticle, canReadArticle, canSeeArticleMembers, opensOnSignIn } from '../../policies/articles';
import type { Viewer as Reader } from '../../policies/viewer';
import { articleViews } from './article-views';
import { articlesRepository, type CardRow, type Filters, type VersionValues } from './articles.repository';

const readerOf = (user: AuthUser | null): Reader => (user ? { id: user.id, type: user.type } : null);

/**
 * Articles and the knowledge base (docs/product (screens, entities, states, validation, permissions and api); decision 0018): Captains write versions, a
 * moderator publishes or bans them, readers see the live version their visibility allows, and
 * like or dislike it. Every read is authorised here: 404 for what the reader may not see.
 */
export const articlesService = (ctx: AppContext) => {
  const repo = articlesRepository(ctx.db);
  const notifications = notificationsService(ctx);
  const activity = articleActivityRepository(ctx.db);
  const audit = auditService(ctx);
  const uploads = articleUploads(ctx);

  const { toCard, categories, full } = articleViews(ctx, (id) => ctx.liveChat.isOnline(id));

  /**
   * The live version for a reader who may read it; 404 otherwise (never says it exists). An article
   * a moderator took down after a report answers 410 "Removed by a moderator" (issue 33).
   */
  async function readable(id: number, viewer: AuthUser | null) {
    const r = await repo.article(id, 'live', viewer?.id ?? null);
    if (!r) await removedAfterReport(id);
    if (!r || !canReadArticle(readerOf(viewer), r) || r.apart) throw notFound();
    return r;
  }

  /** 410 for an article a moderator took down after a report: readers learn it was removed. */
  async function removedAfterReport(id: number) {
    const taken = await repo.card(id, 'current');
    if (taken?.status === 'banned' && taken.banReason === MSG.articleRemovedAfterReport)
      throw new AppError(410, REMOVED_BY_MODERATOR);
  }

  /** The author's own article (current version); 404 for anyone else's. */
  async function own(captain: AuthUser, id: number) {
    const r = await repo.article(id, 'current', captain.id);
    if (!r || !canEditArticle(captain, r)) throw notFound();
    return r;
  }

  /** Checks the payload against the categories and the captain's Members (no file is touched yet). */
  async function checkPayload(captain: AuthUser, body: ArticleSave, stored: CardRow | null) {
    const cats = await categories();
    const category = cats.find((c) => c.id === body.category_id);
    if (!category) throw invalid({ category_id: MSG.articleCategoryRequired });
    const sub = body.sub_category_id;
    if (sub !== undefined && !category.sub_categories.some((s) => s.id === sub))
      throw invalid({ sub_category_id: MSG.articleSubCategoryInvalid });
    const visibility = visibilityOf({
      visibility: body.visibility,
      public: body.public,
      all_members: body.all_members,
    });
    const members = visibility === '0' ? [...new Set(body.assigned_mentees)] : [];
    if (members.length) {
      const mine = new Set((await mentoringService(ctx).pairsOf(captain)).map((p) => p.other.id));
      if (members.some((m) => !mine.has(m))) throw invalid({ assigned_mentees: MSG.articleMembersNotYours });
    } else if (visibility === '0' && !body.draft)
      throw invalid({ assigned_mentees: MSG.articleMembersRequired });
    const errors: Record<string, string> = {};
    if (!body.preview_big_image && !stored?.previewBigImage)
      errors.preview_big_image = MSG.articlePhotoRequired;
    if (!body.bg_image && !stored?.bgImage) errors.bg_image = MSG.articleBackgroundRequired;
    if (Object.keys(errors).length) throw invalid(errors);
    return { visibility, members, subCategoryId: sub ?? null };
  }

  /** Tells the author of a decision, inside the decision's transaction (system notifications). */
  async function tellAuthor(tx: DbOrTx, authorId: number, make: (firstName: string) => MailContent) {
    const author = await usersRepository(tx).findById(authorId);
    if (author) await notifications.notify(tx, author, 'system', make(author.firstName));
  }

  /**
   * The staff preview: what was sent to them (pending), or decided (published, banned), never an
   * author's unsubmitted draft (issue 26). While the author drafts an edit of a published article,
   * staff see its live version; a draft that was never sent is 404.
   */
  async function moderated(id: number): Promise<ModeratedArticle> {
    const current = await repo.article(id, 'current', null);
    const live = current?.status === 'saved' ? await repo.article(id, 'live', null) : null;
    const r = current?.status === 'saved' ? live && { ...live, status: 'published' as const } : current;
    if (!r) throw notFound();
    const [article, decisions] = await Promise.all([full(r, true), activity.decisions(id)]);
    return {
      ...article,
      decisions: decisions.map((d) => ({
        id: d.id,
        decision: d.decision,
        reason: d.reason,
        created_at: d.createdAt.toISOString(),
        moderator: { id: d.moderatorId, first_name: d.moderatorFirstName, last_name: d.moderatorLastName },
      })),
    };
  }

  return {
    categories,

    async latest(viewer: AuthUser | null, f: Filters, limit: number, offset: number) {
      const { rows, total } = await repo.latest(readerOf(viewer), f, limit, offset);
      return { data: rows.map((r) => toCard(r)), meta: { total, limit, offset } };
    },

    /** Live articles the person may read, published since `since`, newest first (the weekly digest). */
    async publishedSince(person: NonNullable<Reader>, since: Date, limit: number) {
      const { rows } = await repo.latest(person, {}, limit, 0);
      return rows
        .filter((r) => r.publishedAt && r.publishedAt >= since)
        .map((r) => ({ title: r.title, url: `${ctx.config.appUrl}/post/${r.id}` }));
    },

    /** Ranked search with highlights; without words, the newest articles of the filters. */
    async search(
      viewer: AuthUser | null,
      query: string | undefined,
      f: Filters,
      limit: number,
      offset: number,
    ) {
      if (!query) return this.latest(viewer, f, limit, offset);
      const { rows, total } = await repo.search(readerOf(viewer), query, f, limit, offset);
      return { data: rows.map((r) => toCard(r, r.marks)), meta: { total, limit, offset } };
    },

    /**
     * One article for a reader (issue 28): a guest who opens an article every member may read (All
     * Members, Business captains) is told to sign in (401, `members_only`), so the web asks them to
     * sign up only where signing in would open it; a private or missing one is 404 for everyone.
     */
    async read(viewer: AuthUser | null, id: number): Promise<Article> {
      const r = await repo.article(id, 'live', viewer?.id ?? null);
      if (!r) await removedAfterReport(id);
      if (r && opensOnSignIn(viewer, r)) {
        throw new AppError(401, MSG.articleMembersOnly, undefined, { members_only: true });
      }
      if (!r || !canReadArticle(readerOf(viewer), r) || r.apart) throw notFound();
      return full(r, canSeeArticleMembers(viewer, r));
    },

    /** A live article as its reader sees it, for a report to keep (issue 33); 404 when they may not read it. */
    async reportable(viewer: AuthUser, id: number) {
      const r = await readable(id, viewer);
      return { ownerId: r.ownerId, title: r.title, summary: r.shortDescription, publishedAt: r.publishedAt };
    },

    /** Like or dislike (docs/product/states.md): one reaction per reader; answers the new counts. */
    async react(viewer: AuthUser, id: number, kind: 'like' | 'dislike', on: boolean): Promise<Reactions> {
      await readable(id, viewer);
      await activity.react(id, viewer.id, kind, on);
      const r = await activity.reactions(id, viewer.id);
      return {
        likes: r.likes,
        dislikes: r.dislikes,
        liked: r.mine === 'like',
        disliked: r.mine === 'dislike',
      };
    },

    async mine(
      captain: AuthUser,
      status: ArticleStatus | 'all',
      query: string | undefined,
      limit: number,
      offset: number,
    ) {
      const { rows, total } = await repo.mine(captain.id, status, query, limit, offset);
      return { data: rows.map((r) => toCard(r)), meta: { total, limit, offset } };
    },

    async mineOne(captain: AuthUser, id: number) {
      return full(await own(captain, id), true);
    },

    /**
     * Create (no id) or update: draft=1 saves, draft=0 sends to the moderator. A published article's
     * new content is a new version, so the live one stays readable until the new one is published.
     */
    async save(captain: AuthUser, id: number | undefined, body: ArticleSave): Promise<Article> {
      const stored = id === undefined ? null : await own(captain, id);
      const { visibility, members, subCategoryId } = await checkPayload(captain, body, stored);
      // Only now the expensive part: decode and re-encode the images.
      const before = stored ? await articleFilesRepository(ctx.db).ofArticle(stored.id) : [];
      const { values: pictures, added } = await uploads.images(captain, body, stored);
      const { previewBigImage, bgImage, previewSmallImage } = pictures;
      const values: VersionValues = {
        title: body.title,
        shortDescription: shortDescriptionOf(body.body),
        body: body.body,
        bodyText: articlePlainText(body.body),
        categoryId: body.category_id,
        subCategoryId,
        tags: body.tags,
        visibility,
        assignedMemberIds: members,
        previewSmallImage,
        previewBigImage,
        bgImage,
      };
      const status: ArticleStatus = body.draft ? 'saved' : 'pending';
      const articleId = await ctx.db
        .transaction(async (tx) => {
          const r = articlesRepository(tx);
          if (!stored) {
            const newId = await r.insertArticle(captain.id, status);
            await r.setCurrent(newId, await r.insertVersion(newId, values), status);
            return newId;
          }
          const row = await r.lock(stored.id);
          if (!row || row.currentVersionId === null) throw notFound();
          // The live version is never changed in place.
          const versionId =
            row.currentVersionId === row.liveVersionId
              ? await r.insertVersion(row.id, values)
              : (await r.updateVersion(row.currentVersionId, values), row.currentVersionId);
          await r.setCurrent(row.id, versionId, status);
          return row.id;
        })
        .catch(async (err: unknown) => {
          await uploads.forget(captain.id, added);
          throw err;
        });
      // What the version held before and holds no more (when no other version uses it).
      await uploads.releaseUnused(captain.id, before);
      return full((await repo.article(articleId, 'current', captain.id))!, true);
    },

    /** Only an article that is not in the knowledge base (docs/product/screens.md: Delete for non-published). */
    async remove(captain: AuthUser, id: number) {
      const r = await own(captain, id);
      if (r.liveVersionId !== null)
        throw invalid({ article: MSG.articlePublishedNoDelete }, MSG.articlePublishedNoDelete);
      const used = await articleFilesRepository(ctx.db).ofArticle(id);
      await repo.remove(id);
      await uploads.releaseUnused(captain.id, used);
    },

    uploadImage: uploads.uploadImage,
    uploadFile: uploads.uploadFile,

    // ---------- moderation ----------

    async queue(limit: number, offset: number) {
      const { rows, total } = await repo.pending(limit, offset);
      return { data: rows.map((r) => toCard(r)), meta: { total, limit, offset } };
    },

    moderated,

    /** Publishes the waiting version (one decision: the row is locked) and tells the author. */
    async publish(staff: AuthUser, id: number): Promise<ModeratedArticle> {
      const before = await articleFilesRepository(ctx.db).ofArticle(id);
      const published = await ctx.db.transaction(async (tx) => {
        const r = articlesRepository(tx);
        const a = await r.lock(id);
        if (!a || a.currentVersionId === null) throw notFound();
        if (a.status !== 'pending') throw invalid({ article: MSG.articleNotPending }, MSG.articleNotPending);
        const title = (await r.card(id, 'current'))!.title;
        await r.publish(id, a.currentVersionId);
        await articleActivityRepository(tx).recordDecision(id, staff.id, 'published', null);
        await tellAuthor(tx, a.ownerId, (first) =>
          articlePublished(first, title, `${ctx.config.appUrl}/post/${id}`),
        );
        await audit.record(
          {
            actorId: staff.id,
            action: 'article.published',
            targetType: 'article',
            targetId: id,
            targetLabel: title,
          },
          tx,
        );
        return a;
      });
      // The versions it replaced are gone, and the files only they used.
      await uploads.releaseUnused(published.ownerId, before);
      return moderated(id);
    },

    /**
     * Bans the current version with a reason the author receives. A waiting edit of a published
     * article is refused and the published version stays; a published article leaves the knowledge base.
     */
    async ban(staff: AuthUser, id: number, reason: string): Promise<ModeratedArticle> {
      await ctx.db.transaction(async (tx) => {
        const r = articlesRepository(tx);
        const a = await r.lock(id);
        if (!a || a.currentVersionId === null) throw notFound();
        if (a.status !== 'pending' && a.status !== 'published')
          throw invalid({ article: MSG.articleNotPending }, MSG.articleNotPending);
        const title = (await r.card(id, 'current'))!.title;
        await r.ban(id, reason, a.currentVersionId === a.liveVersionId);
        await articleActivityRepository(tx).recordDecision(id, staff.id, 'banned', reason);
        await tellAuthor(tx, a.ownerId, (first) =>
          articleBanned(first, title, reason, `${ctx.config.appUrl}/article/editor/${id}`),
        );
        await audit.record(
          {
            actorId: staff.id,
            action: 'article.banned',
            targetType: 'article',
            targetId: id,
            targetLabel: title,
            details: { reason },
          },
          tx,
        );
        return a;
      });
      return moderated(id);
    },
  };
};

import { REMOVED_BY_MODERATOR, type FeedComment } from '@keh/contracts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { feedComment, feedFollowUp } from '../../lib/mail/templates';
import { notificationsService, type FollowUpJob } from '../notifications/notifications.service';
import type { AuthUser } from '../../plugins/auth';
import { mentoringService } from '../mentoring/mentoring.service';
import { fullName, usersRepository } from '../users/users.repository';
import { feedRepository } from './feed.repository';
import type { FeedJsonComment } from './feed.read-model';
import { canReadFeedComment } from '../../policies/workspace';

/** The follow-up topic of a mentoring's feed: `feed:<mentoring id>`. */
export const FEED_TOPIC = 'feed:';

type CommentRow = Omit<Awaited<ReturnType<ReturnType<typeof feedRepository>['list']>>[number], 'mentoringId'>;

const toComment = (c: CommentRow): FeedComment => ({
  id: c.id,
  // A comment a moderator hid is never served to readers again (issue 33).
  body: c.hiddenAt ? REMOVED_BY_MODERATOR : c.body,
  ...(c.hiddenAt && { removed: true }),
  created_at: c.createdAt.toISOString(),
  owner: c.owner?.id
    ? { id: c.owner.id, avatar: c.owner.avatar, first_name: c.owner.firstName, last_name: c.owner.lastName }
    : null,
  is_read: Boolean(c.isRead),
});

/**
 * The feed of a mentoring (docs/product (entities and states)): comments of the pair, system comments that tell
 * the story of the plan, and per-person read marks.
 */
export const feedService = (ctx: AppContext) => {
  const repo = feedRepository(ctx.db);
  const mentoring = mentoringService(ctx);
  const notifications = notificationsService(ctx);
  /** Where a person opens the pair's feed: a captain by the Member's id, a Member their own. */
  const feedUrl = (person: { type: string }, pair: { menteeId: number }) =>
    `${ctx.config.appUrl}${person.type === 'mentor' ? `/my/mentoring/${pair.menteeId}` : '/my/mentoring'}`;

  return {
    /**
     * A comment by one of the pair. The other is told when their feed notifications are on: the
     * first comment at once, further ones within 15 minutes in one follow-up (decision 0023).
     */
    async post(user: AuthUser, mentoringId: number | undefined, body: string) {
      const pair = await mentoring.pairFor(user, mentoringId);
      const otherId = user.id === pair.mentorId ? pair.menteeId : pair.mentorId;
      const row = await ctx.db.transaction(async (tx) => {
        const inserted = await feedRepository(tx).insert({ mentoringId: pair.id, ownerId: user.id, body });
        const other = await usersRepository(tx).findById(otherId);
        if (other) {
          const content = feedComment(other.firstName, fullName(user.row), body, feedUrl(other, pair));
          await notifications.gather(tx, other, 'feed', `${FEED_TOPIC}${pair.id}`, content);
        }
        return inserted;
      });
      mentoring.workspaceChanged(pair);
      // As the feed shows it to its writer: their own comment, read (no need to read it back).
      const { id, avatar, firstName, lastName } = user.row;
      return toComment({ ...row, owner: { id, avatar, firstName, lastName }, isRead: true });
    },

    /**
     * The follow-up of a feed's window: the comments of the other person since the first mail that
     * the reader has still not read, in one mail (nothing when they read them all meanwhile).
     */
    async followUp(job: FollowUpJob) {
      const mentoringId = Number(job.topic.slice(FEED_TOPIC.length));
      const reader = await usersRepository(ctx.db).findById(job.userId);
      const pair = reader && (await mentoring.runningPair(mentoringId));
      if (!reader || !pair || (pair.mentorId !== reader.id && pair.menteeId !== reader.id)) return;
      const since = new Date(job.since);
      const news = (await repo.list(mentoringId, reader.id)).filter(
        (c) => c.owner?.id && c.owner.id !== reader.id && !c.isRead && c.createdAt > since,
      );
      if (!news.length) return;
      const comments = news
        .filter((c) => !c.hiddenAt)
        .map((c) => ({ from: fullName(c.owner!), body: c.body }));
      await notifications.notify(
        ctx.db,
        reader,
        'feed',
        feedFollowUp(reader.firstName, comments, feedUrl(reader, pair)),
      );
    },

    /** A system comment (no owner); `actorId` is who caused it, for whom it counts as read. */
    system: (mentoringId: number, actorId: number | null, body: string, db: DbOrTx = ctx.db) =>
      feedRepository(db).insert({ mentoringId, ownerId: null, actorId, body }),

    /** Marks one comment read; answers the reader's unread count. */
    async read(user: AuthUser, mentoringId: number | undefined, commentId: number) {
      const pair = await mentoring.pairFor(user, mentoringId);
      if (!(await repo.markRead(pair.id, user.id, { one: commentId }))) throw notFound();
      return { feed_unread_comments_count: (await repo.unreadCounts([pair.id], user.id)).get(pair.id) ?? 0 };
    },

    /**
     * Marks every comment read up to `upToId`, the newest the reader was shown (all so far without
     * it): one posted after the client's fetch stays unread. Answers the reader's unread count.
     */
    async readAll(user: AuthUser, mentoringId: number | undefined, upToId?: number) {
      const pair = await mentoring.pairFor(user, mentoringId);
      await repo.markRead(pair.id, user.id, { upTo: upToId });
      return { feed_unread_comments_count: (await repo.unreadCounts([pair.id], user.id)).get(pair.id) ?? 0 };
    },

    /** A comment its reader may see (they are of the running pair), or null (a report's target; issue 33). */
    async commentFor(userId: number, commentId: number) {
      const c = await repo.byId(commentId);
      const pair = c && (await mentoring.runningPair(c.mentoringId));
      if (!c || !canReadFeedComment({ id: userId }, pair)) return null;
      return c;
    },
    /** Hides a comment from its readers (a moderator's decision after a report; issue 33). */
    hideComment: (commentId: number, db: DbOrTx = ctx.db) => feedRepository(db).hide(commentId),

    list: async (mentoringId: number, readerId: number) =>
      (await repo.list(mentoringId, readerId)).map(toComment),
    /** Several feeds in one statement, by mentoring id. */
    lists: async (mentoringIds: number[], readerId: number) =>
      new Map([...(await repo.lists(mentoringIds, readerId))].map(([id, rows]) => [id, rows.map(toComment)])),
    /**
     * A feed as `feedJsonSql` (feed.read-model.ts) answers it: its comments as the API shows them
     * and how many the reader has not read (what `list` and `unreadCounts` answer for it).
     */
    fromJson(json: FeedJsonComment[]) {
      const comments = json.map((c) =>
        toComment({
          id: c.id,
          body: c.body,
          createdAt: new Date(c.created_at),
          hiddenAt: c.hidden ? new Date(0) : null,
          owner: c.owner && {
            id: c.owner.id,
            avatar: c.owner.avatar,
            firstName: c.owner.first_name,
            lastName: c.owner.last_name,
          },
          isRead: c.is_read,
        }),
      );
      return { comments, unread: comments.filter((c) => !c.is_read).length };
    },
    unreadCounts: (mentoringIds: number[], readerId: number) => repo.unreadCounts(mentoringIds, readerId),
  };
};

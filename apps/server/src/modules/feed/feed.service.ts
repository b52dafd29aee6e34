import type { FeedComment } from '@keh/contracts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { feedCommentMail } from '../../lib/mail/templates';
import type { AuthUser } from '../../plugins/auth';
import { mentoringService } from '../mentoring/mentoring.service';
import { fullName, usersRepository } from '../users/users.repository';
import { feedRepository } from './feed.repository';

type CommentRow = Awaited<ReturnType<ReturnType<typeof feedRepository>['list']>>[number];

const toComment = (c: CommentRow): FeedComment => ({
  id: c.id,
  body: c.body,
  created_at: c.createdAt.toISOString(),
  owner: c.owner?.id
    ? { id: c.owner.id, avatar: c.owner.avatar, first_name: c.owner.firstName, last_name: c.owner.lastName }
    : null,
  is_read: Boolean(c.isRead),
});

/**
 * The feed of a mentoring (spec sections 3 and 4): comments of the pair, system comments that tell
 * the story of the plan, and per-person read marks.
 */
export const feedService = (ctx: AppContext) => {
  const repo = feedRepository(ctx.db);
  const mentoring = mentoringService(ctx);

  return {
    /** A comment by one of the pair; the other is mailed when their feed notifications are on. */
    async post(user: AuthUser, mentoringId: number | undefined, body: string) {
      const pair = await mentoring.pairFor(user, mentoringId);
      const row = await repo.insert({ mentoringId: pair.id, ownerId: user.id, body });
      const otherId = user.id === pair.mentorId ? pair.menteeId : pair.mentorId;
      const other = await usersRepository(ctx.db).findById(otherId);
      if (other?.feedNotifications) {
        const path = other.type === 'mentor' ? `/my/mentoring/${user.id}` : '/my/mentoring';
        await ctx.mailer.send(
          feedCommentMail(other.email, fullName(user.row), body, `${ctx.config.appUrl}${path}`),
        );
      }
      const [created] = (await repo.list(pair.id, user.id)).filter((c) => c.id === row.id);
      return toComment(created!);
    },

    /** A system comment (no owner); `actorId` is who caused it, for whom it counts as read. */
    system: (mentoringId: number, actorId: number | null, body: string, db: DbOrTx = ctx.db) =>
      feedRepository(db).insert({ mentoringId, ownerId: null, actorId, body }),

    /** Marks one comment, or all, read; answers the reader's unread count. */
    async read(user: AuthUser, mentoringId: number | undefined, commentId?: number) {
      const pair = await mentoring.pairFor(user, mentoringId);
      if (!(await repo.markRead(pair.id, user.id, commentId))) throw notFound();
      return { feed_unread_comments_count: (await repo.unreadCounts([pair.id], user.id)).get(pair.id) ?? 0 };
    },

    list: async (mentoringId: number, readerId: number) =>
      (await repo.list(mentoringId, readerId)).map(toComment),
    unreadCounts: (mentoringIds: number[], readerId: number) => repo.unreadCounts(mentoringIds, readerId),
  };
};

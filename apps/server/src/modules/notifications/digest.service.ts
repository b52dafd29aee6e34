import type { AppContext } from '../../context';
import { digestHasNews, ukTime, weeklyDigest, type DigestContent } from '../../lib/mail/templates';
import { articlesService } from '../articles/articles.service';
import { chatService } from '../chat/chat.service';
import { eventsService } from '../events/events.service';
import { feedService } from '../feed/feed.service';
import { mentoringService } from '../mentoring/mentoring.service';
import { planService } from '../plans/plan.service';
import { fullName, usersRepository, type UserRow } from '../users/users.repository';
import { notificationsService, wantsMail } from './notifications.service';

export const DIGEST_QUEUE = 'weekly-digest';
/** Starts a week's digests (one job fans out to one per person); Mondays and on staff demand. */
export const DIGEST_START_QUEUE = 'weekly-digest-start';
const WEEK_MS = 7 * 24 * 60 * 60_000;
/** At most this many new articles are listed (the newest). */
const DIGEST_ARTICLES = 8;

/** Monday 00:00 UTC of the week `now` is in: the week a digest speaks of. */
export const weekOf = (now: Date) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
};

/** A start of the digests: for everyone with it on, or one person. */
export interface DigestStart {
  userId?: number;
}

/** A digest job: one person's digest for the week starting at `weekOf` (an ISO moment). */
export interface DigestJob {
  userId: number;
  weekOf: string;
}

/**
 * The Monday digest (decision 0023): per person with the weekly flag on, the articles published
 * in the past week they may read, the events of the coming week they may attend, their plans' due
 * and overdue milestones, and their unread feed and chat counts. Nothing is sent when there is
 * nothing to say.
 */
export const digestService = (ctx: AppContext) => {
  const people = usersRepository(ctx.db);
  const notifications = notificationsService(ctx);

  /** What a person's digest says for the week starting at `weekOf`. */
  async function contentFor(person: UserRow, weekOf: Date): Promise<DigestContent> {
    const nextWeek = new Date(weekOf.getTime() + WEEK_MS);
    const reader = { id: person.id, type: person.type, tokenId: 0, row: person };
    const pairs = await mentoringService(ctx).pairsOf(reader);
    const plan = planService(ctx);
    const [articles, events, milestones, feedUnread, unreadChat] = await Promise.all([
      articlesService(ctx).publishedSince(reader, new Date(weekOf.getTime() - WEEK_MS), DIGEST_ARTICLES),
      eventsService(ctx).comingFor(person.id, weekOf, nextWeek),
      Promise.all(
        pairs.map(async ({ mentoring, other }) =>
          (await plan.dueMilestones(mentoring.id, nextWeek.getTime() - Date.now())).map((m) => ({
            name:
              person.type === 'mentor'
                ? `${m.name} (${fullName({ firstName: other.first_name, lastName: other.last_name })})`
                : m.name,
            when: ukTime.format(m.deadline!),
            overdue: m.deadline!.getTime() < weekOf.getTime(),
          })),
        ),
      ),
      feedService(ctx).unreadCounts(
        pairs.map((p) => p.mentoring.id),
        person.id,
      ),
      chatService(ctx).unreadTotal(person.id),
    ]);
    return {
      articles,
      events,
      milestones: milestones.flat(),
      unreadFeed: [...feedUnread.values()].reduce((a, b) => a + b, 0),
      unreadChat,
    };
  }

  return {
    contentFor,

    /**
     * Queues one digest job per person with the weekly flag on (or only `userId`), in one
     * statement. The Monday schedule fires once across processes (pg-boss's cron); staff may run
     * it again on demand. Answers how many were queued.
     */
    async queueAll(weekOf: Date, userId?: number) {
      const ids = await people.weeklyRecipients(userId);
      const jobs: DigestJob[] = ids.map((id) => ({ userId: id, weekOf: weekOf.toISOString() }));
      await ctx.jobs.sendMany(ctx.db, DIGEST_QUEUE, jobs);
      return ids.length;
    },

    /** How many people a digest for everyone would reach now (the console asks before sending). */
    audience() {
      return people.countWeeklyRecipients();
    },

    /**
     * Starts the digest now (for everyone with it on, or one person): a start waiting for the same
     * people absorbs a repeated call. Answers how many people it is for.
     */
    async start(userId?: number) {
      await ctx.jobs.send(ctx.db, DIGEST_START_QUEUE, { userId } satisfies DigestStart, {
        singletonKey: userId === undefined ? 'everyone' : String(userId),
      });
      return (await people.weeklyRecipients(userId)).length;
    },

    /** Composes and queues one person's digest, when the flag is still on and there is news. */
    async send(job: DigestJob) {
      const person = await people.findById(job.userId);
      if (!person || !wantsMail(person, 'weekly')) return false;
      const content = await contentFor(person, new Date(job.weekOf));
      if (!digestHasNews(content)) return false;
      return notifications.notify(
        ctx.db,
        person,
        'weekly',
        weeklyDigest(person.firstName, content, ctx.config.appUrl),
      );
    },
  };
};

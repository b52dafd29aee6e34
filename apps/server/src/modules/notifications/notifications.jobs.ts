import type { FastifyInstance } from 'fastify';
import type { Job, JobResult } from 'pg-boss';
import { chatService } from '../chat/chat.service';
import { FEED_TOPIC, feedService } from '../feed/feed.service';
import { trustService } from '../mentoring/trust.service';
import { PLAN_TOPIC, planService } from '../plans/plan.service';
import { usersRepository } from '../users/users.repository';
import {
  DIGEST_QUEUE,
  DIGEST_START_QUEUE,
  digestService,
  weekOf,
  type DigestJob,
  type DigestStart,
} from './digest.service';
import {
  FOLLOW_UP_QUEUE,
  MAIL_DEAD_QUEUE,
  MAIL_QUEUE,
  wantsMail,
  type FollowUpJob,
  type MailJob,
} from './notifications.service';

/** Scheduled sweeps: pg-boss fires each once per slot across all processes. */
const CHAT_UNREAD_SWEEP = 'chat-unread-sweep';
const MILESTONE_REMINDERS = 'milestone-reminders';
/** Reminds captains of waiting requests and expires unanswered ones (issue 33), every minute. */
const REQUEST_EXPIRY_SWEEP = 'request-expiry-sweep';
const DAY_S = 24 * 60 * 60;

/**
 * The background work of notifications (decision 0023), in every server process: the mail queue's
 * worker (retried with backoff, then a dead letter staff can see and send again), the feed's
 * follow-ups, the digests, and the scheduled sweeps (unread chat every minute, milestone
 * reminders every five minutes, the digest on Monday at 08:00 UK time).
 */
export async function notificationJobs(app: FastifyInstance) {
  const { jobs } = app;
  const people = usersRepository(app.db);

  await jobs.queue(MAIL_DEAD_QUEUE, { retentionSeconds: 30 * DAY_S });
  // Retried for about ten hours (30 s doubling, at most 2 h apart), then a dead letter.
  await jobs.queue(MAIL_QUEUE, {
    retryLimit: 12,
    retryDelay: 30,
    retryBackoff: true,
    retryDelayMax: 2 * 60 * 60,
    expireInSeconds: 120,
    deadLetter: MAIL_DEAD_QUEUE,
    notify: true,
  });
  // One waiting follow-up per person and topic: news inside a window joins the one already queued.
  await jobs.queue(FOLLOW_UP_QUEUE, { policy: 'short', retryLimit: 3, retryBackoff: true });
  await jobs.queue(DIGEST_QUEUE, { retryLimit: 3, retryBackoff: true, notify: true });
  for (const sweep of [CHAT_UNREAD_SWEEP, MILESTONE_REMINDERS, DIGEST_START_QUEUE, REQUEST_EXPIRY_SWEEP])
    await jobs.queue(sweep, { policy: 'stately', retryLimit: 1 });

  /**
   * Jobs are fetched in batches (a backlog drains at once) but settled one by one: a failing job
   * is retried alone. NOTIFY wakes the worker when a job commits; polling is the backstop.
   */
  const work = <T extends object | null>(queue: string, handle: (data: T) => Promise<unknown>) =>
    jobs.boss.work<T>(
      queue,
      { batchSize: 10, burstWhenBatchFull: true, perJobResults: true, notifyPollingIntervalSeconds: 5 },
      async (batch: Job<T>[]): Promise<JobResult[]> => {
        const results: JobResult[] = [];
        for (const job of batch) {
          try {
            await handle(job.data);
            results.push({ id: job.id, status: 'completed' });
          } catch (err) {
            app.log.warn({ err, queue, job: job.id }, 'job failed; it will be retried');
            results.push({ id: job.id, status: 'failed', output: { message: (err as Error).message } });
          }
        }
        return results;
      },
    );

  await work<MailJob>(MAIL_QUEUE, async (job) => {
    // The flag is read again: a person who turned it off since the mail was queued gets nothing.
    if (job.userId !== undefined && job.flag) {
      const person = await people.findById(job.userId);
      if (!person || !wantsMail(person, job.flag)) return;
    }
    await app.mailer.send(job.message);
  });
  await work<FollowUpJob>(FOLLOW_UP_QUEUE, async (job) => {
    if (job.topic.startsWith(FEED_TOPIC)) await feedService(app).followUp(job);
    else if (job.topic.startsWith(PLAN_TOPIC)) await planService(app).followUp(job);
  });
  await work<DigestJob>(DIGEST_QUEUE, (job) => digestService(app).send(job));
  await work(CHAT_UNREAD_SWEEP, () => chatService(app).sweepUnreadMail());
  await work(MILESTONE_REMINDERS, () => planService(app).queueReminders());
  await work(REQUEST_EXPIRY_SWEEP, () => trustService(app).sweepRequests());
  // The Monday schedule's jobs carry no data (null); a staff run's carry `{ userId? }`.
  await work<DigestStart | null>(DIGEST_START_QUEUE, (job) =>
    digestService(app).queueAll(weekOf(new Date()), job?.userId),
  );

  await jobs.boss.schedule(CHAT_UNREAD_SWEEP, '* * * * *');
  await jobs.boss.schedule(MILESTONE_REMINDERS, '*/5 * * * *');
  await jobs.boss.schedule(REQUEST_EXPIRY_SWEEP, '* * * * *');
  await jobs.boss.schedule(DIGEST_START_QUEUE, '0 8 * * 1', null, { tz: 'Europe/London' });
}

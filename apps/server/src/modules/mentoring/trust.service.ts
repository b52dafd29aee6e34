import { RESPONSIVENESS_WINDOW_DAYS, responsivenessOf, type Responsiveness } from '@keh/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { requestExpired, requestReminder } from '../../lib/mail/trust-templates';
import type { AuthUser } from '../../plugins/auth';
import { chatService } from '../chat/chat.service';
import { notificationsService } from '../notifications/notifications.service';
import { fullName, toPersonSummary, usersRepository } from '../users/users.repository';
import { mentoringRepository } from './mentoring.repository';
import { trustRepository } from './trust.repository';
import { canAnswerRequest, canReadCertificate } from '../../policies/mentoring';

const DAY_S = 86_400;
/** Reminders at 3 and 10 days of a 14-day expiry (scaled with REQUEST_EXPIRY_DAYS). */
export const REMINDER_FRACTIONS = [3 / 14, 10 / 14] as const;
/** Requests claimed per transaction of the sweep. */
const SWEEP_BATCH = 50;

export const median = (xs: number[]) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** How quickly a captain answers: the median of their request answers and first chat replies. */
export const responsivenessFrom = (answers: number[], replies: number[]): Responsiveness => {
  const all = [...answers, ...replies];
  return responsivenessOf(median(all), all.length);
};

/**
 * Requests that never hang and captains' responsiveness (issue 33): the sweep that reminds
 * captains and expires unanswered requests, the question a captain asks before accepting, and how
 * quickly each captain answers.
 */
export const trustService = (ctx: AppContext) => {
  const repo = trustRepository(ctx.db);
  const users = usersRepository(ctx.db);
  const notifications = notificationsService(ctx);
  const expirySeconds = () => ctx.config.requestExpiryDays * DAY_S;

  return {
    /**
     * Reminds captains of requests waiting 3/14 and 10/14 of the expiry, and expires the requests
     * unanswered for REQUEST_EXPIRY_DAYS. Each claim commits with its mails, so several processes
     * may sweep at once and each reminder or expiry happens once. Answers what it did.
     */
    async sweepRequests(now = new Date()) {
      const done = { reminded: 0, expired: 0 };
      // The later reminder first: a request found late gets one reminder, not two.
      for (const nth of [2, 1] as const) {
        const after = Math.round(expirySeconds() * REMINDER_FRACTIONS[nth - 1]!);
        for (;;) {
          const claimed = await ctx.db.transaction(async (tx) => {
            const rows = await trustRepository(tx).claimReminders(now, nth, after, SWEEP_BATCH);
            for (const r of rows) {
              const [captain, member] = await Promise.all([
                usersRepository(tx).findById(r.mentorId),
                usersRepository(tx).findById(r.menteeId),
              ]);
              if (!captain || !member) continue;
              const expiresAt = new Date(new Date(r.createdAt).getTime() + expirySeconds() * 1000);
              await notifications.notify(
                tx,
                captain,
                'system',
                requestReminder(captain.firstName, fullName(member), expiresAt, ctx.config.appUrl),
              );
            }
            return rows.length;
          });
          done.reminded += claimed;
          if (claimed < SWEEP_BATCH) break;
        }
      }
      for (;;) {
        const rows = await ctx.db.transaction(async (tx) => {
          const expired = await trustRepository(tx).expire(now, expirySeconds(), SWEEP_BATCH);
          for (const r of expired) {
            const [captain, member] = await Promise.all([
              usersRepository(tx).findById(r.mentorId),
              usersRepository(tx).findById(r.menteeId),
            ]);
            if (!captain || !member) continue;
            await notifications.notify(
              tx,
              member,
              'system',
              requestExpired(member.firstName, fullName(captain), ctx.config.appUrl),
            );
          }
          return expired;
        });
        for (const r of rows) ctx.live.changed([r.menteeId, r.mentorId], { topic: 'requests' });
        done.expired += rows.length;
        if (rows.length < SWEEP_BATCH) break;
      }
      return done;
    },

    /**
     * Asks the Member a question about their open request instead of answering it: the captain's
     * conversation with them (opened, or the one they have) gets the request quoted and the question.
     * The request stays open.
     */
    async ask(captain: AuthUser, requestId: number, body: string) {
      const req = await mentoringRepository(ctx.db).requestById(requestId);
      if (!req || !canAnswerRequest(captain, req)) throw notFound();
      const member = await users.findById(req.menteeId);
      if (!member || member.status !== 'active') throw notFound();
      const chat = chatService(ctx);
      const conversation = await chat.open(captain, member.id);
      const on = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' }).format(
        req.createdAt,
      );
      await chat.send(
        captain,
        conversation.id,
        `“Mentoring request from ${fullName(member)}, ${on}”\n\n${body}`,
      );
      return chat.open(captain, member.id);
    },

    /**
     * How quickly each captain answers: the median of their request answers and first chat replies
     * over the last 90 days, in two statements for any number of captains (a page of a list).
     */
    async responsiveness(captainIds: number[]): Promise<Map<number, Responsiveness>> {
      const [answers, replies] = await Promise.all([
        repo.requestAnswerHours(captainIds, RESPONSIVENESS_WINDOW_DAYS),
        chatService(ctx).firstReplyHours(captainIds, RESPONSIVENESS_WINDOW_DAYS),
      ]);
      return new Map(
        captainIds.map((id) => [id, responsivenessFrom(answers.get(id) ?? [], replies.get(id) ?? [])]),
      );
    },

    completions: (mentorId: number) => repo.completions(mentorId),

    /** The person's ended mentorings, newest first, with the other of the pair. */
    endedPairsOf: async (user: AuthUser) =>
      (await repo.endedOf(user.id)).map(({ mentoring, person }) => ({
        mentoring,
        other: toPersonSummary(person),
      })),

    /**
     * A mentoring of this person (either side) that ended with its goals reached: the one a
     * certificate is for. Anything else is a 404.
     */
    async completedPair(user: AuthUser, mentoringId: number) {
      const m = await repo.mentoringById(mentoringId);
      if (!m || !canReadCertificate(user, m)) throw notFound();
      return m;
    },
  };
};

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sessionLogReminder, sessionReminder } from '../../lib/mail/session-mails';
import { notificationsService } from '../notifications/notifications.service';
import { fullName, usersRepository } from '../users/users.repository';
import { placeOf, ukMidnight } from './sessions.calendar';
import { sessionsRepository, type SessionRow } from './sessions.repository';
import { whenUk } from './sessions.calendar';
import { sessionsService } from './sessions.service';

const HOUR_MS = 60 * 60_000;
/** The morning reminder of an unlogged session leaves from this UK hour on. */
const MORNING_HOUR = 8;
export const SESSION_REMINDERS = 'session-reminders';

/**
 * Session reminders (issue 32), queued by a sweep every five minutes: 24 hours and 1 hour before a
 * booked session to both of the pair, and, the morning after, a session not logged to its proposer
 * (system flag; each reminder is claimed once, with its mails in the same transaction).
 */
export const sessionRemindersService = (ctx: AppContext) => {
  const notifications = notificationsService(ctx);
  const sessions = sessionsService(ctx);

  return {
    async queue(now = new Date()) {
      return ctx.db.transaction(async (tx) => {
        const r = sessionsRepository(tx);
        const people = usersRepository(tx);
        const facts = async (s: SessionRow, personId: number) => {
          const otherId = personId === s.mentorId ? s.menteeId : s.mentorId;
          const other = await people.findById(otherId);
          return {
            other: other ? fullName(other) : 'your mentoring partner',
            when: whenUk(s.startsAt),
            where: placeOf(s),
            url: sessions.urlFor(s, personId),
          };
        };
        let queued = 0;
        for (const soon of ['day', 'hour'] as const) {
          for (const s of await r.claimStartReminders(soon, soon === 'day' ? 24 * HOUR_MS : HOUR_MS, now)) {
            // Booked within the last day: the hour's reminder is enough.
            if (soon === 'day' && s.startsAt.getTime() - now.getTime() <= 2 * HOUR_MS) continue;
            for (const id of [s.mentorId, s.menteeId]) {
              const person = await people.findById(id);
              if (!person) continue;
              const content = sessionReminder(person.firstName, { ...(await facts(s, id)), soon });
              if (await notifications.notify(tx, person, 'system', content)) queued++;
            }
          }
        }
        const { midnight, hour } = ukMidnight(now);
        if (hour >= MORNING_HOUR) {
          for (const s of await r.claimLogReminders(midnight, now)) {
            const person = await people.findById(s.proposedBy);
            if (!person) continue;
            const content = sessionLogReminder(person.firstName, await facts(s, person.id));
            if (await notifications.notify(tx, person, 'system', content)) queued++;
          }
        }
        return queued;
      });
    },
  };
};

/** The sweep's queue and schedule, in every server process (pg-boss fires it once per slot). */
export async function sessionJobs(app: FastifyInstance) {
  await app.jobs.queue(SESSION_REMINDERS, { policy: 'stately', retryLimit: 1 });
  await app.jobs.boss.work(SESSION_REMINDERS, { notifyPollingIntervalSeconds: 30 }, async () => {
    await sessionRemindersService(app).queue();
  });
  await app.jobs.boss.schedule(SESSION_REMINDERS, '*/5 * * * *');
}

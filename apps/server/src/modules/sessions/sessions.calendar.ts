import { ukTime } from '../../lib/mail/templates';
import type { CalendarItem } from '../../lib/ics';
import type { UserRow } from '../users/users.repository';
import { fullName } from '../users/users.repository';
import type { SessionRow } from './sessions.repository';

/** What a session's calendar item and mails need of it: the row and its two people. */
export interface SessionPeople {
  captain: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>;
  member: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>;
}

export const endOf = (s: Pick<SessionRow, 'startsAt' | 'durationMinutes'>) =>
  new Date(s.startsAt.getTime() + s.durationMinutes * 60_000);

export const placeOf = (s: Pick<SessionRow, 'location' | 'videoUrl'>) =>
  [s.location, s.videoUrl].filter(Boolean).join(' · ') || 'To be agreed';

/**
 * A session as an item of a calendar file (issue 32): a UID that never changes, its SEQUENCE, the
 * captain as ORGANIZER and both people as ATTENDEEs, times in UTC.
 */
export function sessionItem(s: SessionRow, people: SessionPeople, host: string, url: string): CalendarItem {
  const captain = fullName(people.captain);
  const member = fullName(people.member);
  return {
    uid: `session-${s.id}@${host}`,
    title: `Mentoring session: ${captain} and ${member}`,
    description: [
      s.agenda ? `Agenda: ${s.agenda}` : null,
      s.videoUrl ? `Video link: ${s.videoUrl}` : null,
      `On the X-Forces Knowledge Exchange Hub: ${url}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
    location: placeOf(s),
    url,
    start: s.startsAt,
    end: endOf(s),
    sequence: s.sequence,
    status: s.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: captain, email: people.captain.email },
    attendees: [
      { name: captain, email: people.captain.email },
      { name: member, email: people.member.email },
    ],
  };
}

/** Midnight of today in the UK (the instant), for `now`. */
export function ukMidnight(now: Date): { midnight: Date; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'shortOffset',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const offset = /GMT([+-]\d+)?/.exec(parts.timeZoneName ?? '')?.[1];
  const hours = offset ? Number(offset) : 0;
  const midnight = new Date(
    Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) - hours * 3_600_000,
  );
  return { midnight, hour: Number(parts.hour) };
}

/** A moment as the mails write it: UK wall-clock time, said to be so. */
export const whenUk = (d: Date) => `${ukTime.format(d)} (UK time)`;

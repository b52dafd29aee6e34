import { createEvents, type EventAttributes } from 'ics';

/** One happening in a calendar file. Times are instants; the file writes them in UTC. */
export interface CalendarItem {
  /** Stable across changes: a later file with the same UID moves or removes the first. */
  uid: string;
  title: string;
  description: string;
  location?: string | null;
  url?: string | null;
  start: Date;
  end: Date;
  /** Raised by every change sent to calendars (RFC 5546). */
  sequence?: number;
  status?: 'CONFIRMED' | 'CANCELLED' | 'TENTATIVE';
  organizer?: { name: string; email: string };
  attendees?: { name: string; email: string }[];
}

export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL';

/**
 * An iCalendar file (RFC 5545, the `ics` library) of one or more items: the one builder behind an
 * event's file, a session's invitation, update and cancellation (METHOD REQUEST or CANCEL with the
 * organizer and attendees) and a person's calendar feed.
 */
export function calendarFile(method: CalendarMethod, items: CalendarItem[], calName?: string): string {
  const events: EventAttributes[] = items.map((e) => ({
    uid: e.uid,
    title: e.title,
    description: e.description,
    ...(e.location && { location: e.location }),
    ...(e.url && { url: e.url }),
    ...(e.sequence !== undefined && { sequence: e.sequence }),
    ...(e.status && { status: e.status }),
    ...(e.organizer && { organizer: e.organizer }),
    ...(e.attendees && {
      attendees: e.attendees.map((a) => ({
        ...a,
        rsvp: false,
        partstat: 'ACCEPTED' as const,
        role: 'REQ-PARTICIPANT' as const,
      })),
    }),
    start: e.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Math.max(e.end.getTime(), e.start.getTime()),
    endInputType: 'utc',
    endOutputType: 'utc',
  }));
  const { error, value } = createEvents(events, {
    productId: 'x-forces-knowledge-exchange-hub',
    method,
    ...(calName && { calName }),
  });
  if (error || !value) throw error ?? new Error('no calendar');
  return value;
}

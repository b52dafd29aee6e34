import { calendarFile } from '../../lib/ics';

/**
 * One event as an iCalendar file (RFC 5545; the shared builder `lib/ics`): UTC start and end, a
 * stable UID so a second import updates the first, and a link back to the event. `cancelled` makes
 * the cancellation of it (METHOD:CANCEL, STATUS:CANCELLED, a higher SEQUENCE), which removes it.
 */
export function eventCalendar(e: {
  id: number;
  title: string;
  description: string;
  address: string;
  startsAt: Date;
  endsAt: Date;
  captain: string;
  url: string;
  host: string;
  cancelled?: boolean;
}): string {
  return calendarFile(e.cancelled ? 'CANCEL' : 'PUBLISH', [eventItem(e)]);
}

/** An event as an item of a calendar file (its own file, or a person's feed). */
export const eventItem = (e: Parameters<typeof eventCalendar>[0]) => ({
  uid: `event-${e.id}@${e.host}`,
  title: e.title,
  description: `${e.description}\n\nRun by ${e.captain} on the X-Forces Knowledge Exchange Hub: ${e.url}`,
  location: e.address,
  url: e.url,
  start: e.startsAt,
  end: e.endsAt,
  ...(e.cancelled && { status: 'CANCELLED' as const, sequence: 1 }),
});

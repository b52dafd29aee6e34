import { createEvent } from 'ics';

/**
 * One event as an iCalendar file (RFC 5545; the `ics` library): UTC start and end, a stable UID
 * so a second import updates the first, and a link back to the event. `cancelled` makes the
 * cancellation of it (METHOD:CANCEL, STATUS:CANCELLED, a higher SEQUENCE), which removes it.
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
  const { error, value } = createEvent({
    uid: `event-${e.id}@${e.host}`,
    productId: 'x-forces-knowledge-exchange-hub',
    method: e.cancelled ? 'CANCEL' : 'PUBLISH',
    ...(e.cancelled && { status: 'CANCELLED' as const, sequence: 1 }),
    title: e.title,
    description: `${e.description}\n\nRun by ${e.captain} on the X-Forces Knowledge Exchange Hub: ${e.url}`,
    location: e.address,
    url: e.url,
    start: e.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Math.max(e.endsAt.getTime(), e.startsAt.getTime()),
    endInputType: 'utc',
    endOutputType: 'utc',
  });
  if (error || !value) throw error ?? new Error('no calendar');
  return value;
}

import { PROGRAMME_TIME_ZONE } from '@keh/contracts';
import { MONTHS_SHORT, WEEKDAYS, pad } from '../../lib/dates';

/**
 * Session times: Unix seconds UTC on the wire, the viewer's own time zone on the screen (written by
 * hand like lib/dates), and the programme's (Europe/London) beside it when the viewer's differs.
 */

/** 'Tue 3 Dec, 10:00' in the viewer's time zone. */
export function shortWhen(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  return `${WEEKDAYS[d.getDay()]!.slice(0, 3)} ${d.getDate()} ${MONTHS_SHORT[d.getMonth()]}, ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** 'Tue 3 Dec 2024, 10:00–11:00' in the viewer's time zone. */
export function whenWithEnd(unixSeconds: number, minutes: number): string {
  const d = new Date(unixSeconds * 1000);
  const end = new Date((unixSeconds + minutes * 60) * 1000);
  return `${WEEKDAYS[d.getDay()]!.slice(0, 3)} ${d.getDate()} ${MONTHS_SHORT[d.getMonth()]} ${d.getFullYear()}, ${pad(d.getHours())}:${pad(d.getMinutes())}–${pad(end.getHours())}:${pad(end.getMinutes())}`;
}

/** The viewer's time zone (the browser's). */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** '10:00 UK time' when the viewer is not on UK time at that moment, else null. */
export function ukNote(unixSeconds: number, zone = viewerZone()): string | null {
  if (zone === PROGRAMME_TIME_ZONE) return null;
  const uk = new Intl.DateTimeFormat('en-GB', {
    timeZone: PROGRAMME_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).format(new Date(unixSeconds * 1000));
  const d = new Date(unixSeconds * 1000);
  const mine = `${WEEKDAYS[d.getDay()]!.slice(0, 3)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return uk === mine ? null : `${uk} UK time`;
}

/** dd/mm/yyyy and hh:mm typed in the viewer's time zone → Unix seconds, or null if not a time. */
export function unixOf(dmy: string, hhmm: string): number | null {
  const d = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(dmy.trim());
  const t = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!d || !t) return null;
  const [day, month, year, hours, minutes] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as number[];
  if (hours! > 23 || minutes! > 59) return null;
  const date = new Date(year!, month! - 1, day!, hours, minutes);
  if (date.getDate() !== day || date.getMonth() !== month! - 1) return null;
  return Math.floor(date.getTime() / 1000);
}

/** Unix seconds → the dd/mm/yyyy and hh:mm a form shows, in the viewer's time zone. */
export function fieldsOf(unixSeconds: number) {
  const d = new Date(unixSeconds * 1000);
  return {
    date: `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}

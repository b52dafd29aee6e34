import { clockTime, MONTHS, MONTHS_SHORT, pad, WEEKDAYS } from '../../lib/dates';

/**
 * Days and times of events. The server speaks Unix seconds UTC (docs/product (entities and limits)); people
 * see and choose days and times in their own time zone. Every day boundary is built from a local
 * `new Date(y, m, d)`, so the days of 23 or 25 hours around a daylight-saving change stay right.
 */

/** A calendar day in the viewer's time zone (month 1–12). */
export interface LocalDay {
  year: number;
  month: number;
  day: number;
}

const toDay = (date: Date): LocalDay => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Today in the viewer's time zone. */
export function todayLocal(now = new Date()): LocalDay {
  return toDay(now);
}

/** The local day of a Unix time. */
export function dayOfUnix(unixSeconds: number): LocalDay {
  return toDay(new Date(unixSeconds * 1000));
}

/** The day a real calendar has (31/02 is not one), else null. */
function realDay(year: number, month: number, day: number): LocalDay | null {
  if (year < 1970 || year > 2099 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? { year, month, day }
    : null;
}

/** 'yyyy-mm-dd' (the URL's ?date=) → the day, or null when it is not a real date. */
export function parseIsoDay(value: string | null | undefined): LocalDay | null {
  const m = value?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  return m ? realDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** The day → 'yyyy-mm-dd'. */
export function isoDay({ year, month, day }: LocalDay): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** 'dd/mm/yyyy' (the form's date, docs/product/validation.md) → the day, or null. */
export function parseDmy(value: string | null | undefined): LocalDay | null {
  const m = value?.trim().match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  return m ? realDay(Number(m[3]), Number(m[2]), Number(m[1])) : null;
}

/** The day → 'dd/mm/yyyy'. */
export function dmy({ year, month, day }: LocalDay): string {
  return `${pad(day)}/${pad(month)}/${year}`;
}

/** The day moved by whole calendar days (not by 24 hours). */
export function addDays({ year, month, day }: LocalDay, days: number): LocalDay {
  return toDay(new Date(year, month - 1, day + days));
}

export function sameDay(a: LocalDay, b: LocalDay): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** The day's local midnight and the next one, in Unix seconds: GET user/events' date and until. */
export function dayBounds({ year, month, day }: LocalDay): { date: number; until: number } {
  return {
    date: toSeconds(new Date(year, month - 1, day)),
    until: toSeconds(new Date(year, month - 1, day + 1)),
  };
}

/** 'HH:mm' → minutes after midnight, or null. */
export function parseTime(value: string | null | undefined): { hours: number; minutes: number } | null {
  const m = value?.trim().match(/^(\d{1,2}):(\d{2})(?::\d{2})?$/);
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  return hours < 24 && minutes < 60 ? { hours, minutes } : null;
}

/** A local day and 'HH:mm' → Unix seconds UTC with zero seconds (docs/product/limits.md), or null. */
export function unixAt(day: LocalDay, time: string): number | null {
  const t = parseTime(time);
  if (!t) return null;
  return toSeconds(new Date(day.year, day.month - 1, day.day, t.hours, t.minutes, 0, 0));
}

/** A Unix time as the viewer's local 'HH:mm'. */
export function timeOfUnix(unixSeconds: number): string {
  return clockTime(new Date(unixSeconds * 1000));
}

/** 'Monday 23 November 2026' (built by hand: browsers differ on the comma after the weekday). */
export function longDay({ year, month, day }: LocalDay): string {
  const weekday = WEEKDAYS[new Date(year, month - 1, day).getDay()] ?? '';
  return `${weekday} ${day} ${MONTHS[month - 1] ?? ''} ${year}`;
}

/** 'Mon 23 Nov' (with the year when it is not this year's). */
function shortDay(unixSeconds: number, now = new Date()): string {
  const date = new Date(unixSeconds * 1000);
  const text = `${(WEEKDAYS[date.getDay()] ?? '').slice(0, 3)} ${date.getDate()} ${MONTHS_SHORT[date.getMonth()] ?? ''}`;
  return date.getFullYear() === now.getFullYear() ? text : `${text} ${date.getFullYear()}`;
}

/** An event's dates displayed dd/MM/yyyy (docs/product/validation.md). */
export function dmyOfUnix(unixSeconds: number): string {
  return dmy(dayOfUnix(unixSeconds));
}

export interface TimeRangeOptions {
  /** Always name the day (the archive lists many days). */
  withDate?: boolean;
}

/**
 * '10:00 – 12:30' in the viewer's time; 'Mon 23 Nov, 22:00 – Tue 24 Nov, 01:00' when the event
 * spans days; with `withDate` the day is named even when it does not.
 */
export function timeRange(start: number, end: number, { withDate = false }: TimeRangeOptions = {}): string {
  const oneDay = sameDay(dayOfUnix(start), dayOfUnix(end));
  if (oneDay && !withDate) return `${timeOfUnix(start)} – ${timeOfUnix(end)}`;
  if (oneDay) return `${shortDay(start)}, ${timeOfUnix(start)} – ${timeOfUnix(end)}`;
  return `${shortDay(start)}, ${timeOfUnix(start)} – ${shortDay(end)}, ${timeOfUnix(end)}`;
}

/** A Unix time as an ISO string for <time dateTime>. */
export const isoOfUnix = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

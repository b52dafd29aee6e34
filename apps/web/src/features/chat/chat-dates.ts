/** The chat's date labels (docs/product/limits.md), in the person's time zone. */

import { clockTime, dayAndMonth, longDate, pad, weekdayOf } from '../../lib/dates';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A message's or a conversation's time: over 365 days ago day.month.year, over 7 days month and
 * day, over 1 day the weekday, otherwise the time.
 */
export function messageDateLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const age = now.getTime() - date.getTime();
  if (age > 365 * DAY) return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
  if (age > 7 * DAY) return dayAndMonth(date);
  if (age > DAY) return weekdayOf(date);
  return clockTime(date);
}

/** The day separator: the full month name ('23 November 2026'). */
export const separatorLabel = (iso: string) => longDate(iso);

/** Whether two timestamps fall on the same calendar day (a separator goes between days). */
export function sameDay(a: string, b: string): boolean {
  const x = new Date(a);
  const y = new Date(b);
  return x.getFullYear() === y.getFullYear() && x.getMonth() === y.getMonth() && x.getDate() === y.getDate();
}

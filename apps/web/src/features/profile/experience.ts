import type { ExperienceItem } from '@keh/contracts';
import { monthYear, todayIso } from '../../lib/dates';
import { countOf } from '../../lib/counts';

export interface Duration {
  years: number;
  months: number;
}

const DAY = 86_400_000;
const YEAR_DAYS = 365.25;
const MONTH_DAYS = YEAR_DAYS / 12;

/** Days one role lasted (a current role runs to today), as the server counts them. */
export function itemDays(item: ExperienceItem, today = todayIso()): number {
  const end = item.current || !item.finish_date ? today : item.finish_date;
  return Math.max(0, (Date.parse(end) - Date.parse(item.start_date)) / DAY);
}

/** Days in years and months (docs/product/limits.md: months capped at 12). */
export function toDuration(days: number): Duration {
  const years = Math.floor(days / YEAR_DAYS);
  const months = Math.min(Math.floor((days - years * YEAR_DAYS) / MONTH_DAYS), 12);
  return { years, months };
}

/** The total of the cards in years and months; the years match the profile's YEARS OF EXPERIENCE. */
export function totalExperience(items: readonly ExperienceItem[], today = todayIso()): Duration {
  return toDuration(items.reduce((sum, item) => sum + itemDays(item, today), 0));
}

export function formatDuration({ years, months }: Duration): string {
  if (years === 0 && months === 0) return 'Less than a month';
  return [years ? countOf(years, 'year') : '', months ? countOf(months, 'month') : '']
    .filter(Boolean)
    .join(' ');
}

/** 'Mar 2015 – Present' or 'Mar 2015 – Jun 2019'. */
export function experiencePeriod(item: ExperienceItem): string {
  const end = item.current || !item.finish_date ? 'Present' : monthYear(item.finish_date);
  return `${monthYear(item.start_date)} – ${end}`;
}

/** Newest first: current roles, then by start date. */
export function sortExperience(items: readonly ExperienceItem[]): ExperienceItem[] {
  return [...items].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.start_date.localeCompare(a.start_date),
  );
}

import { OVERVIEW_WEEKS, type ProgrammeOverview } from '@keh/contracts';
import type { CsvCell } from './csv';
import { personName } from './console-texts';
import { writePeopleParams } from './people-params';
import { PEOPLE_PATH } from './staff';
import { MONTHS_SHORT } from '../../lib/dates';
import { countOf, grouped } from '../../lib/counts';

/** The programme overview's words, numbers and lists, apart from how the page draws them. */

export type SignupWeek = ProgrammeOverview['signups'][number];
export type QuietPair = ProgrammeOverview['mentorings']['gone_quiet'][number];
export type CaptainAtCapacity = ProgrammeOverview['captains_at_capacity'][number];
export type AssessmentMove = ProgrammeOverview['assessment_moves'][number];

/** Assess Yourself: 19 answers valued 1–3, so a score runs from 19 to 57. */
export const ASSESSMENT_MAX = 57;

/** The page's lists, each with its anchor (the figures link to them) and its CSV file's name. */
export const OVERVIEW_LISTS = {
  signups: { id: 'signups-per-week', file: 'sign-ups-per-week' },
  goneQuiet: { id: 'gone-quiet', file: 'gone-quiet' },
  capacity: { id: 'captains-at-capacity', file: 'captains-at-capacity' },
  moves: { id: 'assessment-moves', file: 'assessment-moves' },
} as const;

const DAY_MS = 86_400_000;

function utcDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A week's Monday (yyyy-mm-dd, UTC) as the chart labels it: '9 Nov'. */
export function weekLabel(week: string): string {
  const date = utcDay(week);
  return date ? `${date.getUTCDate()} ${MONTHS_SHORT[date.getUTCMonth()]}` : week;
}

/** The Sunday that ends the week starting on `week` (yyyy-mm-dd); '' when it is not a day. */
export function weekEnd(week: string): string {
  const date = utcDay(week);
  return date ? new Date(date.getTime() + 6 * DAY_MS).toISOString().slice(0, 10) : '';
}

/** The people list of one role signed up from `from` (and up to `to`), as People keeps it in its URL. */
export function signedUpPath(role: 'mentee' | 'mentor', from: string, to = ''): string {
  const query = writePeopleParams(new URLSearchParams(), { role, from, to }).toString();
  return query ? `${PEOPLE_PATH}?${query}` : PEOPLE_PATH;
}

export interface SignupTotals {
  members: number;
  captains: number;
  /** The first week's Monday ('' when there are no weeks). */
  from: string;
  weeks: number;
}

export function signupTotals(signups: readonly SignupWeek[]): SignupTotals {
  return {
    members: signups.reduce((sum, w) => sum + w.members, 0),
    captains: signups.reduce((sum, w) => sum + w.captains, 0),
    from: signups[0]?.week ?? '',
    weeks: signups.length || OVERVIEW_WEEKS,
  };
}

/** What the sign-ups chart shows, in words. */
export function signupSummary(signups: readonly SignupWeek[]): string {
  const totals = signupTotals(signups);
  const people = `${countOf(totals.members, 'Member')} and ${countOf(totals.captains, 'Business Captain')}`;
  const since = totals.from ? ` since the week of ${weekLabel(totals.from)}` : '';
  if (totals.members + totals.captains === 0) return `No one signed up in the last ${totals.weeks} weeks.`;
  const busiest = signups.reduce((best, w) =>
    w.members + w.captains > best.members + best.captains ? w : best,
  );
  return `${people} signed up in the last ${totals.weeks} weeks${since}. The busiest week was ${weekLabel(busiest.week)}, with ${countOf(busiest.members + busiest.captains, 'sign-up')}.`;
}

/** An acceptance rate (0–1) as a percentage; '—' before any request was decided. */
export function percentText(rate: number | null): string {
  return rate === null || !Number.isFinite(rate) ? '—' : `${Math.round(rate * 100)}%`;
}

/** A number of days as read: '1 day', '2.5 days'; '' for none. */
export function daysText(days: number | null): string {
  if (days === null || !Number.isFinite(days)) return '';
  const rounded = Math.round(days * 10) / 10;
  return countOf(rounded, 'day');
}

/** How long the open requests have waited, in one line. */
export function waitText(requests: ProgrammeOverview['requests']): string {
  if (requests.open === 0) return 'No request is waiting for an answer';
  const median = daysText(requests.median_wait_days);
  const longest = daysText(requests.longest_wait_days);
  return [median && `median wait ${median}`, longest && `longest ${longest}`]
    .filter(Boolean)
    .join(', ')
    .replace(/^./, (c) => c.toUpperCase());
}

/** Whole days from `iso` to `now` (never negative); null when it is not a date. */
export function daysSince(iso: string, now: number): number | null {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then) || Number.isNaN(now)) return null;
  return Math.max(0, Math.floor((now - then) / DAY_MS));
}

/** The day of a timestamp in the reader's time zone, yyyy-mm-dd (file names, CSV cells). */
export function localDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A score's move: '+5', '−3' (a real minus sign). */
export function moveText(move: Pick<AssessmentMove, 'before' | 'after'>): string {
  const change = move.after - move.before;
  return change > 0 ? `+${change}` : `\u2212${Math.abs(change)}`;
}

/**
 * Under a list the overview shows only the first rows of: 'The first 50 of 4,000, the longest
 * silence first. The CSV file has all of them.' Empty when the list is whole.
 */
export function firstRowsNote(shown: number, total: number, order: string): string {
  if (shown >= total) return '';
  return `The first ${grouped(shown)} of ${grouped(total)}, ${order}. The CSV file has all of them.`;
}

// ---------- the lists as CSV ----------

export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
}

export function signupsCsv(signups: readonly SignupWeek[]): CsvTable {
  return {
    header: ['Week starting (Monday, UTC)', 'Members', 'Business Captains'],
    rows: signups.map((w) => [w.week, w.members, w.captains]),
  };
}

export function goneQuietCsv(pairs: readonly QuietPair[], generatedAt: string): CsvTable {
  const now = new Date(generatedAt).getTime();
  return {
    header: ['Business Captain', 'Member', 'Last activity', 'Days without activity'],
    rows: pairs.map((p) => [
      personName(p.captain),
      personName(p.member),
      localDay(p.last_activity_at),
      daysSince(p.last_activity_at, now),
    ]),
  };
}

export function capacityCsv(captains: readonly CaptainAtCapacity[]): CsvTable {
  return {
    header: ['Business Captain', 'Active mentorings', 'Limit'],
    rows: captains.map((c) => [personName(c), c.active, c.limit]),
  };
}

export function movesCsv(moves: readonly AssessmentMove[]): CsvTable {
  return {
    header: [
      'Member',
      `Before (out of ${ASSESSMENT_MAX})`,
      `After (out of ${ASSESSMENT_MAX})`,
      'Change',
      'Re-taken on',
    ],
    rows: moves.map((m) => [
      personName(m.member),
      m.before,
      m.after,
      m.after - m.before,
      localDay(m.taken_at),
    ]),
  };
}

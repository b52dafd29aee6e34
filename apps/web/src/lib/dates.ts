/** Date helpers for the dd/mm/yyyy the forms show and send, and the yyyy-mm-dd the server answers. */

const ISO = /^(\d{4})-(\d{2})-(\d{2})/;
const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** yyyy-mm-dd (or an ISO timestamp) → dd/mm/yyyy; '' for nothing. */
export function isoToDmy(value: string | null | undefined): string {
  const m = value?.match(ISO);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** dd/mm/yyyy → yyyy-mm-dd; '' when it is not such a date. */
export function dmyToIso(value: string | null | undefined): string {
  const m = value?.trim().match(DMY);
  if (!m) return '';
  return `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
}

/** Reduces what was typed to digits and lays them out as dd/mm/yyyy (docs/product/validation.md). */
export function formatDateDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/**
 * Reduces what was typed to digits and lays them out as a 24-hour hh:mm ("1830" → "18:30",
 * "930" → "9:30" until the fourth digit): the one time entry of the app (issue 28), the same on
 * every phone, where a native time input would follow the phone's 12- or 24-hour setting.
 */
export function formatTimeDigits(raw: string): string {
  if (/^\d{1,2}:\d{0,2}$/.test(raw)) return raw; // already laid out (or being typed after the colon)
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, digits.length - 2)}:${digits.slice(-2)}`;
}

/*
 * Dates are written by hand, in English like the whole app, not with Intl: the first
 * Intl.DateTimeFormat of a page loads the locale's data (about 15 ms of a phone's CPU on the
 * knowledge base's first paint), and browsers differ in small ways ('Sep' or 'Sept', commas).
 */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const MONTHS_SHORT = MONTHS.map((name) => name.slice(0, 3));
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** 7 → '07'. */
export const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-mm-dd → 'Mar 2015'. */
export function monthYear(value: string | null | undefined): string {
  const m = value?.match(ISO);
  if (!m) return '';
  return `${MONTHS_SHORT[Number(m[2]) - 1] ?? ''} ${m[1]}`;
}

/** Today as yyyy-mm-dd in the person's time zone. */
export function todayIso(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

type DateInput = Date | string | null | undefined;

const dateOf = (value: DateInput): Date | null => {
  const date = value instanceof Date ? value : new Date(value ?? '');
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The calendar fields of a date in the person's time zone, or in UTC. */
const fieldsOf = (date: Date, utc: boolean) =>
  utc
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        weekday: date.getUTCDay(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth(),
        day: date.getDate(),
        weekday: date.getDay(),
        hours: date.getHours(),
        minutes: date.getMinutes(),
      };

/** A date's day, month name (or its first three letters) and year: '3 March 2026', '3 Mar 2026'. */
function dayMonthYear(value: DateInput, short: boolean, utc = false): string {
  const date = dateOf(value);
  if (!date) return '';
  const { year, month, day } = fieldsOf(date, utc);
  return `${day} ${(short ? MONTHS_SHORT : MONTHS)[month]} ${year}`;
}

/** '3 March 2026' in the person's time zone; '' when it is not a date. */
export const longDate = (value: DateInput) => dayMonthYear(value, false);

/** '3 Mar 2026' in the person's time zone; '' when it is not a date. */
export const shortDate = (value: DateInput) => dayMonthYear(value, true);

/** '14:05' in the person's time zone (or UTC); '' when it is not a date. */
export function clockTime(value: DateInput, { utc = false }: { utc?: boolean } = {}): string {
  const date = dateOf(value);
  if (!date) return '';
  const { hours, minutes } = fieldsOf(date, utc);
  return `${pad(hours)}:${pad(minutes)}`;
}

/**
 * '3 Mar 2026, 14:05' (or '3 March 2026, 14:05' with the long month), in the person's time zone or
 * UTC; '' when it is not a date.
 */
export function dateAndTime(
  value: DateInput,
  { month = 'short', utc = false }: { month?: 'short' | 'long'; utc?: boolean } = {},
): string {
  const day = dayMonthYear(value, month === 'short', utc);
  return day && `${day}, ${clockTime(value, { utc })}`;
}

/** '3 Mar' in the person's time zone; '' when it is not a date. */
export function dayAndMonth(value: DateInput): string {
  const date = dateOf(value);
  return date ? `${date.getDate()} ${MONTHS_SHORT[date.getMonth()]}` : '';
}

/** 'Tuesday' in the person's time zone; '' when it is not a date. */
export function weekdayOf(value: DateInput): string {
  const date = dateOf(value);
  return date ? (WEEKDAYS[date.getDay()] ?? '') : '';
}

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

/** Reduces what was typed to digits and lays them out as dd/mm/yyyy (spec section 5). */
export function formatDateDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** yyyy-mm-dd → 'Mar 2015'. */
export function monthYear(value: string | null | undefined): string {
  const m = value?.match(ISO);
  if (!m) return '';
  return `${MONTHS[Number(m[2]) - 1] ?? ''} ${m[1]}`;
}

/** Today as yyyy-mm-dd in the person's time zone. */
export function todayIso(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date (or an ISO timestamp) written the British way with these options, in the person's time
 * zone unless the options name one; '' when it is not a date. Each set of options gets one
 * Intl.DateTimeFormat, made the first time and kept: making one costs far more than using it
 * (`toLocaleDateString` makes a new one on every call, about 1 ms of a phone's CPU per card on
 * a list of articles).
 */
export function formatDate(
  value: Date | string | null | undefined,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = value instanceof Date ? value : new Date(value ?? '');
  if (Number.isNaN(date.getTime())) return '';
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat('en-GB', options)));
  return format.format(date);
}

/** '3 March 2026'; '' when it is not a date. */
export const longDate = (value: Date | string | null | undefined) =>
  formatDate(value, { day: 'numeric', month: 'long', year: 'numeric' });

/** '3 Mar 2026'; '' when it is not a date. */
export const shortDate = (value: Date | string | null | undefined) =>
  formatDate(value, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * '3 Mar 2026, 14:05' (or '3 March 2026, 14:05' with the long month), in the person's time zone
 * or the one given; '' when it is not a date.
 */
export function dateAndTime(
  value: Date | string | null | undefined,
  { month = 'short', timeZone }: { month?: 'short' | 'long'; timeZone?: string } = {},
): string {
  const day = formatDate(value, { day: 'numeric', month, year: 'numeric', timeZone });
  return day && `${day}, ${formatDate(value, { hour: '2-digit', minute: '2-digit', timeZone })}`;
}

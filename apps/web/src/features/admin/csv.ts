/**
 * CSV files the console builds in the browser (RFC 4180): a header row, CRLF line ends, a field in
 * double quotes when it holds a comma, a quote or a line break (quotes doubled), and a UTF-8 byte
 * order mark first so Excel reads names with accents as they are.
 */

export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;
/**
 * Text a spreadsheet would run as a formula (a name typed as '=HYPERLINK(…)'): it gets a leading
 * apostrophe, so it shows as typed. Numbers are written as numbers (a change of -3 stays -3).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function field(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's text: the header, then one line per row, each line ended with CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(field).join(','));
  return `${BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** 'gone-quiet-2026-11-23.csv': the list's name and the day the figures are from. */
export function csvFileName(list: string, day: string): string {
  const slug = list
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'list'}-${day}.csv`;
}

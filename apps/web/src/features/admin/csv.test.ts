import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv } from './csv';

const BOM = '\uFEFF';

describe('the CSV builder', () => {
  it('starts with a byte order mark and the header, and ends each line with CRLF', () => {
    expect(toCsv(['Week', 'Members'], [['2026-11-09', 3]])).toBe(`${BOM}Week,Members\r\n2026-11-09,3\r\n`);
    expect(toCsv(['Only', 'A header'], [])).toBe(`${BOM}Only,A header\r\n`);
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    const csv = toCsv(
      ['Name', 'Note'],
      [
        ['Smith, Jo', 'said "hi"\nthen left'],
        ['Ann\r\nLee', 'plain'],
      ],
    );
    expect(csv).toBe(`${BOM}Name,Note\r\n"Smith, Jo","said ""hi""\nthen left"\r\n"Ann\r\nLee",plain\r\n`);
  });

  it('leaves empty cells empty and writes numbers as numbers', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [[null, undefined, -3, 0.75]])).toBe(`${BOM}a,b,c,d\r\n,,-3,0.75\r\n`);
    expect(toCsv(['a'], [[Number.NaN]])).toBe(`${BOM}a\r\n\r\n`);
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(toCsv(['Name'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@sum'], ['Jo=Ann']])).toBe(
      `${BOM}Name\r\n"'=HYPERLINK(""x"")"\r\n'+1\r\n'-2\r\n'@sum\r\nJo=Ann\r\n`,
    );
  });

  it('names the file after the list and the day', () => {
    expect(csvFileName('gone-quiet', '2026-11-23')).toBe('gone-quiet-2026-11-23.csv');
    expect(csvFileName('Captains at capacity', '2026-11-23')).toBe('captains-at-capacity-2026-11-23.csv');
    expect(csvFileName('***', '2026-11-23')).toBe('list-2026-11-23.csv');
  });
});

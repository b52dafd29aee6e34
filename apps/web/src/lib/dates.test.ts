import { describe, expect, it } from 'vitest';
import {
  dateAndTime,
  dmyToIso,
  clockTime,
  dayAndMonth,
  formatDateDigits,
  formatTimeDigits,
  isoToDmy,
  longDate,
  monthYear,
  shortDate,
  weekdayOf,
} from './dates';

describe('dates between the forms (dd/mm/yyyy) and the server (yyyy-mm-dd)', () => {
  it('turns server dates and timestamps into what the forms show', () => {
    expect(isoToDmy('1984-05-02')).toBe('02/05/1984');
    expect(isoToDmy('2024-02-05T10:00:00.000Z')).toBe('05/02/2024');
    expect(isoToDmy(null)).toBe('');
    expect(isoToDmy('05/02/2024')).toBe('');
  });

  it('turns a typed date back, padding day and month', () => {
    expect(dmyToIso('2/5/1984')).toBe('1984-05-02');
    expect(dmyToIso(' 05/02/2024 ')).toBe('2024-02-05');
    expect(dmyToIso('2024-02-05')).toBe('');
    expect(dmyToIso(undefined)).toBe('');
  });

  it('names the month and year of an experience', () => {
    expect(monthYear('2015-03-01')).toBe('Mar 2015');
    expect(monthYear('')).toBe('');
  });

  it('keeps only digits as they are typed and puts the slashes in (docs/product/validation.md)', () => {
    expect(formatDateDigits('0')).toBe('0');
    expect(formatDateDigits('0102')).toBe('01/02');
    expect(formatDateDigits('010')).toBe('01/0');
    expect(formatDateDigits('01022024')).toBe('01/02/2024');
    expect(formatDateDigits('01/02/2024')).toBe('01/02/2024');
    expect(formatDateDigits('01a02b20245')).toBe('01/02/2024');
  });

  it('lays typed digits out as a 24-hour time (issue 28)', () => {
    expect(formatTimeDigits('1')).toBe('1');
    expect(formatTimeDigits('18')).toBe('18');
    expect(formatTimeDigits('183')).toBe('1:83');
    expect(formatTimeDigits('1830')).toBe('18:30');
    expect(formatTimeDigits('18:30')).toBe('18:30');
    expect(formatTimeDigits('18:')).toBe('18:');
    expect(formatTimeDigits('6.30pm')).toBe('6:30');
    expect(formatTimeDigits('18305')).toBe('18:30');
  });
});

describe('dates written for people', () => {
  it('writes the British forms, and nothing for what is not a date', () => {
    expect(dateAndTime('2026-03-03T23:30:00Z', { month: 'long', utc: true })).toBe('3 March 2026, 23:30');
    expect(longDate(new Date(2026, 2, 3, 12))).toBe('3 March 2026');
    expect(shortDate(new Date(2026, 2, 3, 12))).toBe('3 Mar 2026');
    expect(dateAndTime('2026-12-24T14:30:00Z', { utc: true })).toBe('24 Dec 2026, 14:30');
    expect(dateAndTime(new Date(2026, 10, 22, 9, 5), { month: 'long' })).toBe('22 November 2026, 09:05');
    for (const nothing of [null, undefined, '', 'soon']) {
      expect(longDate(nothing)).toBe('');
      expect(dateAndTime(nothing)).toBe('');
    }
  });

  it('writes day and month, the weekday and the time of the day', () => {
    const date = new Date(2025, 8, 9, 7, 3);
    expect(dayAndMonth(date)).toBe('9 Sep');
    expect(weekdayOf(date)).toBe('Tuesday');
    expect(clockTime(date)).toBe('07:03');
    expect(shortDate(date)).toBe('9 Sep 2025');
    expect(monthYear('2015-09-01')).toBe('Sep 2015');
    for (const nothing of [null, '', 'soon']) {
      expect(dayAndMonth(nothing)).toBe('');
      expect(weekdayOf(nothing)).toBe('');
      expect(clockTime(nothing)).toBe('');
    }
  });
});

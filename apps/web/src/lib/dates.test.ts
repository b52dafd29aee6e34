import { describe, expect, it } from 'vitest';
import { dmyToIso, formatDateDigits, isoToDmy, monthYear } from './dates';

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

  it('keeps only digits as they are typed and puts the slashes in (spec 5)', () => {
    expect(formatDateDigits('0')).toBe('0');
    expect(formatDateDigits('0102')).toBe('01/02');
    expect(formatDateDigits('010')).toBe('01/0');
    expect(formatDateDigits('01022024')).toBe('01/02/2024');
    expect(formatDateDigits('01/02/2024')).toBe('01/02/2024');
    expect(formatDateDigits('01a02b20245')).toBe('01/02/2024');
  });
});

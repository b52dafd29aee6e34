import { describe, expect, it } from 'vitest';
import { fieldsOf, shortWhen, ukNote, unixOf } from './session-times';

describe('session times', () => {
  it('reads dd/mm/yyyy and hh:mm in the viewer’s zone and writes them back', () => {
    const unix = unixOf('03/12/2024', '10:00')!;
    expect(new Date(unix * 1000).getHours()).toBe(10);
    expect(fieldsOf(unix)).toEqual({ date: '03/12/2024', time: '10:00' });
    expect(shortWhen(unix)).toBe('Tue 3 Dec, 10:00');
  });

  it('refuses what is not a date or a time', () => {
    expect(unixOf('31/02/2027', '10:00')).toBeNull();
    expect(unixOf('01/02/2027', '24:00')).toBeNull();
    expect(unixOf('1/2/27', '10:00')).toBeNull();
    expect(unixOf('01/02/2027', '')).toBeNull();
  });

  it('shows the UK time only when the viewer’s differs', () => {
    const summer = Date.parse('2027-07-01T09:00:00Z') / 1000; // 10:00 BST
    expect(ukNote(summer, 'Europe/London')).toBeNull();
    // The process runs in one zone: the note is there exactly when its clock differs from the UK's.
    const local = new Date(summer * 1000);
    const same = local.getHours() === 10 && local.getMinutes() === 0;
    expect(ukNote(summer, 'America/New_York')).toBe(same ? null : 'Thu 10:00 UK time');
  });
});

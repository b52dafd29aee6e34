import { describe, expect, it } from 'vitest';
import { messageDateLabel, sameDay, separatorLabel } from './chat-dates';

const now = new Date(2026, 10, 23, 15, 30);
const at = (...args: [number, number, number, number?, number?]) =>
  new Date(args[0], args[1], args[2], args[3] ?? 12, args[4] ?? 0).toISOString();

describe('chat date labels', () => {
  it('shows the time within a day', () => {
    expect(messageDateLabel(at(2026, 10, 23, 9, 5), now)).toBe('09:05');
    expect(messageDateLabel(at(2026, 10, 22, 16, 0), now)).toBe('16:00');
  });
  it('shows the weekday within a week', () => {
    expect(messageDateLabel(at(2026, 10, 20), now)).toBe('Friday');
  });
  it('shows month and day within a year', () => {
    expect(messageDateLabel(at(2026, 2, 3), now)).toBe('3 Mar');
  });
  it('shows day.month.year beyond a year', () => {
    expect(messageDateLabel(at(2024, 0, 7), now)).toBe('07.01.2024');
  });
  it('names the month in full on separators', () => {
    expect(separatorLabel(at(2026, 10, 23))).toBe('23 November 2026');
    expect(sameDay(at(2026, 10, 23, 1), at(2026, 10, 23, 23))).toBe(true);
    expect(sameDay(at(2026, 10, 22, 23), at(2026, 10, 23, 1))).toBe(false);
  });
  it('is empty for no date', () => {
    expect(messageDateLabel('nonsense', now)).toBe('');
  });
});

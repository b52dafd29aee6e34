import { describe, expect, it } from 'vitest';
import { isStaff, staffPreviewPath, statusLabel, waitedLong, waitingText } from './staff';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');

describe('the review queue texts', () => {
  it('says how long an article has waited', () => {
    expect(waitingText('2026-03-10T11:30:00.000Z', NOW)).toBe('waiting less than an hour');
    expect(waitingText('2026-03-10T11:00:00.000Z', NOW)).toBe('waiting 1 hour');
    expect(waitingText('2026-03-10T02:00:00.000Z', NOW)).toBe('waiting 10 hours');
    expect(waitingText('2026-03-09T12:00:00.000Z', NOW)).toBe('waiting 1 day');
    expect(waitingText('2026-03-07T09:00:00.000Z', NOW)).toBe('waiting 3 days');
    // A clock a little ahead of ours is not a negative wait.
    expect(waitingText('2026-03-10T12:05:00.000Z', NOW)).toBe('waiting less than an hour');
    expect(waitingText('not a date', NOW)).toBe('');
    expect(waitingText(null, NOW)).toBe('');
  });

  it('marks a long wait', () => {
    expect(waitedLong('2026-03-07T12:00:00.000Z', NOW)).toBe(true);
    expect(waitedLong('2026-03-08T12:00:00.000Z', NOW)).toBe(false);
    expect(waitedLong(undefined, NOW)).toBe(false);
  });

  it('knows who moderates and names the statuses', () => {
    expect(isStaff('moderator')).toBe(true);
    expect(isStaff('admin')).toBe(true);
    expect(isStaff('mentor')).toBe(false);
    expect(isStaff(undefined)).toBe(false);
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('banned')).toBe('Banned');
  });

  it('builds the preview address, with a token only when given', () => {
    expect(staffPreviewPath(7)).toBe('/preview-admin/article/7');
    expect(staffPreviewPath(7, 'a b')).toBe('/preview-admin/article/7?token=a%20b');
  });
});

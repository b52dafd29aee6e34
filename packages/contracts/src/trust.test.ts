import { describe, expect, it } from 'vitest';
import { endMentoringBody, responsivenessOf } from './trust';

describe('responsivenessOf', () => {
  it('is new under three answers, then labels the median by the day and three days', () => {
    expect(responsivenessOf(1, 2)).toEqual({ label: 'new', median_hours: null });
    expect(responsivenessOf(null, 0)).toEqual({ label: 'new', median_hours: null });
    expect(responsivenessOf(24, 3)).toEqual({ label: 'within_a_day', median_hours: 24 });
    expect(responsivenessOf(24.04, 3).label).toBe('within_3_days');
    expect(responsivenessOf(72, 5).label).toBe('within_3_days');
    expect(responsivenessOf(72.5, 5)).toEqual({ label: 'slow', median_hours: 72.5 });
  });
});

describe('endMentoringBody', () => {
  it('takes the four reasons people choose, never the server-only ones', () => {
    expect(endMentoringBody.safeParse({ reason: 'goals_reached' }).success).toBe(true);
    expect(endMentoringBody.safeParse({ reason: 'blocked' }).success).toBe(false);
    expect(endMentoringBody.safeParse({ reason: 'account_closed' }).success).toBe(false);
    expect(endMentoringBody.safeParse({ reason: 'other', note: 'x'.repeat(1001) }).success).toBe(false);
    expect(endMentoringBody.parse({ reason: 'other', note: '  ' }).note).toBeUndefined();
  });
});

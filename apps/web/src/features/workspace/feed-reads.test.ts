import { describe, expect, it } from 'vitest';
import { coveredBy, readPlan } from './feed-reads';

const set = (...ids: number[]) => new Set(ids);

describe('which comments to mark read', () => {
  it('marks nothing while no unread comment is on screen', () => {
    expect(readPlan([5, 6], set(1, 2, 3), set())).toBeNull();
    expect(readPlan([], set(1, 2), set())).toBeNull();
  });
  it('marks a comment singly as it comes into view', () => {
    expect(readPlan([5, 6, 7], set(4, 5), set())).toEqual({ all: false, ids: [5] });
  });
  it('marks the ones in view singly when some unread are still out of view', () => {
    expect(readPlan([5, 6, 7], set(5, 6), set())).toEqual({ all: false, ids: [5, 6] });
  });
  it('marks all at once when every unread comment is visible', () => {
    expect(readPlan([5, 6, 7], set(3, 4, 5, 6, 7), set())).toEqual({ all: true, upTo: 7 });
  });
  it('marks the only unread comment singly', () => {
    expect(readPlan([7], set(6, 7), set())).toEqual({ all: false, ids: [7] });
  });
  it('never asks twice for a comment already being marked', () => {
    expect(readPlan([5, 6], set(5, 6), set(5))).toEqual({ all: false, ids: [6] });
    expect(readPlan([5, 6], set(5, 6), set(5, 6))).toBeNull();
  });
  it('counts the comments already sent as seen when deciding on all at once', () => {
    // 5 went singly earlier; 6 and 7 are now both on screen: the rest at once.
    expect(readPlan([5, 6, 7], set(6, 7), set(5))).toEqual({ all: true, upTo: 7 });
  });
  it('knows which comments a plan covers', () => {
    expect(coveredBy({ all: true, upTo: 6 }, [5, 6])).toEqual([5, 6]);
    // A comment that came after the plan was made is not covered.
    expect(coveredBy({ all: true, upTo: 6 }, [5, 6, 9])).toEqual([5, 6]);
    expect(coveredBy({ all: false, ids: [6] }, [5, 6])).toEqual([6]);
  });
});

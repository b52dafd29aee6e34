import { describe, expect, it } from 'vitest';
import { countOf, grouped } from './counts';

describe('a count with its noun', () => {
  it('agrees the noun with the number and groups thousands with commas', () => {
    expect(countOf(1, 'task')).toBe('1 task');
    expect(countOf(3, 'task')).toBe('3 tasks');
    expect(countOf(0, 'person', 'people')).toBe('0 people');
    expect(countOf(55032, 'person', 'people')).toBe('55,032 people');
    expect(countOf(1200, 'Business Captain')).toBe('1,200 Business Captains');
    expect(grouped(40001)).toBe('40,001');
  });
});

import { describe, expect, it } from 'vitest';
import { tokenBucket } from './token-bucket';

describe('tokenBucket', () => {
  it('allows the burst at once, then refills at the rate, never past the burst', () => {
    let now = 0;
    const bucket = tokenBucket(20, 40, () => now);
    const takes = (n: number) => Array.from({ length: n }, () => bucket.take()).filter(Boolean).length;
    expect(takes(45)).toBe(40);
    now += 500; // 10 tokens back
    expect(takes(15)).toBe(10);
    now += 60_000; // a long pause refills only to the burst
    expect(takes(50)).toBe(40);
  });
});

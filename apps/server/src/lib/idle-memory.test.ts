import { EventEmitter } from 'node:events';
import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { giveMemoryBackWhenIdle, reduceMemory } from './idle-memory';

const youngMb = () =>
  v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')!.space_size / 1048576;

describe('giving memory back when idle', () => {
  afterEach(() => void vi.useRealTimers());

  it('shrinks a young generation that grew, and leaves the process no global gc', () => {
    // Objects that survive young collections make V8 grow its semi-spaces.
    const keep: unknown[] = [];
    for (let round = 0; round < 40 && youngMb() < 8; round++)
      for (let i = 0; i < 200_000; i++) keep.push({ i, s: `x${i}` });
    const grown = youngMb();
    keep.length = 0;
    expect(grown).toBeGreaterThanOrEqual(8);
    reduceMemory();
    expect(youngMb()).toBeLessThan(grown / 2);
    expect('gc' in globalThis).toBe(false);
  });

  it('reduces once at the start, then only after an idle stretch that followed requests', () => {
    vi.useFakeTimers();
    const server = new EventEmitter();
    const reduce = vi.fn();
    const stop = giveMemoryBackWhenIdle(server, { idleMs: 60_000, reduce });
    expect(reduce).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300_000); // idle with nothing asked: nothing to give back
    expect(reduce).toHaveBeenCalledTimes(1);
    for (let s = 0; s < 120; s++) {
      server.emit('request'); // busy: a request a second for two minutes
      vi.advanceTimersByTime(1_000);
    }
    expect(reduce).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(59_000);
    expect(reduce).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(15_000);
    expect(reduce).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(600_000);
    expect(reduce).toHaveBeenCalledTimes(2);
    stop();
    server.emit('request');
    vi.advanceTimersByTime(600_000);
    expect(reduce).toHaveBeenCalledTimes(2);
  });
});

/**
 * A token bucket: `burst` tokens to start with, refilled at `perSecond`; each event takes one.
 * `take()` answers false when the bucket is empty (the event is over the limit). One per caller
 * (a socket holds its own), so it needs no store and no timer.
 */
export function tokenBucket(perSecond: number, burst: number, now: () => number = Date.now) {
  let tokens = burst;
  let last = now();
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - last) / 1000) * perSecond);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

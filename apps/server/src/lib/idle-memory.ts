import type { EventEmitter } from 'node:events';
import v8 from 'node:v8';
import vm from 'node:vm';

/** A server that has answered nothing for this long gives memory back (decision 0040). */
export const IDLE_MS = 60_000;

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
let collect: Collect | undefined;

/**
 * V8's memory-reducing full collection: it frees what is garbage in the old generation, compacts it,
 * and shrinks the young generation to its smallest (which, once grown, V8 otherwise keeps committed
 * whatever the load). The `gc` function is taken from a fresh context, so the process's own global
 * gets no `gc`; it pauses the process (~85 ms on an idle server), hence only when nothing is asked.
 */
export function reduceMemory(): void {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as Collect;
  }
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/**
 * Gives memory back when the server is idle (decision 0040): once right after it starts (loading
 * the modules and building the app leave ~60 MB behind: a young generation grown to its maximum and
 * the old generation's garbage), then after every stretch of `idleMs` without a request that
 * followed some requests. A busy server is never paused for it.
 */
export function giveMemoryBackWhenIdle(
  server: EventEmitter,
  { idleMs = IDLE_MS, reduce = reduceMemory }: { idleMs?: number; reduce?: () => void } = {},
) {
  let askedAt = 0;
  let reducedAt = Date.now();
  const onRequest = () => void (askedAt = Date.now());
  server.on('request', onRequest);
  reduce();
  const timer = setInterval(() => {
    const now = Date.now();
    if (askedAt > reducedAt && now - askedAt >= idleMs) {
      reduce();
      reducedAt = now;
    }
  }, idleMs / 4);
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('request', onRequest);
  };
}

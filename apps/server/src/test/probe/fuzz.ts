import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestArbitrary } from './arbitraries';
import { allowedCaller, realParams, type Probe } from './matrix';
import { badFailure, type Operation } from './routes';

/** Requests per route; PROBE_RUNS and PROBE_SEED widen or replay a run. */
export const RUNS = Number(process.env.PROBE_RUNS) || 25;
export const SEED = Number(process.env.PROBE_SEED) || 20_260_513;

/** A request as a short line for a report: long strings cut, NULs shown. */
export function describeRequest(req: InjectOptions) {
  const payload =
    req.payload instanceof FormData
      ? JSON.stringify(
          [...req.payload.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `<file ${v.size} B>`]),
        )
      : String(req.payload ?? '');
  const cut = (s: string) => (s.length > 160 ? `${s.slice(0, 160)}… (${s.length} chars)` : s);
  const type =
    (req.headers as Record<string, string> | undefined)?.['content-type'] ??
    (req.payload instanceof FormData ? 'multipart' : '');
  return cut(`${req.method} ${req.url} ${type} ${payload}`.replaceAll('\u0000', '\\0'));
}

/** Sends every request; returns one line per distinct failure (status and reply), with its first input. */
export async function failuresOf(probe: Probe, op: Operation, requests: InjectOptions[]) {
  const who = allowedCaller(op);
  const seen = new Map<string, { line: string; count: number }>();
  for (const req of requests) {
    const res = await probe.call.send(who, req);
    const bad = badFailure(res);
    if (!bad) continue;
    const key = `${bad} ${res.body.slice(0, 200)}`;
    const known = seen.get(key);
    if (known) known.count++;
    else seen.set(key, { line: `${key} ← ${describeRequest(req)}`, count: 1 });
  }
  return [...seen.values()].map((f) => `${f.line}${f.count > 1 ? ` (and ${f.count - 1} more)` : ''}`);
}

/**
 * The property-based fuzz: each route gets RUNS requests generated from its schemas with hostile
 * values mixed in, sent as a caller it lets in; nothing may answer 5xx or fail without a JSON
 * message. `shard` of `shards` splits the routes between test files (Vitest runs files in parallel).
 */
export function describeFuzz(probe: Probe, shard: number, shards: number) {
  const ops = probe.operations.filter((op, i) => i % shards === shard && op.declared?.probe);
  describe.each(ops)('$name', (op) => {
    it('never fails with a 5xx, whatever its path, query and body hold', async () => {
      const real = await realParams(op, probe.make);
      const requests = fc.sample(requestArbitrary(op, real.values), { numRuns: RUNS, seed: SEED + shard });
      const failures = await failuresOf(probe, op, requests);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  });
}

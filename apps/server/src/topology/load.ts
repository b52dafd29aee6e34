// A closed-loop load through nginx for the fault tests: each writer posts chat messages (a client_id
// each, as the web app sends them) and optionally reads its conversation, from an address nginx
// sends to a known process, paced to stay inside the per-client post budget.
import type { Topology } from '../test/topology';
import { request } from './client';
import type { Writer } from './setup';

export interface Outcome {
  /** Bodies of the messages the server acknowledged (200). */
  acked: string[];
  /** Every call that did not answer 200: when (ms since epoch), what. */
  failures: { at: number; what: string }[];
  /** Calls answered 200 and when. */
  okAt: number[];
  /** The slowest call, ms. */
  slowestMs: number;
}

export interface LoadOptions {
  tag: string;
  /** Also read the conversation between writes. */
  reads?: boolean;
  /** Ms between one writer's calls (sending is limited to 30 a minute per sender). */
  paceMs?: number;
  /** The client's address as X-Forwarded-For, per writer (own budgets per test). */
  clientOf: (i: number) => string;
  /** Statuses that are not failures (e.g. 503 while the database is away). */
  tolerate?: number[];
}

/** Starts the load; `stop` ends it and answers what happened. */
export function startLoad(t: Topology, writers: Writer[], from: string[][], opts: LoadOptions) {
  let running = true;
  const out: Outcome = { acked: [], failures: [], okAt: [], slowestMs: 0 };
  let n = 0;
  const timed = async (what: string, call: () => ReturnType<typeof request>) => {
    const started = Date.now();
    try {
      const res = await call();
      if (res.status === 200) out.okAt.push(Date.now());
      else if (!opts.tolerate?.includes(res.status))
        out.failures.push({
          at: Date.now(),
          what: `${what}: ${res.status} ${res.body.toString().slice(0, 120)}`,
        });
      return res;
    } catch (err) {
      out.failures.push({ at: Date.now(), what: `${what}: ${(err as Error).message}` });
      return null;
    } finally {
      out.slowestMs = Math.max(out.slowestMs, Date.now() - started);
    }
  };
  const loops = writers.map(async (w, i) => {
    const side = from[i % from.length]!;
    const address = side[Math.floor(i / from.length) % side.length]!;
    const headers = { 'x-forwarded-for': opts.clientOf(i) };
    const url = `${t.url}/api/conversations/${w.conversationId}`;
    while (running) {
      const k = n++;
      const body = `${opts.tag} ${k}`;
      const res = await timed('POST message', () =>
        request(url, {
          token: w.token,
          from: address,
          headers,
          body: { body, client_id: `${opts.tag}-${k}` },
        }),
      );
      if (res?.status === 200) out.acked.push(body);
      if (opts.reads)
        await timed('GET conversation', () => request(url, { token: w.token, from: address, headers }));
      await new Promise((r) => setTimeout(r, opts.paceMs ?? 400));
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return out;
    },
  };
}

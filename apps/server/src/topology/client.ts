// A client of the topology from chosen loopback addresses: nginx picks a client's process by its
// address (deploy/nginx.conf), so a test speaks to a known process through nginx by choosing the
// address it connects from (127.0.0.2, 127.0.0.3, …: all of 127/8 is this machine on Linux).
import http from 'node:http';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_PATH } from '@keh/contracts';
import type { Topology } from '../test/topology';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The body as JSON (null when it is not). */
  json: { data?: unknown; message?: string; errors?: Record<string, string[]> } & Record<string, unknown>;
}

export interface CallOptions {
  method?: string;
  token?: string;
  /** An object is sent as JSON, FormData as multipart, a string as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The loopback address to connect from. */
  from?: string;
  timeoutMs?: number;
}

/** One HTTP call on a fresh connection (no keep-alive). */
export async function request(url: string, opts: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let payload: Buffer | undefined;
  if (opts.body instanceof FormData) {
    const encoded = new Response(opts.body);
    headers['content-type'] = encoded.headers.get('content-type')!;
    payload = Buffer.from(await encoded.arrayBuffer());
  } else if (typeof opts.body === 'string') payload = Buffer.from(opts.body);
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = Buffer.from(JSON.stringify(opts.body));
  }
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method ?? (payload ? 'POST' : 'GET'),
        headers: { ...headers, connection: 'close' },
        localAddress: opts.from,
        timeout: opts.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          let json = null;
          try {
            json = JSON.parse(body.toString('utf8'));
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json });
        });
      },
    );
    req.on('timeout', () =>
      req.destroy(new Error(`${url}: no answer within ${opts.timeoutMs ?? 15_000} ms`)),
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * For each app process, loopback addresses nginx sends to it (found by asking: nginx names the
 * process that answered in X-Upstream).
 */
export async function addressesByProcess(t: Topology, perProcess = 12): Promise<string[][]> {
  const byPort = new Map(t.apps.map((a) => [a.port, a.index]));
  const out: string[][] = t.apps.map(() => []);
  for (let i = 2; i < 250 && out.some((list) => list.length < perProcess); i++) {
    const from = `127.0.0.${i}`;
    const res = await request(`${t.url}/api/health`, { from });
    const port = Number(
      String(res.headers['x-upstream'] ?? '')
        .split(':')
        .pop(),
    );
    const index = byPort.get(port);
    if (index !== undefined && out[index]!.length < perProcess) out[index]!.push(from);
  }
  if (out.some((list) => list.length === 0)) throw new Error('nginx sent every address to one process');
  return out;
}

/** Which app process answered through nginx (its index), from X-Upstream. */
export function answeredBy(t: Topology, res: Answer): number | undefined {
  const port = Number(
    String(res.headers['x-upstream'] ?? '')
      .split(':')
      .pop(),
  );
  return t.apps.find((a) => a.port === port)?.index;
}

/** The newest code mailed to an address (demo mode's dev outbox), waiting for a new one. */
export async function readCode(url: string, email: string, after?: number, from?: string) {
  for (let tries = 0; tries < 150; tries++) {
    const res = await request(`${url}/api/dev/outbox?to=${encodeURIComponent(email)}`, { from });
    const newest = (res.json?.data as { id: number; subject: string }[] | undefined)?.[0];
    const code = newest && newest.id !== after ? /(\d{4})$/.exec(newest.subject)?.[1] : undefined;
    if (code) return { code, id: newest!.id };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code reached the outbox for ${email}`);
}

export async function newestMailId(url: string, email: string, from?: string) {
  const res = await request(`${url}/api/dev/outbox?to=${encodeURIComponent(email)}`, { from });
  return (res.json?.data as { id: number }[] | undefined)?.[0]?.id;
}

/** The two-step sign-in through `url` from `from`; answers the bearer token. */
export async function signInThrough(url: string, email: string, from: string, password = 'Password12') {
  const before = await newestMailId(url, email, from);
  const sent = await request(`${url}/api/auth/send-otp`, { body: { email }, from });
  if (sent.status !== 200) throw new Error(`send-otp ${sent.status} ${sent.body}`);
  const { code } = await readCode(url, email, before, from);
  const confirmed = await request(`${url}/api/auth/confirm-otp`, { body: { email, otp: code }, from });
  if (confirmed.status !== 200) throw new Error(`confirm-otp ${confirmed.status}`);
  const login = await request(`${url}/api/auth/login`, { body: { email, password }, from });
  if (login.status !== 200) throw new Error(`login ${login.status} ${login.body}`);
  return (login.json.data as { token: string }).token;
}

/** A real Socket.IO client through `url` from `from` (websocket only). */
export function socketThrough(url: string, token: string, from: string, reconnection = false): Socket {
  return connect(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
    localAddress: from,
  } as Parameters<typeof connect>[1]);
}

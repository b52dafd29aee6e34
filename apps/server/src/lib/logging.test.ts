import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { loggingOptions, maskTokens, RequestLineLog } from './logging';

/** A Fastify with the request-line log writing into an array (one parsed JSON object a line). */
async function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (l: string) => void lines.push(JSON.parse(l)) } },
    logController: new RequestLineLog(),
  });
  app.get('/ok', async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

describe('logging', () => {
  it('masks a token in a query, wherever it stands', () => {
    expect(maskTokens('/api/x?token=abc&y=1')).toBe('/api/x?token=***&y=1');
    expect(maskTokens('/api/x?y=1&token=abc')).toBe('/api/x?y=1&token=***');
    expect(maskTokens('/api/x?name=abc')).toBe('/api/x?name=abc');
    expect(maskTokens('/api/x')).toBe('/api/x');
  });

  it('masks by decoded name: an encoded name is masked too (issue 26)', () => {
    expect(maskTokens('/api/x?%74oken=abc&y=1')).toBe('/api/x?%74oken=***&y=1');
    expect(maskTokens('/api/x?t%6Fken=abc')).toBe('/api/x?t%6Fken=***');
    expect(maskTokens('/api/x?%74%6F%6B%65%6E=abc')).toBe('/api/x?%74%6F%6B%65%6E=***');
    expect(maskTokens('/api/auth/linkedin/login?access_token=abc')).toBe(
      '/api/auth/linkedin/login?access_token=***',
    );
    expect(maskTokens('/api/x?token&y=1')).toBe('/api/x?token=***&y=1');
    expect(maskTokens('/api/x?%E0%A4%A=1&token=s')).toBe('/api/x?%E0%A4%A=1&token=***');
  });

  it('writes one line per request: method, masked url, status and time', async () => {
    const { app, lines } = await appLogging('info');
    await app.inject({ url: '/ok?token=secret' });
    await app.inject({ url: '/missing' });
    const requests = lines.filter((l) => 'statusCode' in l);
    expect(requests).toHaveLength(2);
    expect(lines).toHaveLength(2);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/ok?token=***', statusCode: 200 });
    expect(requests[0]!.msg).toMatch(/^GET \/ok\?token=\*\*\* 200 \d+\.\d ms$/);
    expect(requests[1]).toMatchObject({ url: '/missing', statusCode: 404 });
    expect(JSON.stringify(lines)).not.toContain('secret');
    await app.inject({ url: '/ok?%74oken=hidden' });
    expect(lines.at(-1)).toMatchObject({ url: '/ok?%74oken=***', statusCode: 200 });
    expect(JSON.stringify(lines)).not.toContain('hidden');
    await app.close();
  });

  it('writes nothing per request above info', async () => {
    const { app, lines } = await appLogging('warn');
    await app.inject({ url: '/ok' });
    expect(lines).toHaveLength(0);
    await app.close();
  });

  it('is pretty at a terminal in development only, plain JSON otherwise', async () => {
    const streamOf = async (level: string, production: boolean) =>
      ((await loggingOptions({ level, production })).logger as { stream?: { write(l: string): void } })
        .stream;
    const wasTTY = process.stdout.isTTY;
    try {
      process.stdout.isTTY = false;
      expect(await streamOf('info', false)).toBeUndefined();
      process.stdout.isTTY = true;
      expect(await streamOf('info', true)).toBeUndefined();
      expect(await streamOf('silent', false)).toBeUndefined();
      const pretty = await streamOf('info', false);
      expect(pretty).toBeDefined();
      const written: string[] = [];
      const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
        written.push(String(chunk));
        return true;
      });
      try {
        pretty!.write(
          JSON.stringify({
            level: 30,
            time: Date.now(),
            pid: 1,
            hostname: 'h',
            reqId: 'req-1',
            method: 'GET',
            url: '/ok',
            statusCode: 200,
            responseTime: 1.2,
            msg: 'GET /ok 200 1.2 ms',
          }) + '\n',
        );
      } finally {
        spy.mockRestore();
      }
      expect(written.join('')).toContain('GET /ok 200 1.2 ms');
      expect(written.join('')).not.toContain('req-1');
      expect(written.join('').trimEnd().split('\n')).toHaveLength(1);
    } finally {
      process.stdout.isTTY = wasTTY;
    }
  });
});

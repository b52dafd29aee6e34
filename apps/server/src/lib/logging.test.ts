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
    expect(maskTokens('/api/x?notatoken=abc')).toBe('/api/x?notatoken=abc');
    expect(maskTokens('/api/x')).toBe('/api/x');
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

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_COMPRESS_FROM, GUEST_COMPRESS_FROM } from './compress-answers';
import { createTestApp, signIn, type TestApp } from '../test/app';

/**
 * A web build as `vite build` leaves it (apps/web/vite.config.ts): each text asset next to its
 * .br and .gz. Written here so the test does not depend on a build having run.
 */
const SHELL = `<!doctype html><html lang="en"><head><title>Hub</title>${'<meta name="x" content="padding">'.repeat(40)}<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;

const dist = mkdtempSync(path.join(os.tmpdir(), 'keh-web-test-'));
function writeAsset(file: string, text: string) {
  const full = path.join(dist, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  writeFileSync(`${full}.br`, brotliCompressSync(text));
  writeFileSync(`${full}.gz`, gzipSync(text, { level: 9 }));
}
writeAsset('index.html', SHELL);
writeAsset('assets/index-abc123.js', SCRIPT);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const decode = {
  br: (body: Buffer) => brotliDecompressSync(body).toString('utf8'),
  gzip: (body: Buffer) => gunzipSync(body).toString('utf8'),
  none: (body: Buffer) => body.toString('utf8'),
};
type Encoding = keyof typeof decode;

async function get(url: string, encoding: Encoding) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers:
      encoding === 'none' ? {} : { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip' },
  });
  return { res, text: decode[encoding](res.rawPayload) };
}

const cases: { name: string; url: string; original: string; type: RegExp; cache: string }[] = [
  {
    name: 'a hashed asset',
    url: '/assets/index-abc123.js',
    original: SCRIPT,
    type: /javascript/,
    cache: 'public, max-age=31536000, immutable',
  },
  { name: 'the app shell at /', url: '/', original: SHELL, type: /text\/html/, cache: 'no-cache' },
  {
    name: 'the app shell for a client route (not-found fallback)',
    url: '/login/1',
    original: SHELL,
    type: /text\/html/,
    cache: 'no-cache',
  },
];

describe('the web app is served precompressed', () => {
  for (const c of cases) {
    for (const encoding of ['br', 'gzip', 'none'] as const) {
      it(`${c.name} with accept-encoding ${encoding}`, async () => {
        const { res, text } = await get(c.url, encoding);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(c.type);
        expect(res.headers['cache-control']).toBe(c.cache);
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        if (encoding === 'none') expect(res.headers['content-encoding']).toBeUndefined();
        else expect(res.headers['content-encoding']).toBe(encoding);
        expect(text).toBe(c.original);
        if (encoding !== 'none') expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(c.original));
      });
    }
  }

  it('a missing asset is a 404, not the app shell', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/missing-000.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('API answers are compressed for clients that accept it', () => {
  for (const encoding of ['br', 'gzip', 'none'] as const) {
    it(`the knowledge base's first page with accept-encoding ${encoding}`, async () => {
      const { res, text } = await get('/api/articles', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      if (encoding === 'none') expect(res.headers['content-encoding']).toBeUndefined();
      else {
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(text) / 2);
      }
      expect((JSON.parse(text) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    });
  }

  it("a signed-in answer under 8 KB goes as it is, also of a page guests read; a guest's is compressed from 1 KB", async () => {
    const token = await signIn(t.app, 'mentee@example.com');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/mentee/mentoring',
      headers: { 'accept-encoding': 'br, gzip', authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeGreaterThan(GUEST_COMPRESS_FROM);
    expect(res.rawPayload.length).toBeLessThan(API_COMPRESS_FROM);
    expect(res.headers['content-encoding']).toBeUndefined();
    const guest = await get('/api/articles?limit=3', 'br');
    expect(Buffer.byteLength(guest.text)).toBeLessThan(API_COMPRESS_FROM);
    expect(Buffer.byteLength(guest.text)).toBeGreaterThan(GUEST_COMPRESS_FROM);
    expect(guest.res.headers['content-encoding']).toBe('br');
    // The same page read signed in is a signed-in answer: under 8 KB, it goes as it is.
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/articles?limit=3',
      headers: { 'accept-encoding': 'br, gzip', authorization: `Bearer ${token}` },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['content-encoding']).toBeUndefined();
    expect(signedIn.rawPayload.length).toBeGreaterThan(GUEST_COMPRESS_FROM);
  });

  it('a small answer goes as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

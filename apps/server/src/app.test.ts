import { describe, expect, it } from 'vitest';
import { MSG } from '@keh/contracts';
import { loadConfig } from './config';
import { call, createTestApp, useTestApp } from './test/app';

const t = useTestApp();

describe('platform', () => {
  it('GET /api/health answers once the database answers', async () => {
    expect(await call(t.app, { method: 'GET', url: '/api/health' })).toMatchObject({
      status: 200,
      body: { data: { status: 'ok' } },
    });
  });

  it('GET /api/docs serves the OpenAPI document of the routes', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/docs' });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/user/profile', '/api/survey/options']),
    );
  });

  it('answers unknown API paths with a JSON 404 and sends security headers', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/nope' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: MSG.notFound });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Helmet's set, worked out once at start (plugins/security-headers.ts).
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // WebSockets only to the app's own origin: no ws:/wss: wildcard.
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(csp).not.toMatch(/wss?:/);
  });

  it.each([
    ['without DEMO', {}],
    [
      'in production, even with DEMO=1',
      { NODE_ENV: 'production', DEMO: '1', DATABASE_URL: 'postgres://db.example/keh' },
    ],
  ])('is safe by default: %s there is no dev outbox and no demo account', async (_, env) => {
    const config = loadConfig(env);
    expect(config.demo).toBe(false);
    const safe = await createTestApp({ demo: config.demo, production: config.production });
    try {
      expect((await call(safe.app, { method: 'GET', url: '/api/dev/outbox' })).status).toBe(404);
      const send = await call(safe.app, {
        method: 'POST',
        url: '/api/auth/send-otp',
        payload: { email: 'mentor@example.com' },
      });
      expect(send.status).toBe(200);
      // Reference data is there in any mode; demo accounts are not.
      expect(
        (await call(safe.app, { method: 'GET', url: '/api/survey/options' })).body.data.assess,
      ).toHaveLength(19);
      const taken = await call(safe.app, {
        method: 'POST',
        url: '/api/tools/check-email',
        payload: { email: 'mentor@example.com' },
      });
      expect(taken.status).toBe(200);
    } finally {
      await safe.close();
    }
  });

  it('demo mode is an explicit opt-in', () => {
    expect(loadConfig({ DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
    expect(loadConfig({}).demo).toBe(false);
  });
});

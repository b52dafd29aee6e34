import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/app';

const TOKEN = 'metrics-token-for-the-tests-0123';
let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  [t, off] = await Promise.all([createTestApp({ metricsToken: TOKEN }), createTestApp()]);
});
afterAll(() => Promise.all([t.close(), off.close()]));

const scrape = (app: TestApp, authorization?: string) =>
  app.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('answers Prometheus text only with the bearer token', async () => {
    await call(t.app, { method: 'GET', url: '/api/health' });
    await call(t.app, { method: 'GET', url: '/api/nothing-here' });
    // A mail job, so the queue has a row to count.
    await call(t.app, {
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { email: 'mentor@example.com' },
    });
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, 'Bearer wrong-token')).statusCode).toBe(401);
    expect((await scrape(t, TOKEN)).statusCode).toBe(401); // a bearer, not the bare token
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} [1-9]/,
    );
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toMatch(/socketio_connected_sockets 0/);
    // The job queue's depth per queue (the code mail above).
    expect(text).toMatch(/job_queue_jobs\{queue="mail",state="pending"\} \d+/);
    expect(text).toMatch(/job_queue_jobs\{queue="mail",state="failed"\} 0/);
  });

  it('is not there without METRICS_TOKEN', async () => {
    expect((await scrape(off)).statusCode).toBe(404);
    expect((await scrape(off, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });
});

import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { limit } from './rate-limit';
import { testServerUrl, twoProcesses } from '../test/two-processes';

const login = (app: FastifyInstance, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email: 'nobody@example.com', password: 'Wrong12345' },
  });

describe.skipIf(!testServerUrl)('rate limits across processes (PostgreSQL)', () => {
  const start = twoProcesses();

  it('two processes enforce one budget per client', async () => {
    const [a, b] = await start();
    const ip = '10.77.0.1';
    const { max } = limit.loginPerIp;
    for (let i = 0; i < max; i++) {
      const res = await login(i % 2 ? b : a, ip);
      expect(res.statusCode).not.toBe(429);
    }
    // The budget is spent, whichever process answers; another client still has its own.
    expect((await login(a, ip)).statusCode).toBe(429);
    expect((await login(b, ip)).statusCode).toBe(429);
    expect((await login(b, '10.77.0.2')).statusCode).not.toBe(429);
  });
});

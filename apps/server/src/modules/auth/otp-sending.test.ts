import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@keh/contracts';
import { call, createTestApp, form, lastMail, type TestApp } from '../../test/app';
import { OTP_SEND_RULES } from './otp.service';

/** The attack of decision 0011: strangers flooding send-otp for somebody else's address. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

let n = 0;
const stranger = () => `198.51.100.${++n}`;
const send = (email: string, ip: string) =>
  call(t.app, { method: 'POST', url: '/api/auth/send-otp', payload: { email }, remoteAddress: ip });
const confirm = (email: string, otp: string, ip: string) =>
  call(t.app, { method: 'POST', url: '/api/auth/confirm-otp', payload: { email, otp }, remoteAddress: ip });
const codeOf = async (email: string) => (await lastMail(t.app, email))?.subject.match(/(\d{4})$/)?.[1];
const flood = async (email: string, times: number) => {
  const statuses = [];
  for (let i = 0; i < times; i++) statuses.push((await send(email, stranger())).status);
  return statuses;
};

describe('send-otp for somebody else', () => {
  it("never cancels the owner's open code", async () => {
    const email = 'mentor@example.com';
    const home = '203.0.113.10';
    expect((await send(email, home)).status).toBe(200);
    const code = await codeOf(email);
    await flood(email, 30);
    // Every mail the strangers caused carried the same code, and the owner's still works.
    expect(await codeOf(email)).toBe(code);
    expect((await confirm(email, code!, home)).status).toBe(200);
  });

  it("cannot hold up the owner's usual network at all", async () => {
    const email = 'mentee@example.com';
    const home = '203.0.113.20';
    // The owner signs in from home once: that makes home one of their usual networks.
    expect((await send(email, home)).status).toBe(200);
    expect((await confirm(email, (await codeOf(email))!, home)).status).toBe(200);
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: home,
      ...form({ email, password: 'Password12' }),
    });
    expect(login.status).toBe(200);

    const statuses = await flood(email, OTP_SEND_RULES.fromStrangers + 10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    // A new network is held up now, the usual one is not.
    expect((await send(email, stranger())).status).toBe(429);
    expect((await send(email, home)).status).toBe(200);
    expect((await confirm(email, (await codeOf(email))!, home)).status).toBe(200);
  });

  it('holds up a new network for minutes, not an hour', async () => {
    const email = 'captain.flooded@example.com';
    await flood(email, OTP_SEND_RULES.fromStrangers);
    const res = await send(email, stranger());
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(MSG.codeTooMany);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + OTP_SEND_RULES.windowMs + 1_000 });
    expect((await send(email, stranger())).status).toBe(200);
  });
});

describe('send-otp at the same moment', () => {
  it('counts the mails to an address one request at a time, so a burst cannot pass the budget together', async () => {
    const email = 'burst@example.com';
    const from = '198.51.100.200';
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(email, from)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(OTP_SEND_RULES.perRequester);
    await lastMail(t.app, email);
    const outbox = await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${email}` });
    expect(outbox.body.data).toHaveLength(OTP_SEND_RULES.perRequester);
    // Every mail carried the one code.
    expect(new Set(outbox.body.data.map((m: { subject: string }) => m.subject)).size).toBe(1);
  });
});

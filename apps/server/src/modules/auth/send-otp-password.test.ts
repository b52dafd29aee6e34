import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@keh/contracts';
import { call, createTestApp, form, freshIp, lastMail, type TestApp } from '../../test/app';
import { OTP_SEND_RULES } from './otp.service';

/** Login step 1 checks the password before a code is mailed (issue 28, decision 0027). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (payload: Record<string, string>, remoteAddress = freshIp()) =>
  call(t.app, { method: 'POST', url: '/api/auth/send-otp', payload, remoteAddress });
const mails = async (email: string) => {
  await lastMail(t.app, email);
  const { body } = await call(t.app, {
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  return (body.data as unknown[]).length;
};
const codeOf = async (email: string) => (await lastMail(t.app, email))?.subject.match(/(\d{4})$/)?.[1];

describe('POST /api/auth/send-otp with the password', () => {
  it('sends the code for the right password, and login then works as before', async () => {
    const email = 'mentor@example.com';
    const ip = freshIp();
    const res = await send({ email, password: 'Password12' }, ip);
    expect(res.status).toBe(200);
    const otp = await codeOf(email);
    expect(otp).toMatch(/^\d{4}$/);
    const confirmed = await call(t.app, {
      method: 'POST',
      url: '/api/auth/confirm-otp',
      payload: { email, otp },
      remoteAddress: ip,
    });
    expect(confirmed.status).toBe(200);
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      ...form({ email, password: 'Password12' }),
    });
    expect(login.status).toBe(200);
  });

  it.each([
    ['a wrong password', 'mentee@example.com', 'Wrong12345'],
    ['an unknown address', 'nobody.here@example.com', 'Password12'],
  ])('refuses %s with the one login message and sends nothing', async (_, email, password) => {
    const before = await mails(email);
    const res = await send({ email, password });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MSG.loginFailed);
    expect(res.body.errors).toEqual({ email: [MSG.loginFailed] });
    expect(await mails(email)).toBe(before);
  });

  it('holds password guesses to the send limits of the address', async () => {
    const email = 'admin@example.com';
    const ip = freshIp();
    for (let i = 0; i < OTP_SEND_RULES.perRequester; i++) {
      expect((await send({ email, password: `Guess${i}1234` }, ip)).status).toBe(422);
    }
    // The right password from the same client is now held up too, so guessing costs as much as a code.
    const held = await send({ email, password: 'Password12' }, ip);
    expect(held.status).toBe(429);
    expect(held.body.message).toBe(MSG.codeTooMany);
  });

  it('still sends a code for an address alone (sign-up, a changed e-mail)', async () => {
    const email = 'someone.new@example.com';
    expect((await send({ email })).status).toBe(200);
    expect(await codeOf(email)).toMatch(/^\d{4}$/);
  });

  it('refuses an empty password as a missing one', async () => {
    const res = await send({ email: 'mentor@example.com', password: '  ' });
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toEqual([MSG.passwordRequired]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@keh/contracts';
import { call, createTestApp, form, sendAndReadCode, signIn, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress?: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/auth/login',
    ...form({ email, password }),
    ...(remoteAddress && { remoteAddress }),
  });
const verify = async (email: string) => {
  const otp = await sendAndReadCode(t.app, email);
  expect(
    (await call(t.app, { method: 'POST', url: '/api/auth/confirm-otp', payload: { email, otp } })).status,
  ).toBe(200);
};

describe('POST /api/auth/login', () => {
  it.each([
    ['mentor@example.com', 'mentor'],
    ['mentee@example.com', 'mentee'],
    ['moderator@example.com', 'moderator'],
    ['admin@example.com', 'admin'],
  ])('signs %s in with the password and a confirmed code', async (email, type) => {
    await verify(email);
    const res = await login(email, 'Password12');
    expect(res.status).toBe(200);
    // The demo people have their seeded pictures.
    expect(res.body.data).toMatchObject({ type, avatar: expect.stringMatching(/^\/uploads\//) });
    expect(res.body.data.token).toMatch(/^[\w-]{43}$/);
    expect(res.body.data.first_name).toBeTruthy();
    const profile = await call(t.app, {
      method: 'GET',
      url: '/api/user/profile',
      token: res.body.data.token,
    });
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ email, type });
  });

  it('refuses the right password without a confirmed code', async () => {
    const res = await login('mentor@example.com', 'Password12');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MSG.loginFailed);
    expect(res.body.errors.email).toEqual([MSG.loginFailed]);
  });

  it('refuses a wrong password, and the code is spent by the try', async () => {
    await verify('mentee@example.com');
    expect((await login('mentee@example.com', 'Wrong12345')).body.message).toBe(MSG.loginFailed);
    expect((await login('mentee@example.com', 'Password12')).status).toBe(422);
  });

  it('answers an unknown address like a wrong password', async () => {
    await verify('nobody@example.com');
    const res = await login('nobody@example.com', 'Password12');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MSG.loginFailed);
  });

  it('validates the form', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      ...form({ email: 'x', password: '' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [MSG.emailInvalid], password: [MSG.passwordRequired] });
  });

  it('rate-limits attempts per IP', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 30; i++)
      expect((await login('mentor@example.com', 'Wrong12345', ip)).status).toBe(422);
    expect((await login('mentor@example.com', 'Wrong12345', ip)).status).toBe(429);
  });
});

describe('tokens', () => {
  it('GET /api/user/profile needs a valid token', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/user/profile' })).status).toBe(401);
    const bad = await call(t.app, { method: 'GET', url: '/api/user/profile', token: 'not-a-token' });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe(MSG.unauthenticated);
  });

  it('logout revokes the token and only that one', async () => {
    const a = await signIn(t.app, 'mentor@example.com');
    const b = await signIn(t.app, 'mentor@example.com');
    expect((await call(t.app, { method: 'POST', url: '/api/auth/logout', token: a })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/user/profile', token: a })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/user/profile', token: b })).status).toBe(200);
    expect((await call(t.app, { method: 'POST', url: '/api/auth/logout' })).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@keh/contracts';
import { call, createTestApp, sendAndReadCode, signIn, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (role: string, payload: Record<string, string>) =>
  call(t.app, { method: 'POST', url: `/api/auth/${role}/registration`, payload });
const person = (email: string) => ({ first_name: 'Jamie', last_name: 'Fox', email, password: 'Secret123' });

describe('registration', () => {
  it('is refused until the address is verified with a code', async () => {
    const res = await register('mentee', person('unverified@example.com'));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [MSG.emailNotVerified] });
  });

  it('creates an account that can sign in at once', async () => {
    const email = 'captain.new@example.com';
    const otp = await sendAndReadCode(t.app, email);
    await call(t.app, { method: 'POST', url: '/api/auth/confirm-otp', payload: { email, otp } });
    const res = await register('mentor', person(email));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ type: 'mentor', first_name: 'Jamie', last_name: 'Fox' });
    const profile = await call(t.app, {
      method: 'GET',
      url: '/api/user/profile',
      token: res.body.data.token,
    });
    expect(profile.body.data).toMatchObject({ email, type: 'mentor', mentees_limit: 3 });
    expect(await signIn(t.app, email, 'Secret123')).toBeTruthy();
  });

  it('refuses a taken address', async () => {
    const res = await register('mentee', person('mentee@example.com'));
    expect(res.body.errors).toEqual({ email: [MSG.emailTaken] });
  });

  it('validates every field with the spec messages', async () => {
    const res = await register('mentee', { first_name: 'J1', last_name: '', email: 'bad', password: 'weak' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      first_name: [MSG.firstNameDigits],
      last_name: [MSG.lastNameRequired],
      email: [MSG.emailInvalid],
      password: [MSG.passwordLength, MSG.passwordCapital, MSG.passwordDigits],
    });
    const short = await register('mentor', { ...person('s@example.com'), first_name: 'J', last_name: 'K' });
    expect(short.body.errors).toMatchObject({
      first_name: [MSG.firstNameLength],
      last_name: [MSG.lastNameLength],
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@keh/contracts';
import { call, createTestApp, form, lastMail, mailSettled, signIn, type TestApp } from '../../test/app';
import { RESET_MAILS_PER_HOUR } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestReset = (email: string) =>
  call(t.app, { method: 'POST', url: '/api/auth/password/reset', payload: { email } });
const update = (fields: Record<string, string>) =>
  call(t.app, { method: 'POST', url: '/api/auth/password/update', ...form(fields) });

async function resetLink(email: string) {
  expect((await requestReset(email)).status).toBe(200);
  const mail = await lastMail(t.app, email);
  const url = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
  expect(url.pathname).toBe('/forgot-password/3');
  expect(url.searchParams.get('email')).toBe(email);
  return url.searchParams.get('token')!;
}

describe('password reset', () => {
  it("answers 'Invalid user' for an unknown address", async () => {
    const res = await requestReset('ghost@example.com');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      message: MSG.invalidUser,
      error_message: MSG.invalidUser,
      errors: { email: [MSG.invalidUser] },
    });
  });

  it('mails a single-use link that sets a new password and signs every session out', async () => {
    const email = 'mentee@example.com';
    const before = await signIn(t.app, email);
    const token = await resetLink(email);
    const res = await update({ email, password: 'NewPass45', token });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(MSG.passwordUpdated);
    expect((await call(t.app, { method: 'GET', url: '/api/user/profile', token: before })).status).toBe(401);
    expect((await update({ email, password: 'Other1234A', token })).body.errors).toEqual({
      token: [MSG.resetTokenInvalid],
    });
    await expect(signIn(t.app, email, 'Password12')).rejects.toThrow(/login 422/);
    expect(await signIn(t.app, email, 'NewPass45')).toBeTruthy();
  });

  it('spends a reset link once even when it is used several times at the same moment', async () => {
    const email = 'mentor@example.com';
    const token = await resetLink(email);
    const results = await Promise.all(
      ['Parallel11A', 'Parallel22A', 'Parallel33A', 'Parallel44A', 'Parallel55A'].map((password) =>
        update({ email, password, token }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 200))
      expect(r.body.errors).toEqual({ token: [MSG.resetTokenInvalid] });
  });

  it('refuses an expired link, a wrong token and a token for another address', async () => {
    const token = await resetLink('mentor@example.com');
    expect((await update({ email: 'admin@example.com', password: 'NewPass45', token })).status).toBe(422);
    expect((await update({ email: 'mentor@example.com', password: 'NewPass45', token: 'nope' })).status).toBe(
      422,
    );
    await t.app.db.execute(sql`update password_resets set expires_at = now() - interval '1 second'`);
    const expired = await update({ email: 'mentor@example.com', password: 'NewPass45', token });
    expect(expired.status).toBe(422);
    expect(expired.body.errors.token).toEqual([MSG.resetTokenInvalid]);
  });

  it.each([
    ['Short12', MSG.passwordLength],
    ['password12', MSG.passwordCapital],
    ['Password1', MSG.passwordDigits],
    ['', MSG.passwordRequired],
  ])('checks the new password %j', async (password, message) => {
    const res = await update({ email: 'mentor@example.com', password, token: 'x' });
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toEqual([message]);
  });
});

describe('POST /api/auth/password/change', () => {
  const change = (token: string | undefined, payload: Record<string, string>) =>
    call(t.app, { method: 'POST', url: '/api/auth/password/change', token, payload });

  it('needs a signed-in user', async () => {
    expect((await change(undefined, {})).status).toBe(401);
  });

  it('validates each field with the spec messages', async () => {
    const token = await signIn(t.app, 'admin@example.com');
    const res = await change(token, {
      current_password: '',
      new_password: 'abc',
      new_password_confirmation: 'x',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.current_password).toEqual([MSG.currentPasswordRequired]);
    expect(res.body.errors.new_password).toEqual([
      MSG.passwordLength,
      MSG.passwordCapital,
      MSG.passwordDigits,
    ]);
    const mismatch = await change(token, {
      current_password: 'Password12',
      new_password: 'Abcdef12',
      new_password_confirmation: 'Abcdef13',
    });
    expect(mismatch.body.errors).toEqual({ new_password_confirmation: [MSG.passwordsSame] });
    const wrongCurrent = await change(token, {
      current_password: 'Nope12345',
      new_password: 'Abcdef12',
      new_password_confirmation: 'Abcdef12',
    });
    expect(wrongCurrent.body.errors).toEqual({ current_password: [MSG.currentPasswordWrong] });
  });

  it('changes the password and revokes every session', async () => {
    const token = await signIn(t.app, 'admin@example.com');
    const other = await signIn(t.app, 'admin@example.com');
    const res = await change(token, {
      current_password: 'Password12',
      new_password: 'Changed99',
      new_password_confirmation: 'Changed99',
    });
    expect(res.status).toBe(200);
    for (const tk of [token, other])
      expect((await call(t.app, { method: 'GET', url: '/api/user/profile', token: tk })).status).toBe(401);
    expect(await signIn(t.app, 'admin@example.com', 'Changed99')).toBeTruthy();
    expect((await lastMail(t.app, 'admin@example.com'))?.subject).toMatch(/verification code/);
  });
});

describe('reset mails per address', () => {
  const outbox = async (email: string) => {
    await mailSettled(t.app);
    const res = await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    return (res.body.data as { subject: string }[]).filter((m) => m.subject === 'Reset your password');
  };

  it(`sends at most ${RESET_MAILS_PER_HOUR} an hour, even to requests at the same moment; the rest are answered alike`, async () => {
    const email = 'claire.donnelly@example.com';
    const answers = await Promise.all(Array.from({ length: 12 }, () => requestReset(email)));
    for (const a of answers)
      expect(a).toMatchObject({ status: 200, body: { data: { message: MSG.resetLinkSent } } });
    expect(await outbox(email)).toHaveLength(RESET_MAILS_PER_HOUR);
    const later = await requestReset(email);
    expect(later.body).toEqual(answers[0]!.body);
    expect(await outbox(email)).toHaveLength(RESET_MAILS_PER_HOUR);
    // An hour on, the address may have links again.
    await t.app.db.execute(sql`update password_resets set created_at = now() - interval '61 minutes'`);
    expect((await requestReset(email)).status).toBe(200);
    expect(await outbox(email)).toHaveLength(RESET_MAILS_PER_HOUR + 1);
  });
});

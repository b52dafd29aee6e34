import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@keh/contracts';
import { otpCodes } from '../../db/schema';
import { OTP_SEND_RULES } from './otp.service';
import { call, createTestApp, lastMail, sendAndReadCode, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const confirm = (email: string, otp: string) =>
  call(t.app, { method: 'POST', url: '/api/auth/confirm-otp', payload: { email, otp } });
const wrong = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');

describe('POST /api/auth/send-otp', () => {
  it('mails a four-digit code through the mail module', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { email: 'New.Person@Example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { sent: true } });
    const mail = await lastMail(t.app, 'new.person@example.com');
    expect(mail?.subject).toMatch(/^Your verification code: \d{4}$/);
    expect(mail?.text).toContain('expires in 10 minutes');
  });

  it.each([
    [{}, MSG.emailRequired],
    [{ email: '' }, MSG.emailRequired],
    [{ email: 'not-an-address' }, MSG.emailInvalid],
  ])('refuses %j with the spec message', async (payload, message) => {
    const res = await call(t.app, { method: 'POST', url: '/api/auth/send-otp', payload });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: MSG.invalidData, errors: { email: [message] } });
  });

  it('limits the code mails one requester may send to one address', async () => {
    const email = 'flood@example.com';
    const send = () =>
      call(t.app, {
        method: 'POST',
        url: '/api/auth/send-otp',
        payload: { email },
        remoteAddress: '192.0.2.50',
      });
    for (let i = 0; i < OTP_SEND_RULES.perRequester; i++) expect((await send()).status).toBe(200);
    const res = await send();
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(MSG.codeTooMany);
  });

  it('limits sending per IP address', async () => {
    const send = (i: number) =>
      call(t.app, {
        method: 'POST',
        url: '/api/auth/send-otp',
        payload: { email: `ip${i}@example.com` },
        remoteAddress: '192.0.2.77',
      });
    for (let i = 0; i < 60; i++) expect((await send(i)).status).toBe(200);
    const res = await send(99);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(MSG.tooManyRequests);
  });
});

describe('POST /api/auth/confirm-otp', () => {
  it('accepts the right code once (single use)', async () => {
    const code = await sendAndReadCode(t.app, 'once@example.com');
    expect((await confirm('once@example.com', code)).status).toBe(200);
    const again = await confirm('once@example.com', code);
    expect(again.status).toBe(422);
    expect(again.body.errors.otp).toEqual([MSG.codeInvalid]);
  });

  it("answers 'invalid code' for a wrong code and the code format message for a short one", async () => {
    const code = await sendAndReadCode(t.app, 'wrong@example.com');
    const res = await confirm('wrong@example.com', wrong(code));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ otp: [MSG.codeInvalid] });
    const short = await confirm('wrong@example.com', '12');
    expect(short.body.errors).toEqual({ otp: [MSG.codeLength] });
    expect((await confirm('wrong@example.com', '')).body.errors).toEqual({ otp: [MSG.codeRequired] });
  });

  it('locks the code after 5 wrong tries, even for the right code', async () => {
    const email = 'locked@example.com';
    const code = await sendAndReadCode(t.app, email);
    for (let i = 0; i < 4; i++)
      expect((await confirm(email, wrong(code))).body.errors.otp).toEqual([MSG.codeInvalid]);
    expect((await confirm(email, wrong(code))).body.errors.otp).toEqual([MSG.codeLocked]);
    const right = await confirm(email, code);
    expect(right.status).toBe(422);
    expect(right.body.errors.otp).toEqual([MSG.codeLocked]);
    // A new code starts afresh.
    const fresh = await sendAndReadCode(t.app, email);
    expect((await confirm(email, fresh)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const email = 'expired@example.com';
    const code = await sendAndReadCode(t.app, email);
    await t.app.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpCodes.email, email));
    const res = await confirm(email, code);
    expect(res.status).toBe(422);
    expect(res.body.errors.otp).toEqual([MSG.codeExpired]);
  });

  it('a second send repeats the code while it is still good, so nobody can cancel it', async () => {
    const email = 'newest@example.com';
    const first = await sendAndReadCode(t.app, email);
    const second = await sendAndReadCode(t.app, email);
    expect(second).toBe(first);
    expect((await confirm(email, first)).status).toBe(200);
  });

  it('only the newest code works once a code is replaced', async () => {
    const email = 'replaced@example.com';
    const first = await sendAndReadCode(t.app, email);
    // Near its end a code is replaced rather than repeated.
    await t.app.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() + interval '1 minute'` })
      .where(eq(otpCodes.email, email));
    const second = await sendAndReadCode(t.app, email);
    if (first !== second) expect((await confirm(email, first)).status).toBe(422);
    expect((await confirm(email, second)).status).toBe(200);
  });
});

describe('confirm-otp under concurrent guesses', () => {
  it('counts tries atomically: of 40 guesses at once at most 5 are checked, the right one last is refused', async () => {
    const email = 'raced@example.com';
    const code = await sendAndReadCode(t.app, email);
    const guesses = Array.from({ length: 39 }, (_, i) => {
      const g = String((Number(code) + 1 + i) % 10000).padStart(4, '0');
      return g;
    });
    const answers = await Promise.all([...guesses, code].map((otp) => confirm(email, otp)));
    const right = answers.at(-1)!;
    expect(right.status).toBe(422);
    expect(right.body.errors.otp).toEqual([MSG.codeLocked]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(0);
    const [row] = await t.app.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(row?.attempts).toBe(5);
    expect(row?.confirmedAt).toBeNull();
    // Only the first five tries were told 'invalid code' or 'locked' from a check; the rest were locked out unchecked.
    expect(answers.filter((a) => a.body.errors?.otp?.[0] === MSG.codeInvalid).length).toBeLessThanOrEqual(4);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import type * as crypto from '../../lib/crypto';
import { hashPassword } from '../../lib/crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { MSG } from '@keh/contracts';
import type { DiskStorage } from '../../lib/storage/storage';
import { agreementAcceptances, assessmentAnswers, surveys, users } from '../../db/schema';
import { call, createTestApp, signIn, type TestApp } from '../../test/app';
import { menteeFields, mentorFields, pdf, png, register, verifyEmail } from '../../test/fixtures';

// Pass-through spies: they count the expensive calls (image decoding, password hashing).
vi.mock('sharp', async (original) => {
  const real = ((await original()) as { default: typeof sharp }).default;
  return { default: vi.fn((...args: Parameters<typeof sharp>) => real(...args)) };
});
vi.mock('../../lib/crypto', async (original) => {
  const real = await original<typeof crypto>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
/** The uploads folder of the test app's storage (a temporary folder). */
const uploadsRoot = () => (t.app.storage as DiskStorage).root;
const fresh = (role: string) => `${role}.${++n}.${Date.now()}@example.com`;
const userCount = async () => (await t.app.db.select({ n: count() }).from(users))[0]!.n;

describe('POST /api/auth/mentor/registration', () => {
  it('stores a complete Business Captain who can sign in at once', async () => {
    const email = fresh('captain');
    await verifyEmail(t.app, email);
    const res = await register(t.app, 'mentor', mentorFields(email));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ type: 'mentor', first_name: 'Jordan', last_name: 'Hale' });
    const p = (await call(t.app, { method: 'GET', url: '/api/user/profile', token: res.body.data.token }))
      .body.data;
    expect(p).toMatchObject({
      email,
      type: 'mentor',
      birthday: '1985-03-14',
      location: 'Leeds, West Yorkshire',
      post_code: 'LS11AA',
      contact_number: '7700900111',
      business_name: 'Hale Fitness Ltd',
      position_within_business: 'Director',
      linkedin: 'https://www.linkedin.com/in/jordan-hale',
      mentees_limit: 4,
      business_specializations: [2, 5],
    });
    expect(p.skills.map((s: { id: number }) => s.id)).toEqual([1, 3, 7]);
    expect(p.skills[0].category.name).toBeTruthy();
    // The avatar was re-encoded and is served as an image.
    expect(p.avatar).toMatch(/^\/uploads\/images\/[a-f0-9]{32}\.png$/);
    const img = await t.app.inject({ method: 'GET', url: p.avatar });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    const [acc] = await t.app.db
      .select()
      .from(agreementAcceptances)
      .where(eq(agreementAcceptances.userId, p.id));
    expect(acc).toMatchObject({ role: 'mentor', version: expect.any(String) });
    expect(acc!.text).toContain('Jordan Hale');
    expect(await signIn(t.app, email, 'Secret123')).toBeTruthy();
  });

  it('needs at least one skill and specialism and a limit of 1 to 5', async () => {
    const email = fresh('captain');
    const res = await register(t.app, 'mentor', {
      ...mentorFields(email),
      skills: '',
      business_specializations: [],
      mentees_limit: '6',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      skills: [MSG.skillsRequired],
      business_specializations: [MSG.required],
      mentees_limit: [MSG.limitOfMenteesMax],
    });
  });
});

describe('POST /api/auth/mentee/registration', () => {
  it('stores profile, survey, business information, 19 answers and the agreement', async () => {
    const email = fresh('member');
    await verifyEmail(t.app, email);
    const res = await register(t.app, 'mentee', menteeFields(email), {
      cv: { data: pdf(), name: 'cv.pdf', type: 'application/pdf' },
    });
    expect(res.status).toBe(201);
    const token = res.body.data.token;
    const p = (await call(t.app, { method: 'GET', url: '/api/user/profile', token })).body.data;
    expect(p).toMatchObject({
      type: 'mentee',
      survey_exists: true,
      business_website: 'https://halefitness.example.com',
      cv: '/api/user/profile/cv',
    });
    expect(p.business_sector).toMatchObject({ id: 3 });
    const [s] = await t.app.db.select().from(surveys).where(eq(surveys.userId, p.id));
    expect(s).toMatchObject({
      serviceId: 1,
      loanAmount: 12000,
      businessStatus: 'Limited Company',
      companyNumber: '12345678',
      courseName: 'Start-up Bootcamp',
      courseFrom: '2026-02-01',
      businessIdea: 'Outdoor fitness classes run by veterans.',
    });
    const answers = await t.app.db.select().from(assessmentAnswers).where(eq(assessmentAnswers.userId, p.id));
    expect(answers).toHaveLength(19);
    expect(answers.find((a) => a.questionId === 1)).toMatchObject({ answer: 1, explanation: 'Ready' });
    const cv = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile/cv',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cv.statusCode).toBe(200);
    expect(cv.body.startsWith('%PDF-')).toBe(true);
  });

  it('keeps only the fields the conditional rules show', async () => {
    const email = fresh('member');
    await verifyEmail(t.app, email);
    const res = await register(t.app, 'mentee', {
      ...menteeFields(email),
      service_id: '11',
      discover_type_id: '',
      business_type: '',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      discover_type_id: [MSG.required],
      business_type: [MSG.required],
    });

    const mentee = (await call(t.app, { method: 'GET', url: '/api/survey/mentee/options' })).body.data;
    const ok = await register(t.app, 'mentee', {
      ...menteeFields(email),
      service_id: '11',
      discover_type_id: String(mentee.discover_types[0].id),
      business_type: 'idea',
      business_status: 'Sole Trader',
      referred_text: 'A friend',
      assess: '',
    });
    expect(ok.status).toBe(201);
    const p = (await call(t.app, { method: 'GET', url: '/api/user/profile', token: ok.body.data.token })).body
      .data;
    expect(p.survey_exists).toBe(false);
    const [s] = await t.app.db.select().from(surveys).where(eq(surveys.userId, p.id));
    expect(s).toMatchObject({
      serviceId: 11,
      businessType: 'idea',
      loanAmount: null, // service 1 only
      businessStatus: null,
      referredText: null, // service 3 only
      courseName: null, // hidden for service 11
      companyNumber: '12345678', // status was dropped with the loan fields, so the number stays
    });
  });

  it("refuses a loan of 25 000 pounds or more with the spec's message", async () => {
    const res = await register(t.app, 'mentee', { ...menteeFields(fresh('member')), loan_amount: '25000' });
    expect(res.status).toBe(422);
    expect(res.body.errors.loan_amount).toEqual([MSG.loanMax]);
  });
});

describe('refusals', () => {
  it('refuses an unverified address, a taken one, and missing required fields', async () => {
    const unverified = await register(t.app, 'mentee', menteeFields(fresh('member')));
    expect(unverified.body.errors).toEqual({ email: [MSG.emailNotVerified] });
    const taken = await register(t.app, 'mentee', menteeFields('mentee@example.com'));
    expect(taken.body.errors).toEqual({ email: [MSG.emailTaken] });
    const empty = await call(t.app, {
      method: 'POST',
      url: '/api/auth/mentee/registration',
      payload: new FormData() as never,
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      first_name: [MSG.firstNameRequired],
      email: [MSG.emailRequired],
      password: [MSG.passwordRequired],
      accept_terms: [MSG.acceptTerms],
      birthday: [MSG.required],
      location: [MSG.required],
      post_code: [MSG.required],
      contact_number: [MSG.required],
      business_name: [MSG.required],
      position_within_business: [MSG.required],
      avatar: [MSG.required],
      service_connection_id: [MSG.required],
      service_type_id: [MSG.required],
      service_id: [MSG.required],
      business_sector_id: [MSG.required],
      accept_agreement: [MSG.acceptAgreement],
    });
  });

  it('does the cheap refusals before decoding images or hashing the password', async () => {
    const big = await png(4000, 4000);
    vi.mocked(sharp).mockClear();
    vi.mocked(hashPassword).mockClear();
    const unverified = await register(t.app, 'mentee', menteeFields(fresh('member')), {
      avatar: { data: big, name: 'big.png', type: 'image/png' },
    });
    expect(unverified.body.errors).toEqual({ email: [MSG.emailNotVerified] });
    const taken = await register(t.app, 'mentor', mentorFields('mentor@example.com'));
    expect(taken.body.errors).toEqual({ email: [MSG.emailTaken] });
    // (The fixtures make their PNGs with sharp({ create }); the server decodes uploaded bytes.)
    const decoded = vi.mocked(sharp).mock.calls.filter(([input]) => input instanceof Uint8Array);
    expect(decoded).toEqual([]);
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('checks files by content and size', async () => {
    const email = fresh('member');
    await verifyEmail(t.app, email);
    const fake = await register(t.app, 'mentee', menteeFields(email), {
      avatar: { data: Buffer.from('<script>alert(1)</script>'), name: 'me.png', type: 'image/png' },
    });
    expect(fake.body.errors).toEqual({ avatar: [MSG.imageType] });
    const big = await register(t.app, 'mentee', menteeFields(email), {
      avatar: {
        data: Buffer.concat([await png(), Buffer.alloc(500_001)]),
        name: 'me.png',
        type: 'image/png',
      },
    });
    expect(big.body.errors).toEqual({ avatar: [MSG.fileTooLarge] });
    const cv = await register(t.app, 'mentee', menteeFields(email), {
      cv: { data: await png(), name: 'cv.pdf', type: 'application/pdf' },
    });
    expect(cv.body.errors).toEqual({ cv: [MSG.pdfType] });
    // None of these spent the verification: the next good request succeeds.
    expect((await register(t.app, 'mentee', menteeFields(email))).status).toBe(201);
  });

  it('writes nothing when a request fails midway', async () => {
    const email = fresh('member');
    await verifyEmail(t.app, email);
    const before = await userCount();
    // An unknown question id fails after the files were checked.
    const res = await register(t.app, 'mentee', {
      ...menteeFields(email),
      assess: JSON.stringify([{ question_id: 999, answer: 1 }]),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ assess: [MSG.unknownOption] });
    expect(await userCount()).toBe(before);
    // A failure inside the transaction (here the last insert, made to fail by a constraint) leaves no
    // user, survey or uploaded file behind, and the verification is not spent.
    const files = async () => (await readdir(path.join(uploadsRoot(), 'images')).catch(() => [])).length;
    const filesBefore = await files();
    await t.app.db.execute(
      sql`alter table agreement_acceptances add constraint test_fail check (false) not valid`,
    );
    const broken = await register(t.app, 'mentor', mentorFields(email));
    await t.app.db.execute(sql`alter table agreement_acceptances drop constraint test_fail`);
    expect(broken.status).toBe(500);
    expect(broken.body).toEqual({ message: MSG.generic });
    expect(await userCount()).toBe(before);
    expect(await files()).toBe(filesBefore);
    expect((await register(t.app, 'mentor', mentorFields(email))).status).toBe(201);
  });
});

describe('agreements', () => {
  it.each(['mentor', 'mentee'])(
    'GET /api/%s/agreement/pdf is an A4 PDF with the name in it',
    async (role) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/${role}/agreement/pdf?first_name=Ada&last_name=Lovelace&business_name=Engines`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@keh/contracts';
import { call, createTestApp, lastMail, sendAndReadCode, signIn, type TestApp } from '../../test/app';
import { pdf, png, toForm } from '../../test/fixtures';
import { pdfText } from '../../test/pdf';

let t: TestApp;
let mentor: string;
let mentee: string;
beforeAll(async () => {
  t = await createTestApp();
  [mentor, mentee] = await Promise.all([
    signIn(t.app, 'mentor@example.com'),
    signIn(t.app, 'mentee@example.com'),
  ]);
});
afterAll(() => t.close());

const profile = async (token: string) =>
  (await call(t.app, { method: 'GET', url: '/api/user/profile', token })).body.data;
const details = {
  first_name: 'Sarah',
  last_name: 'Collins',
  email: 'mentee@example.com',
  birthday: '05/06/1990',
  location: 'Plymouth, Devon',
  post_code: 'PL12AA',
  contact_number: '7700900456',
  business_name: 'Harbourside Coffee Co.',
  position_within_business: 'Founder',
  'business_sector[id]': '2',
  linkedin: 'https://www.linkedin.com/in/sarah',
  business_website: 'https://harbourside.example.com',
};
const postDetails = async (token: string, fields: Record<string, string>, files = {}) =>
  call(t.app, {
    method: 'POST',
    url: '/api/mentee/profile/details',
    token,
    payload: (await toForm(fields, files)) as never,
  });

describe('who may call', () => {
  it('answers 401 signed out and 403 for the other role', async () => {
    expect(
      (await call(t.app, { method: 'POST', url: '/api/mentee/profile/details', payload: details })).status,
    ).toBe(401);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/mentee/profile/details',
          token: mentor,
          payload: details,
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/mentor/settings', token: mentee, payload: {} })).status,
    ).toBe(403);
  });
});

describe('My Details', () => {
  it('saves the details form, with the sector posted as business_sector[id] and a CV', async () => {
    const res = await postDetails(mentee, details, {
      cv: { data: pdf(), name: 'cv.pdf', type: 'application/pdf' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      birthday: '1990-06-05',
      business_sector: { id: 2 },
      cv: '/api/user/profile/cv',
    });
  });

  it('keeps UK post codes and phone numbers whole, and says a name is too long (decision 0028)', async () => {
    const res = await postDetails(mentee, {
      ...details,
      post_code: 'PL1 2AB',
      contact_number: '07700 900123',
    });
    expect(res.status).toBe(200);
    expect(await profile(mentee)).toMatchObject({ post_code: 'PL1 2AB', contact_number: '07700 900123' });
    const long = await postDetails(mentee, { ...details, first_name: 'A'.repeat(2000) });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ first_name: [MSG.firstNameTooLong] });
  });

  it('validates with the spec messages and keeps what was there', async () => {
    const res = await postDetails(mentee, {
      ...details,
      first_name: 'S4',
      post_code: 'PL1 2AAX',
      contact_number: '07700abc',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      first_name: [MSG.firstNameDigits],
      post_code: [MSG.postCodeLength],
      contact_number: [MSG.contactNumberFormat],
    });
    expect((await profile(mentee)).first_name).toBe('Sarah');
    const cv = await postDetails(mentee, details, {
      cv: { data: await png(), name: 'cv.pdf', type: 'application/pdf' },
    });
    expect(cv.body.errors).toEqual({ cv: [MSG.pdfType] });
    const sector = await postDetails(mentee, { ...details, 'business_sector[id]': '999' });
    expect(sector.body.errors).toEqual({ business_sector_id: [MSG.unknownOption] });
  });

  it('changes the e-mail only to a free address verified with a code', async () => {
    expect((await postDetails(mentee, { ...details, email: 'mentor@example.com' })).body.errors).toEqual({
      email: [MSG.emailTaken],
    });
    expect((await postDetails(mentee, { ...details, email: 'sarah.new@example.com' })).body.errors).toEqual({
      email: [MSG.emailNotVerified],
    });
    const otp = await sendAndReadCode(t.app, 'sarah.new@example.com');
    await call(t.app, {
      method: 'POST',
      url: '/api/auth/confirm-otp',
      payload: { email: 'sarah.new@example.com', otp },
    });
    expect((await postDetails(mentee, { ...details, email: 'sarah.new@example.com' })).body.data.email).toBe(
      'sarah.new@example.com',
    );
    expect((await postDetails(mentee, details)).status).toBe(422); // the old one now needs a code too
  });
});

describe('images', () => {
  it('re-encodes a good avatar and cover, refuses others', async () => {
    const before = (await profile(mentor)).avatar;
    const up = (path: string, field: string, data: Buffer) =>
      toForm({}, { [field]: { data, name: 'x.png', type: 'image/png' } }).then((form) =>
        call(t.app, {
          method: 'POST',
          url: `/api/mentor/profile/${path}`,
          token: mentor,
          payload: form as never,
        }),
      );
    const avatar = await up('avatar', 'avatar', await png(2000, 1000));
    expect(avatar.status).toBe(200);
    expect(avatar.body.data.avatar).not.toBe(before);
    const img = await t.app.inject({ method: 'GET', url: avatar.body.data.avatar });
    expect(img.statusCode).toBe(200);
    const cover = await up('bg-image', 'bg_image', await png(1200, 400));
    expect(cover.body.data.bg_image).toMatch(/^\/uploads\/images\//);
    expect((await up('avatar', 'avatar', Buffer.from('GIF89a not really'))).body.errors).toEqual({
      avatar: [MSG.imageType],
    });
    expect((await up('avatar', 'avatar', Buffer.alloc(500_001, 1))).body.errors).toEqual({
      avatar: [MSG.fileTooLarge],
    });
    const none = await call(t.app, {
      method: 'POST',
      url: '/api/mentor/profile/avatar',
      token: mentor,
      payload: (await toForm({ a: 'b' }, {})) as never,
    });
    expect(none.body.errors).toEqual({ avatar: [MSG.required] });
  });
});

describe('My Profile', () => {
  it('sanitises professional experience on write', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/mentor/profile/professional-experience',
      token: mentor,
      payload: {
        professional_experience:
          '<p>Ran <strong>logistics</strong><script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://example.com" onclick="y()">site</a><img src=x onerror=alert(1)></p>',
      },
    });
    expect(res.status).toBe(200);
    const html = res.body.data.professional_experience;
    expect(html).toContain('<strong>logistics</strong>');
    expect(html).toContain('href="https://example.com"');
    expect(html).not.toMatch(/script|javascript|onerror|onclick|<img/);
  });

  it('adds, edits and deletes experience with the date rules', async () => {
    const url = '/api/mentor/profile/experience';
    const current = await call(t.app, {
      method: 'POST',
      url,
      token: mentor,
      payload: {
        company_name: 'Whitfield Logistics',
        practice: 'Managing Director',
        date_from: '01/01/2015',
        date_to: '01/01/2020',
        current: true,
      },
    });
    expect(current.status).toBe(200);
    expect(current.body.data).toMatchObject({ start_date: '2015-01-01', finish_date: null, current: true });
    const missing = await call(t.app, {
      method: 'POST',
      url,
      token: mentor,
      payload: { company_name: 'A', practice: 'B', date_from: '01/01/2015' },
    });
    expect(missing.body.errors).toEqual({ date_to: [MSG.invalidDate] });
    const backwards = await call(t.app, {
      method: 'POST',
      url,
      token: mentor,
      payload: { company_name: 'A', practice: 'B', date_from: '01/01/2015', date_to: '01/01/2014' },
    });
    expect(backwards.body.errors).toEqual({ date_to: [MSG.invalidDate] });
    const empty = await call(t.app, { method: 'POST', url, token: mentor, payload: {} });
    expect(Object.keys(empty.body.errors)).toEqual(['company_name', 'practice', 'date_from']);

    const id = current.body.data.id;
    const edited = await call(t.app, {
      method: 'PUT',
      url: `${url}/${id}`,
      token: mentor,
      payload: {
        company_name: 'Whitfield Logistics Ltd',
        practice: 'Chair',
        date_from: '2015-01-01',
        date_to: '2021-06-30',
        current: false,
      },
    });
    expect(edited.body.data).toMatchObject({
      company_name: 'Whitfield Logistics Ltd',
      finish_date: '2021-06-30',
      current: false,
    });
    // Another person's card is not there for them.
    const other = await signIn(t.app, 'admin@example.com');
    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/mentee/profile/experience/${id}`, token: mentee }))
        .status,
    ).toBe(404);
    expect((await call(t.app, { method: 'DELETE', url: `${url}/${id}`, token: other })).status).toBe(403);
    expect((await profile(mentor)).experience.map((e: { id: number }) => e.id)).toContain(id);
    expect((await call(t.app, { method: 'DELETE', url: `${url}/${id}`, token: mentor })).status).toBe(200);
    expect((await profile(mentor)).experience.map((e: { id: number }) => e.id)).not.toContain(id);
  });

  it('checks and unchecks skills and specialisms, adds and removes other expertise by name', async () => {
    const post = (url: string) => call(t.app, { method: 'POST', url, token: mentor });
    const del = (url: string) => call(t.app, { method: 'DELETE', url, token: mentor });
    expect(
      (await post('/api/user/profile/skills/4')).body.data.skills.map((s: { id: number }) => s.id),
    ).toContain(4);
    expect(
      (await del('/api/user/profile/skills/4')).body.data.skills.map((s: { id: number }) => s.id),
    ).not.toContain(4);
    expect((await post('/api/user/profile/skills/9999')).status).toBe(404);
    expect((await post('/api/mentor/profile/specialization/3')).body.data.business_specializations).toContain(
      3,
    );
    expect(
      (await del('/api/mentor/profile/specialization/3')).body.data.business_specializations,
    ).not.toContain(3);
    expect(
      (await post('/api/mentor/profile/other-expertise/Drone%20surveys')).body.data.other_expertise,
    ).toContain('Drone surveys');
    expect(
      (await del('/api/mentor/profile/other-expertise/drone%20surveys')).body.data.other_expertise,
    ).not.toContain('Drone surveys');
  });
});

describe('Settings', () => {
  it('saves a captain’s settings with the limit between 1 and 5', async () => {
    const url = '/api/mentor/settings';
    const bad = await call(t.app, {
      method: 'POST',
      url,
      token: mentor,
      payload: { mentees_limit: 6, disable_mentoring_requests: 0, accept_chats: 1 },
    });
    expect(bad.body.errors).toEqual({ mentees_limit: [MSG.limitOfMenteesMax] });
    const ok = await call(t.app, {
      method: 'POST',
      url,
      token: mentor,
      payload: { mentees_limit: 2, disable_mentoring_requests: 1, accept_chats: 0 },
    });
    expect(ok.body.data).toMatchObject({
      mentees_limit: 2,
      disable_mentoring_requests: true,
      accept_chats: false,
      available: false,
    });
  });

  it('keeps the four e-mail flags', async () => {
    const url = '/api/user/profile/email-settings';
    expect((await call(t.app, { method: 'GET', url, token: mentee })).body.data).toEqual({
      feed_notifications: 1,
      chat_notifications: 1,
      system_notifications: 1,
      weekly_newsletters: 1,
    });
    const res = await call(t.app, { method: 'POST', url: `${url}?feed=0&weekly=0`, token: mentee });
    expect(res.body.data).toEqual({
      feed_notifications: 0,
      chat_notifications: 1,
      system_notifications: 1,
      weekly_newsletters: 0,
    });
  });
});

describe('My Survey', () => {
  const url = '/api/mentee/profile/survey/details';
  const base = { 'service_connection[id]': '1', 'service_type[id]': '2' };
  it('applies the conditional rules and answers the loan amount as a string', async () => {
    const loan = await call(t.app, {
      method: 'POST',
      url,
      token: mentee,
      payload: { ...base, 'service[id]': '1', loan_amount: '25000' },
    });
    expect(loan.body.errors).toEqual({ loan_amount: [MSG.loanMax] });
    const ok = await call(t.app, {
      method: 'POST',
      url,
      token: mentee,
      payload: {
        ...base,
        'service[id]': '1',
        loan_amount: '9000',
        business_status: 'Sole Trader',
        company_number: '123',
        referred_text: 'x',
        course_name: 'Bootcamp',
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      service: { id: 1 },
      loan_amount: '9000',
      business_status: 'Sole Trader',
      company_number: null,
      referred_text: null,
      course_name: 'Bootcamp',
    });
    expect((await call(t.app, { method: 'GET', url, token: mentee })).body.data.loan_amount).toBe('9000');
    const noService = await call(t.app, { method: 'POST', url, token: mentee, payload: base });
    expect(noService.body.errors).toEqual({ service_id: [MSG.required] });
  });

  it('needs a discover type from a captain', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/mentor/profile/survey/details',
      token: mentor,
      payload: base,
    });
    expect(res.body.errors).toEqual({ discover_type_id: [MSG.required] });
    const ok = await call(t.app, {
      method: 'POST',
      url: '/api/mentor/profile/survey/details',
      token: mentor,
      payload: { ...base, 'discover_type[id]': '1' },
    });
    expect(ok.body.data.discover_type).toMatchObject({ id: 1 });
  });
});

describe('questionnaire change request', () => {
  it('goes pending, approved by an admin, completedFirstly after the update', async () => {
    const req = () =>
      call(t.app, { method: 'POST', url: '/api/mentee/profile/survey/request-change', token: mentee });
    expect((await req()).body.errors).toEqual({ survey: [MSG.surveyNotComplete] });
    const answers = JSON.stringify(Array.from({ length: 19 }, (_, i) => ({ question_id: i + 1, answer: 2 })));
    await call(t.app, {
      method: 'POST',
      url: '/api/mentee/profile/survey/update',
      token: mentee,
      payload: { assess: answers },
    });
    expect((await req()).body.data).toEqual({ status: 'pending', survey_exists: true });
    expect(
      (await call(t.app, { method: 'GET', url: '/api/mentee/profile/survey/request-change', token: mentee }))
        .body.data.status,
    ).toBe('pending');
    expect((await profile(mentee)).change_questionnaire_request_status).toBe('pending');

    const { id } = await profile(mentee);
    const approve = (token: string) =>
      call(t.app, { method: 'POST', url: `/api/admin/mentees/${id}/survey/request-change/approve`, token });
    expect((await approve(mentor)).status).toBe(403);
    const admin = await signIn(t.app, 'admin@example.com');
    expect((await approve(admin)).body.data.status).toBe('approved');
    expect((await lastMail(t.app, (await profile(mentee)).email))?.subject).toBe(
      'You can now change your questionnaire',
    );
    expect((await approve(admin)).status).toBe(422);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/admin/mentees/999999/survey/request-change/approve',
          token: admin,
        })
      ).status,
    ).toBe(404);
    const updated = await call(t.app, {
      method: 'POST',
      url: '/api/mentee/profile/survey/update',
      token: mentee,
      payload: { assess: answers },
    });
    expect(updated.body.data.change_questionnaire_request_status).toBe('completedFirstly');
  });
});

describe('PDFs', () => {
  it.each(['survey-pdf', 'details-pdf', 'questionnaire-blank-pdf', 'questionnaire-pdf'])(
    '%s is a real document',
    async (name) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/user/profile/${name}`,
        headers: { authorization: `Bearer ${mentee}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const { text, pages } = await pdfText(res.rawPayload);
      if (name === 'questionnaire-blank-pdf') {
        expect(text).toContain('Business Idea Overview');
        expect(pages).toBeGreaterThan(1);
      } else {
        expect(text).toContain('Collins');
      }
    },
  );

  it('questionnaire PDFs are for Members only', async () => {
    expect(
      (await call(t.app, { method: 'GET', url: '/api/user/profile/questionnaire-pdf', token: mentor }))
        .status,
    ).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/user/profile/details-pdf' })).status).toBe(401);
  });
});

describe('a failed save keeps the code', () => {
  it('checks the CV before spending the new address’s code', async () => {
    const email = 'keep.code@example.com';
    const otp = await sendAndReadCode(t.app, email);
    await call(t.app, { method: 'POST', url: '/api/auth/confirm-otp', payload: { email, otp } });
    const current = (await profile(mentee)).email;
    const fields = { ...details, email, first_name: 'Sarah' };
    const bad = await postDetails(mentee, fields, {
      cv: { data: await png(), name: 'cv.pdf', type: 'application/pdf' },
    });
    expect(bad.body.errors).toEqual({ cv: [MSG.pdfType] });
    const ok = await postDetails(mentee, fields);
    expect(ok.status).toBe(200);
    expect(ok.body.data.email).toBe(email);
    expect(current).not.toBe(email);
  });
});

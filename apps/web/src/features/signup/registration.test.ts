import { describe, expect, it } from 'vitest';
import { IDEA_FIELDS, MSG } from '@keh/contracts';
import { NOTICES, buildRegistration, locateServerErrors, preflight } from './registration';
import { emptyDraft, type Secrets, type SignupDraft, type SignupValues } from './signup-draft';
import { STEP_FIELDS, businessForm } from './signup-schemas';

const photo = new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });
const cv = new File([new Uint8Array(10)], 'cv.pdf', { type: 'application/pdf' });
const secrets: Secrets = { password: 'Fresh12345', avatar: photo, cv: null };

const typed: Partial<SignupValues> = {
  first_name: 'Robin',
  last_name: 'Ashworth',
  email: 'Robin@Example.com',
  accept_terms: true,
  birthday: '02/05/1984',
  location: 'Bristol',
  post_code: 'BS14DJ',
  contact_number: '7700900222',
  business_name: 'Ashworth Consulting',
  position_within_business: 'Founder',
  service_connection_id: '1',
  service_type_id: '2',
};
const captain = (values: Partial<SignupValues> = {}): SignupDraft => {
  const base = emptyDraft();
  return {
    ...base,
    role: 'mentor',
    reached: 7,
    verifiedEmail: 'robin@example.com',
    values: {
      ...base.values,
      ...typed,
      discover_type_id: '4',
      business_specializations: ['3'],
      skills: ['5', '6'],
      accept_agreement: true,
      ...values,
    },
  };
};
const member = (values: Partial<SignupValues> = {}, draft: Partial<SignupDraft> = {}): SignupDraft => {
  const base = emptyDraft();
  return {
    ...base,
    role: 'mentee',
    reached: 9,
    verifiedEmail: 'robin@example.com',
    ...draft,
    values: {
      ...base.values,
      ...typed,
      service_id: '1',
      course_name: 'Bootcamp',
      course_from: '01/02/2024',
      course_to: '05/02/2024',
      loan_amount: 12000,
      business_status: 'Limited Company',
      company_number: '12345678',
      referred_text: 'typed before the service changed',
      business_sector_id: '3',
      assess_now: 'no',
      accept_agreement: true,
      ...values,
    },
  };
};
const sent = (body: FormData) => Object.fromEntries([...body.keys()].map((key) => [key, body.get(key)]));

describe('preflight: the first step to go back to before the final submit', () => {
  it('lets a complete draft through', () => {
    expect(preflight('mentor', captain(), secrets)).toBeNull();
    expect(preflight('mentee', member(), secrets)).toBeNull();
  });

  it('goes back to step 2 with the refused fields, under their own names', () => {
    expect(preflight('mentor', captain({ first_name: 'R2' }), secrets)).toEqual({
      step: 2,
      notice: NOTICES.check,
      errors: { first_name: 'First name should not contain numbers' },
    });
  });

  it('asks for the code again when the confirmed address is not the one typed', () => {
    expect(preflight('mentor', { ...captain(), verifiedEmail: 'other@example.com' }, secrets)).toEqual({
      step: 3,
    });
  });

  it('asks again for what a refresh forgets: password, photo, CV', () => {
    expect(preflight('mentor', captain(), { ...secrets, password: null })).toEqual({
      step: 4,
      notice: NOTICES.password,
    });
    expect(preflight('mentor', captain(), { ...secrets, avatar: null })).toEqual({
      step: 5,
      notice: NOTICES.avatar,
    });
    expect(preflight('mentee', { ...member(), cvName: 'cv.pdf' }, secrets)).toEqual({
      step: 7,
      notice: NOTICES.cv,
    });
    expect(preflight('mentee', { ...member(), cvName: 'cv.pdf' }, { ...secrets, cv })).toBeNull();
  });

  it('checks the profile before the photo, and each role’s own survey', () => {
    expect(preflight('mentor', captain({ post_code: '' }), { ...secrets, avatar: null })).toMatchObject({
      step: 5,
      errors: { post_code: MSG.required },
    });
    expect(preflight('mentor', captain({ skills: [] }), secrets)).toMatchObject({
      step: 6,
      errors: { skills: MSG.skillsRequired },
    });
    expect(preflight('mentee', member({ course_to: '01/01/2024' }), secrets)).toMatchObject({
      step: 6,
      errors: { course_to: MSG.invalidDate },
    });
  });

  it('checks step 7 by the service: service 11 needs discover type and idea or trading', () => {
    expect(preflight('mentee', member({ service_id: '11' }), secrets)).toMatchObject({
      step: 7,
      errors: { discover_type_id: MSG.required, business_type: MSG.required },
    });
    expect(
      preflight(
        'mentee',
        member({ service_id: '11', discover_type_id: '2', business_type: 'idea' }),
        secrets,
      ),
    ).toBeNull();
    // A loan over the limit counts only where the service asks for it.
    expect(preflight('mentee', member({ loan_amount: 30000 }), secrets)).toMatchObject({ step: 7 });
    expect(preflight('mentee', member({ service_id: '3', loan_amount: 30000 }), secrets)).toBeNull();
  });

  it('lists everything left after a reload at once, and takes the person through it in turn', () => {
    const found = preflight(
      'mentee',
      { ...member({ assess_now: 'yes' }), cvName: 'cv.pdf' },
      { password: null, avatar: null, cv: null },
    );
    expect(found?.step).toBe(4);
    expect(found?.notice).toBe(
      'To finish your registration, please: Create a password: enter your password again; ' +
        'Your profile: choose your profile photo again; Business information: choose your CV again, ' +
        'or remove it; Assess Yourself: finish the questionnaire, or decline it. We will take you ' +
        'through them in turn.',
    );
    expect(found?.next).toEqual([
      { step: 5, notice: NOTICES.avatar },
      { step: 7, notice: NOTICES.cv },
      { step: 8, notice: NOTICES.assess },
    ]);
  });

  it('keeps the field messages of every step, each for its own step', () => {
    const found = preflight('mentor', captain({ post_code: '', skills: [] }), secrets);
    expect(found).toMatchObject({
      step: 5,
      errors: { post_code: MSG.required, skills: MSG.skillsRequired },
      next: [{ step: 6, notice: NOTICES.check }],
    });
  });

  it('sends a Member who chose to assess themselves back to the questionnaire until it is done', () => {
    expect(preflight('mentee', member({ assess_now: 'yes' }), secrets)).toEqual({
      step: 8,
      notice: NOTICES.assess,
    });
  });
});

describe('locateServerErrors: a refused field lands on the step that asks it, by the same name', () => {
  it('goes to the earliest step and keeps every message by field', () => {
    expect(
      locateServerErrors('mentee', {
        business_sector_id: [MSG.required],
        post_code: [MSG.postCodeLength, 'second'],
        course_to: [MSG.invalidDate],
      }),
    ).toEqual({
      step: 5,
      errors: { business_sector_id: MSG.required, post_code: MSG.postCodeLength, course_to: MSG.invalidDate },
      rest: [],
      // The later steps with refused fields follow in turn (issue 28: no bouncing back one by one).
      later: [6, 7],
    });
  });

  it('puts the same field where each role asks it', () => {
    expect(locateServerErrors('mentor', { discover_type_id: ['x'] })?.step).toBe(6);
    expect(locateServerErrors('mentee', { discover_type_id: ['x'] })?.step).toBe(7);
    expect(locateServerErrors('mentee', { assess: ['x'], usp: ['y'] })?.step).toBe(8);
    expect(locateServerErrors('mentor', { accept_agreement: ['x'] })?.step).toBe(7);
    expect(locateServerErrors('mentee', { accept_agreement: ['x'] })?.step).toBe(9);
  });

  it('keeps messages of no field for the last step, and nothing for no message', () => {
    expect(locateServerErrors('mentee', { something: ['Odd'] })).toEqual({
      step: 9,
      errors: {},
      rest: ['Odd'],
    });
    expect(locateServerErrors('mentor', { email: [] })).toBeNull();
  });

  it('knows every field of both registration calls', () => {
    const asked = (role: 'mentor' | 'mentee') => STEP_FIELDS[role].flatMap(([, fields]) => fields);
    expect(asked('mentee')).toEqual(expect.arrayContaining(['cv', 'avatar', 'password', ...IDEA_FIELDS]));
    expect(asked('mentor')).toEqual(
      expect.arrayContaining(['mentees_limit', 'business_specializations', 'skills']),
    );
  });
});

describe('buildRegistration: the call’s own names, filled fields only', () => {
  it('sends a Captain’s fields and files, the e-mail as typed but normalised', () => {
    const body = sent(buildRegistration('mentor', captain({ linkedin: '' }), secrets));
    expect(body).toMatchObject({
      first_name: 'Robin',
      email: 'robin@example.com',
      password: 'Fresh12345',
      accept_terms: '1',
      birthday: '02/05/1984',
      position_within_business: 'Founder',
      service_connection_id: '1',
      discover_type_id: '4',
      mentees_limit: '3',
      business_specializations: '3',
      skills: '5,6',
      accept_agreement: '1',
    });
    expect(body.avatar).toBeInstanceOf(File);
    expect(body).not.toHaveProperty('linkedin');
    expect(body).not.toHaveProperty('service_id');
  });

  it('sends a Member only the fields their service shows', () => {
    const loan = sent(buildRegistration('mentee', member({ business_status: 'Sole Trader' }), secrets));
    expect(loan).toMatchObject({ service_id: '1', loan_amount: '12000', course_from: '01/02/2024' });
    expect(loan).not.toHaveProperty('company_number');
    expect(loan).not.toHaveProperty('referred_text');
    expect(loan).not.toHaveProperty('skills');

    const noCourse = sent(
      buildRegistration(
        'mentee',
        member({ service_id: '11', discover_type_id: '2', business_type: 'idea' }),
        secrets,
      ),
    );
    expect(noCourse).toMatchObject({
      discover_type_id: '2',
      business_type: 'idea',
      company_number: '12345678',
    });
    for (const hidden of ['course_name', 'course_from', 'loan_amount', 'business_status'])
      expect(noCourse).not.toHaveProperty(hidden);
  });

  it('sends the questionnaire only when the Member took it now', () => {
    const assessResult = {
      answers: [{ question_id: 1, answer: 2, explanation: '' }],
      ideas: { business_idea: 'Coffee van', usp: ' ' },
      declined: false,
    } as unknown as NonNullable<SignupDraft['assessResult']>;
    const taken = sent(buildRegistration('mentee', member({ assess_now: 'yes' }, { assessResult }), secrets));
    expect(taken).toMatchObject({
      business_idea: 'Coffee van',
      assess: JSON.stringify(assessResult.answers),
    });
    expect(taken).not.toHaveProperty('usp');
    const later = sent(buildRegistration('mentee', member({ assess_now: 'no' }, { assessResult }), secrets));
    expect(later).not.toHaveProperty('assess');
    expect(later).not.toHaveProperty('assess_now');
  });
});

describe('step 7 checks only what the service shows', () => {
  it('drops the company number of a Sole Trader before checking it', () => {
    const values = {
      business_sector_id: '3',
      assess_now: 'no',
      business_status: 'Sole Trader',
      company_number: 'x'.repeat(30),
    };
    expect(businessForm('1').safeParse(values).success).toBe(true);
    expect(businessForm('3').safeParse(values).success).toBe(false);
  });
});

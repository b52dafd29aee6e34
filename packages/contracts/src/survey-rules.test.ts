import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { menteeRegistration } from './signup';
import { SERVICE_LOAN, SERVICE_NO_COURSE, SERVICE_REFERRED } from './survey';
import {
  SURVEY_CONDITIONAL_FIELDS,
  applySurveyRules,
  courseDateProblem,
  surveyFieldShown,
  surveyVisibility,
} from './survey-rules';

describe('surveyVisibility (docs/product/validation.md)', () => {
  it('shows loan amount and business status only for service 1', () => {
    expect(surveyVisibility(SERVICE_LOAN)).toMatchObject({ loan: true, referred: false, discover: false });
    expect(surveyVisibility(2).loan).toBe(false);
  });

  it('shows the referrer only for service 3', () => {
    expect(surveyVisibility(SERVICE_REFERRED)).toMatchObject({ referred: true, loan: false, course: true });
  });

  it('for service 11: discover type and idea or trading, no course, no questionnaire intro', () => {
    expect(surveyVisibility(SERVICE_NO_COURSE)).toEqual({
      course: false,
      discover: true,
      loan: false,
      referred: false,
      companyNumber: true,
      questionnaireIntro: false,
    });
  });

  it('hides the company number for a Sole Trader, a status only service 1 asks', () => {
    expect(surveyVisibility(SERVICE_LOAN, 'Sole Trader').companyNumber).toBe(false);
    expect(surveyVisibility(SERVICE_LOAN, 'Limited Company').companyNumber).toBe(true);
    expect(surveyVisibility(SERVICE_REFERRED, 'Sole Trader').companyNumber).toBe(true);
  });

  it('reads ids as forms hold them (strings) and treats no service as no rule', () => {
    expect(surveyVisibility('11')).toEqual(surveyVisibility(SERVICE_NO_COURSE));
    expect(surveyVisibility('1', 'Sole Trader').companyNumber).toBe(false);
    for (const none of [undefined, null, '']) {
      expect(surveyVisibility(none)).toMatchObject({
        course: true,
        discover: false,
        loan: false,
        referred: false,
      });
    }
  });
});

describe('applySurveyRules', () => {
  const everything = {
    course_name: 'Bootcamp',
    course_from: '2024-01-01',
    course_to: '2024-02-01',
    course_date_from: '2024-01-01',
    course_date_to: '2024-02-01',
    discover_type_id: 4,
    business_type: 'idea',
    loan_amount: 1200,
    business_status: 'Sole Trader',
    referred_text: 'A friend',
    company_number: '123',
    business_description: 'Coffee van',
  };

  it('keeps only what service 1 shows, and drops the company number of a Sole Trader', () => {
    const kept = applySurveyRules({ ...everything, service_id: SERVICE_LOAN });
    expect(kept).toMatchObject({
      loan_amount: 1200,
      business_status: 'Sole Trader',
      course_name: 'Bootcamp',
    });
    expect(kept.company_number).toBeUndefined();
    expect(kept.referred_text).toBeUndefined();
    expect(kept.discover_type_id).toBeUndefined();
    expect(kept.business_type).toBeUndefined();
  });

  it('keeps the referrer for service 3 and drops the loan fields', () => {
    const kept = applySurveyRules({ ...everything, service_id: '3', business_status: 'Limited Company' });
    expect(kept).toMatchObject({ referred_text: 'A friend', company_number: '123' });
    expect(kept.loan_amount).toBeUndefined();
    expect(kept.business_status).toBeUndefined();
  });

  it('drops both spellings of the course for service 11 and keeps discover type and idea or trading', () => {
    const kept = applySurveyRules({ ...everything, service_id: 11 });
    for (const field of [
      'course_name',
      'course_from',
      'course_to',
      'course_date_from',
      'course_date_to',
    ] as const)
      expect(kept[field]).toBeUndefined();
    expect(kept).toMatchObject({
      discover_type_id: 4,
      business_type: 'idea',
      business_description: 'Coffee van',
    });
  });

  it('adds no field that was not there and leaves the input alone', () => {
    const input = { service_id: 3, company_number: 'X' };
    expect(Object.keys(applySurveyRules(input))).toEqual(['service_id', 'company_number']);
    applySurveyRules({ ...everything, service_id: 11 });
    expect(everything.course_name).toBe('Bootcamp');
  });

  it('names every conditional field once, and surveyFieldShown agrees with applySurveyRules', () => {
    expect(new Set(SURVEY_CONDITIONAL_FIELDS).size).toBe(SURVEY_CONDITIONAL_FIELDS.length);
    for (const service of [1, 3, 11, 5]) {
      const shown = surveyVisibility(service, 'Sole Trader');
      const kept = applySurveyRules({ ...everything, service_id: service });
      for (const field of Object.keys(everything))
        expect(surveyFieldShown(field, shown), `${field} for ${service}`).toBe(
          kept[field as keyof typeof everything] !== undefined,
        );
    }
  });
});

describe('courseDateProblem', () => {
  it('flags an end before the start, under either spelling', () => {
    expect(courseDateProblem({ course_from: '2024-02-01', course_to: '2024-01-31' })).toBe('course_to');
    expect(courseDateProblem({ course_date_from: '2024-02-01', course_date_to: '2023-12-01' })).toBe(
      'course_date_to',
    );
  });

  it('accepts the same day, a later end, or a missing date', () => {
    expect(courseDateProblem({ course_from: '2024-02-01', course_to: '2024-02-01' })).toBeNull();
    expect(courseDateProblem({ course_date_from: '2024-02-01', course_date_to: '2025-01-01' })).toBeNull();
    expect(courseDateProblem({ course_to: '2020-01-01' })).toBeNull();
  });
});

describe('the registration call follows the same rules', () => {
  const member = {
    first_name: 'Robin',
    last_name: 'Ashworth',
    email: 'Robin@Example.com',
    password: 'Fresh12345',
    accept_terms: '1',
    birthday: '02/05/1984',
    location: 'Bristol',
    post_code: 'BS14DJ',
    contact_number: '7700900222',
    business_name: 'Ashworth Consulting',
    position_within_business: 'Founder',
    avatar: new Uint8Array([1, 2, 3]),
    service_connection_id: '1',
    service_type_id: '2',
    accept_agreement: '1',
    business_sector_id: '3',
    course_name: 'Bootcamp',
    course_from: '01/02/2024',
    course_to: '05/02/2024',
    loan_amount: '1200',
    referred_text: 'A friend',
  };

  it('service 11 requires discover type and idea or trading', () => {
    const result = menteeRegistration.safeParse({ ...member, service_id: '11' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['discover_type_id', MSG.required],
        ['business_type', MSG.required],
      ]),
    );
  });

  it('keeps only the fields the service shows', () => {
    const noCourse = menteeRegistration.parse({
      ...member,
      service_id: '11',
      discover_type_id: '5',
      business_type: 'idea',
    });
    expect(noCourse).toMatchObject({
      discover_type_id: 5,
      business_type: 'idea',
      email: 'robin@example.com',
    });
    expect(noCourse.course_name).toBeUndefined();
    expect(noCourse.course_from).toBeUndefined();
    expect(noCourse.loan_amount).toBeUndefined();
    expect(noCourse.referred_text).toBeUndefined();

    const loan = menteeRegistration.parse({ ...member, service_id: '1' });
    expect(loan).toMatchObject({ loan_amount: 1200, course_from: '2024-02-01', course_to: '2024-02-05' });
    expect(loan.referred_text).toBeUndefined();
  });

  it('refuses a course that ends before it starts', () => {
    const result = menteeRegistration.safeParse({ ...member, service_id: '1', course_to: '01/01/2024' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['course_to'], message: MSG.invalidDate }),
    ]);
  });
});

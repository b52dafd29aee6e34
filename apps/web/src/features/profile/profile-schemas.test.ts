import { describe, expect, it } from 'vitest';
import { MSG, type SurveyDetails } from '@keh/contracts';
import { surveyBody, surveyDefaults, surveyForm, type SurveyValues } from './profile-schemas';

const details: SurveyDetails = {
  service_connection: { id: 1, name: 'Veteran' },
  service_type: { id: 2, name: 'Royal Navy' },
  discover_type: null,
  service: { id: 1, name: 'Start Up Loan' },
  course_name: 'Bootcamp',
  course_date_from: '2024-02-01',
  course_date_to: '2024-02-05',
  loan_amount: '12000',
  business_status: 'Sole Trader',
  business_type: null,
  referred_text: 'An old referrer',
  business_start_date: null,
  business_description: 'Coffee van',
  company_number: '123',
  business_website: 'https://ashworth.example.com',
  business_twitter: null,
  business_facebook: null,
  business_instagram: null,
  business_linkedin: null,
};
const values = (change: Partial<SurveyValues> = {}): SurveyValues => ({
  ...surveyDefaults(details),
  ...change,
});

describe('My Survey', () => {
  it('fills the form from the server, dates as dd/mm/yyyy', () => {
    expect(values()).toMatchObject({
      service_connection_id: '1',
      service_id: '1',
      discover_type_id: '',
      course_date_from: '01/02/2024',
      loan_amount: '12000',
    });
  });

  it('sends the fields the service shows, ids nested as docs/product/entities.md names them', () => {
    expect(surveyBody('mentee', values())).toEqual({
      'service_connection[id]': '1',
      'service_type[id]': '2',
      'service[id]': '1',
      course_name: 'Bootcamp',
      course_date_from: '01/02/2024',
      course_date_to: '05/02/2024',
      loan_amount: '12000',
      business_status: 'Sole Trader',
      business_description: 'Coffee van',
      business_website: 'https://ashworth.example.com',
    });
    const referred = surveyBody('mentee', values({ service_id: '3' }));
    expect(referred).toMatchObject({ referred_text: 'An old referrer', company_number: '123' });
    expect(referred).not.toHaveProperty('loan_amount');
  });

  it('sends a Captain only service connection, service type and discover type', () => {
    expect(surveyBody('mentor', values({ discover_type_id: '4' }))).toEqual({
      'service_connection[id]': '1',
      'service_type[id]': '2',
      'discover_type[id]': '4',
    });
  });

  it('requires discover type and idea or trading for service 11 only', () => {
    const result = surveyForm('mentee').safeParse(values({ service_id: '11' }));
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['discover_type_id', MSG.required],
      ['business_type', MSG.required],
    ]);
    expect(surveyForm('mentee').safeParse(values()).success).toBe(true);
  });

  it('checks the loan only where it shows, and the course dates in order', () => {
    expect(surveyForm('mentee').safeParse(values({ loan_amount: 30000 })).error?.issues[0]?.message).toBe(
      MSG.loanMax,
    );
    expect(surveyForm('mentee').safeParse(values({ service_id: '3', loan_amount: 30000 })).success).toBe(
      true,
    );
    expect(surveyForm('mentee').safeParse(values({ course_date_to: '01/01/2024' })).error?.issues).toEqual([
      expect.objectContaining({ path: ['course_date_to'], message: MSG.invalidDate }),
    ]);
  });
});

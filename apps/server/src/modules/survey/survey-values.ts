import type { BusinessStatus, IDEA_FIELDS } from '@keh/contracts';
import type { SurveyRow } from './member-survey.repository';

type Columns = Partial<Omit<SurveyRow, 'userId' | 'createdAt' | 'updatedAt'>>;

/** The eight idea answers: API field → survey column. */
export const IDEA_COLUMNS = {
  business_idea: 'businessIdea',
  what_need_does_it_meet: 'whatNeedDoesItMeet',
  who_will_be_your_customers: 'whoWillBeYourCustomers',
  usp: 'usp',
  competitors: 'competitors',
  what_will_you_charge: 'whatWillYouCharge',
  advertise: 'advertise',
  where_will_you_sell: 'whereWillYouSell',
} as const satisfies Record<(typeof IDEA_FIELDS)[number], keyof SurveyRow>;

export const ideaColumns = (b: Partial<Record<keyof typeof IDEA_COLUMNS, string>>): Columns =>
  Object.fromEntries(
    Object.entries(IDEA_COLUMNS).map(([field, column]) => [
      column,
      b[field as keyof typeof IDEA_COLUMNS] ?? null,
    ]),
  );

/** A Member's survey fields (after the conditional rules) as survey columns; missing means empty. */
export interface MemberSurveyFields {
  service_id?: number;
  course_name?: string;
  course_from?: string;
  course_to?: string;
  loan_amount?: number;
  business_status?: BusinessStatus;
  business_type?: 'idea' | 'trading';
  referred_text?: string;
  business_start_date?: string;
  business_description?: string;
  company_number?: string;
  business_twitter?: string;
  business_facebook?: string;
  business_instagram?: string;
  business_linkedin?: string;
}

export const memberSurveyColumns = (b: MemberSurveyFields): Columns => ({
  serviceId: b.service_id ?? null,
  courseName: b.course_name ?? null,
  courseFrom: b.course_from ?? null,
  courseTo: b.course_to ?? null,
  loanAmount: b.loan_amount === undefined ? null : Math.round(b.loan_amount),
  businessStatus: b.business_status ?? null,
  businessType: b.business_type ?? null,
  referredText: b.referred_text ?? null,
  businessStartDate: b.business_start_date ?? null,
  businessDescription: b.business_description ?? null,
  companyNumber: b.company_number ?? null,
  businessTwitter: b.business_twitter ?? null,
  businessFacebook: b.business_facebook ?? null,
  businessInstagram: b.business_instagram ?? null,
  businessLinkedin: b.business_linkedin ?? null,
});

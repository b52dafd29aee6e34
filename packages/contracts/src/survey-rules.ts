import { SERVICE_LOAN, SERVICE_NO_COURSE, SERVICE_REFERRED } from './survey';

/**
 * The conditional rules of docs/product/validation.md for a Member's survey, stated once: which fields show
 * for the service received (1, 3, 11) and the business status (Sole Trader). The sign-up steps,
 * My Survey, the server's validation and the survey PDF all ask this function.
 */
export interface SurveyVisibility {
  /** Course name and dates: for every service but 11. */
  course: boolean;
  /** Discover type and idea-or-trading: only for service 11 (and then required). */
  discover: boolean;
  /** Loan amount and business status: only for service 1. */
  loan: boolean;
  /** Referrer text: only for service 3. */
  referred: boolean;
  /** Company number: not for a Sole Trader (a status only service 1 asks). */
  companyNumber: boolean;
  /** The Assess Yourself intro: service 11 starts at the first group. */
  questionnaireIntro: boolean;
}

/** `service` and `businessStatus` as a form or a body holds them (an id as number or string). */
export function surveyVisibility(service: unknown, businessStatus?: unknown): SurveyVisibility {
  const id = service === null || service === undefined || service === '' ? null : Number(service);
  const loan = id === SERVICE_LOAN;
  return {
    course: id !== SERVICE_NO_COURSE,
    discover: id === SERVICE_NO_COURSE,
    loan,
    referred: id === SERVICE_REFERRED,
    companyNumber: !(loan && businessStatus === 'Sole Trader'),
    questionnaireIntro: id !== SERVICE_NO_COURSE,
  };
}

/** The fields each rule shows or hides, by their API names (both spellings of the course dates). */
export const SURVEY_RULE_FIELDS = {
  course: ['course_name', 'course_from', 'course_to', 'course_date_from', 'course_date_to'],
  discover: ['discover_type_id', 'business_type'],
  loan: ['loan_amount', 'business_status'],
  referred: ['referred_text'],
  companyNumber: ['company_number'],
} as const satisfies Partial<Record<keyof SurveyVisibility, readonly string[]>>;

type RuleKey = keyof typeof SURVEY_RULE_FIELDS;
const RULES = Object.keys(SURVEY_RULE_FIELDS) as RuleKey[];

/** Every field a service can hide. */
export const SURVEY_CONDITIONAL_FIELDS: readonly string[] = RULES.flatMap((rule) => SURVEY_RULE_FIELDS[rule]);

/** True when the field (an API name) shows for this survey; fields no rule governs always show. */
export function surveyFieldShown(field: string, shown: SurveyVisibility): boolean {
  return RULES.every(
    (rule) => shown[rule] || !(SURVEY_RULE_FIELDS[rule] as readonly string[]).includes(field),
  );
}

/**
 * A Member's survey (body, form values or stored row, by API names) with the fields its service
 * hides set to undefined: fields that are not shown are neither checked, sent nor kept.
 */
export function applySurveyRules<T extends { service_id?: unknown; business_status?: unknown }>(
  values: T,
): T {
  const shown = surveyVisibility(values.service_id, values.business_status);
  const kept: Record<string, unknown> = { ...values };
  for (const rule of RULES) {
    if (shown[rule]) continue;
    for (const field of SURVEY_RULE_FIELDS[rule]) if (field in kept) kept[field] = undefined;
  }
  return kept as T;
}

/** Course dates by either API spelling (yyyy-mm-dd once parsed). */
interface CourseDates {
  course_from?: string;
  course_to?: string;
  course_date_from?: string;
  course_date_to?: string;
}

/** A course ends on or after the day it starts: the end-date field that breaks this, or null. */
export function courseDateProblem(v: CourseDates): 'course_to' | 'course_date_to' | null {
  if (v.course_from && v.course_to && v.course_to < v.course_from) return 'course_to';
  if (v.course_date_from && v.course_date_to && v.course_date_to < v.course_date_from)
    return 'course_date_to';
  return null;
}

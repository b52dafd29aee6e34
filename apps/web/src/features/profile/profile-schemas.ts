import { z } from 'zod';
import {
  BUSINESS_TYPES,
  MSG,
  applySurveyRules,
  courseDateProblem,
  detailsBody,
  idSchema,
  surveyDetailsBody,
  type MemberRole,
  type SurveyDetails,
} from '@keh/contracts';
import type * as Groups from '../../components/field-groups';
import { cvField } from '../../lib/file-rules';
import { isoToDmy } from '../../lib/dates';

/**
 * The web forms of My Details and My Survey: the server's own body schemas (contracts), under
 * the API's field names, so every rule and message is the shared one and a server error lands
 * on its field as it is.
 */

/** My Details (docs/product/entities.md 'Details form'): the server's own fields, with the CV as the browser holds it. */
export const detailsForm = detailsBody.out.extend({ cv: cvField });

export type DetailsValues = Groups.NameValues &
  Groups.PersonValues & {
    email: string;
    business_sector_id: string;
    linkedin: string;
    business_website: string;
  } & {
    cv: File | null;
  };

/** My Survey: the values of the survey-details form (ids as strings, dates as dd/mm/yyyy). */
export type SurveyValues = Groups.ServiceValues &
  Groups.CourseValues &
  Groups.BusinessValues &
  Groups.BusinessLinkValues & { course_date_from: string; course_date_to: string };

const MENTOR_FIELDS = ['service_connection_id', 'service_type_id', 'discover_type_id'] as const;

export function surveyDefaults(d: SurveyDetails): SurveyValues {
  const id = (x: { id: number } | null) => (x ? String(x.id) : '');
  return {
    service_connection_id: id(d.service_connection),
    service_type_id: id(d.service_type),
    discover_type_id: id(d.discover_type),
    service_id: id(d.service),
    course_name: d.course_name ?? '',
    course_date_from: isoToDmy(d.course_date_from),
    course_date_to: isoToDmy(d.course_date_to),
    loan_amount: d.loan_amount ?? '',
    business_status: d.business_status ?? '',
    business_type: d.business_type ?? '',
    referred_text: d.referred_text ?? '',
    business_start_date: isoToDmy(d.business_start_date),
    business_description: d.business_description ?? '',
    company_number: d.company_number ?? '',
    business_website: d.business_website ?? '',
    business_twitter: d.business_twitter ?? '',
    business_facebook: d.business_facebook ?? '',
    business_instagram: d.business_instagram ?? '',
    business_linkedin: d.business_linkedin ?? '',
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The survey-details form per role. A Member's hidden fields (docs/product/validation.md) are dropped first, so
 * they are not checked; the ones shown are required where the service asks for them.
 */
export function surveyForm(role: MemberRole) {
  const fields = surveyDetailsBody.out;
  if (role === 'mentor')
    return fields
      .pick({ service_connection_id: true, service_type_id: true })
      .extend({ discover_type_id: idSchema() });
  const member = fields
    .extend({
      service_id: idSchema(),
      // Shown for service 11 only, and then required.
      discover_type_id: idSchema().optional(),
      business_type: z.enum(BUSINESS_TYPES, { error: MSG.required }).optional(),
    })
    .superRefine((v, ctx) => {
      const lateEnd = courseDateProblem(v);
      if (lateEnd) ctx.addIssue({ code: 'custom', path: [lateEnd], message: MSG.invalidDate });
    });
  return z.preprocess((v) => (isRecord(v) ? applySurveyRules(v) : v), member);
}

/** Ids travel nested, as docs/product/entities.md names them (`service[id]`); the server answers by `service_id`. */
const wireName = (field: string) => (field.endsWith('_id') ? `${field.slice(0, -3)}[id]` : field);

/** The body of POST {type}/profile/survey/details: the fields shown, non-empty only (docs/product/validation.md). */
export function surveyBody(role: MemberRole, v: SurveyValues): Record<string, string> {
  const shown: Partial<SurveyValues> =
    role === 'mentee' ? applySurveyRules(v) : Object.fromEntries(MENTOR_FIELDS.map((f) => [f, v[f]]));
  const body: Record<string, string> = {};
  for (const [field, value] of Object.entries(shown)) {
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text) body[wireName(field)] = text;
  }
  return body;
}

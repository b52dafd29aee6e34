import { z } from 'zod';
import {
  BUSINESS_STATUSES,
  BUSINESS_TYPES,
  CONTACT_NUMBER_MAX,
  MAX_CV_BYTES,
  MSG,
  POST_CODE_MAX,
  SERVICE_LOAN,
  SERVICE_NO_COURSE,
  SERVICE_REFERRED,
  fields,
  idSchema,
} from '@keh/contracts';
import { PDF_TYPES, checkFile, type FileRule } from '../../components/file-picker';

/**
 * The web forms of My Details and My Survey, built from the contracts' field atoms so every rule
 * and message is the shared one (the server checks the same again).
 */
export const CV_RULE: FileRule = { types: PDF_TYPES, maxBytes: MAX_CV_BYTES, typeMessage: MSG.pdfType };

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File;
const cvField = z
  .custom<File | null>((value) => value === null || value === undefined || isFile(value))
  .superRefine((file, ctx) => {
    const problem = file ? checkFile(file, CV_RULE) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** My Details (spec 3 'Details form'). */
export const detailsForm = z.object({
  first_name: fields.firstName,
  last_name: fields.lastName,
  email: fields.email,
  birthday: fields.optionalDate,
  location: fields.optionalText(200),
  post_code: z.string().trim().max(POST_CODE_MAX, { error: MSG.postCodeLength }),
  contact_number: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{0,${CONTACT_NUMBER_MAX}}$`), { error: MSG.contactNumberFormat }),
  business_name: fields.optionalText(200),
  position_within_business: fields.optionalText(200),
  business_sector_id: z.string(),
  linkedin: fields.url,
  business_website: fields.url,
  cv: cvField,
});

export interface DetailsValues {
  first_name: string;
  last_name: string;
  email: string;
  birthday: string;
  location: string;
  post_code: string;
  contact_number: string;
  business_name: string;
  position_within_business: string;
  business_sector_id: string;
  linkedin: string;
  business_website: string;
  cv: File | null;
}

/** My Survey: the text values of the survey-details form (ids as strings, dates as dd/mm/yyyy). */
export interface SurveyValues {
  service_connection: string;
  service_type: string;
  discover_type: string;
  service: string;
  course_name: string;
  course_date_from: string;
  course_date_to: string;
  loan_amount: string;
  business_status: string;
  business_type: string;
  referred_text: string;
  business_start_date: string;
  business_description: string;
  company_number: string;
  business_website: string;
  business_twitter: string;
  business_facebook: string;
  business_instagram: string;
  business_linkedin: string;
}

const blankOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);

/** Which conditional fields of spec 5 a Member's survey shows for a service. */
export function surveyVisibility(serviceId: number, businessStatus: string) {
  const loan = serviceId === SERVICE_LOAN;
  return {
    course: serviceId !== SERVICE_NO_COURSE,
    discover: serviceId === SERVICE_NO_COURSE,
    loan,
    referred: serviceId === SERVICE_REFERRED,
    companyNumber: !(loan && businessStatus === 'Sole Trader'),
  };
}

/** The survey-details form per role; hidden fields are not checked (and not sent). */
export function surveyForm(role: 'mentor' | 'mentee') {
  const base = z.object({
    service_connection: idSchema().transform(String),
    service_type: idSchema().transform(String),
  });
  if (role === 'mentor') return base.extend({ discover_type: idSchema().transform(String) });
  const member = base
    .extend({
      service: idSchema().transform(String),
      course_name: z.string().trim().max(200),
      course_date_from: fields.optionalDate,
      course_date_to: fields.optionalDate,
      loan_amount: z.string().trim(),
      business_status: blankOr(z.enum(BUSINESS_STATUSES)),
      business_type: z.string(),
      discover_type: z.string(),
      referred_text: z.string().trim().max(500),
      business_start_date: fields.optionalDate,
      business_description: z.string().trim().max(5000),
      company_number: z.string().trim().max(20),
      business_website: fields.url,
      business_twitter: fields.url,
      business_facebook: fields.url,
      business_instagram: fields.url,
      business_linkedin: fields.url,
    })
    .superRefine((v, ctx) => {
      const show = surveyVisibility(Number(v.service), v.business_status);
      if (show.loan && v.loan_amount) {
        const amount = fields.loanAmount.safeParse(v.loan_amount);
        if (!amount.success)
          ctx.addIssue({
            code: 'custom',
            path: ['loan_amount'],
            message: amount.error.issues[0]?.message ?? MSG.required,
          });
      }
      if (show.discover) {
        if (!v.discover_type)
          ctx.addIssue({ code: 'custom', path: ['discover_type'], message: MSG.required });
        if (!(BUSINESS_TYPES as readonly string[]).includes(v.business_type))
          ctx.addIssue({ code: 'custom', path: ['business_type'], message: MSG.required });
      }
      if (show.course && v.course_date_from && v.course_date_to && v.course_date_to < v.course_date_from) {
        ctx.addIssue({ code: 'custom', path: ['course_date_to'], message: MSG.invalidDate });
      }
    });
  // Fields the service hides are not checked: they are not sent either.
  return z.preprocess((value) => {
    if (typeof value !== 'object' || value === null) return value;
    const v = { ...(value as Record<string, string>) };
    const show = surveyVisibility(Number(v.service), v.business_status ?? '');
    const clear = (...keys: string[]) => keys.forEach((key) => (v[key] = ''));
    if (!show.course) clear('course_name', 'course_date_from', 'course_date_to');
    if (!show.discover) clear('discover_type', 'business_type');
    if (!show.loan) clear('loan_amount', 'business_status');
    if (!show.referred) clear('referred_text');
    if (!show.companyNumber) clear('company_number');
    return v;
  }, member);
}

/** The body of POST {type}/profile/survey/details: shown, non-empty fields only (spec 5). */
export function surveyBody(role: 'mentor' | 'mentee', v: SurveyValues): Record<string, string> {
  const body: Record<string, string> = {};
  const put = (key: string, value: string) => {
    if (value.trim()) body[key] = value.trim();
  };
  put('service_connection[id]', v.service_connection);
  put('service_type[id]', v.service_type);
  if (role === 'mentor') {
    put('discover_type[id]', v.discover_type);
    return body;
  }
  const show = surveyVisibility(Number(v.service), v.business_status);
  put('service[id]', v.service);
  if (show.course) {
    put('course_name', v.course_name);
    put('course_date_from', v.course_date_from);
    put('course_date_to', v.course_date_to);
  }
  if (show.discover) {
    put('discover_type[id]', v.discover_type);
    put('business_type', v.business_type);
  }
  if (show.loan) {
    put('loan_amount', v.loan_amount);
    put('business_status', v.business_status);
  }
  if (show.referred) put('referred_text', v.referred_text);
  if (show.companyNumber) put('company_number', v.company_number);
  for (const key of [
    'business_start_date',
    'business_description',
    'business_website',
    'business_twitter',
    'business_facebook',
    'business_instagram',
    'business_linkedin',
  ] as const) {
    put(key, v[key]);
  }
  return body;
}

import { z } from 'zod';
import {
  BUSINESS_TYPES,
  IDEA_FIELDS,
  MSG,
  applySurveyRules,
  courseDateProblem,
  idSchema,
  menteeRegistrationFields,
  mentorRegistration,
  signupRoleSchema,
  surveyVisibility,
  type MemberRole,
} from '@keh/contracts';
import { cvField, imageField } from '../../lib/file-rules';

/**
 * The steps' forms pick their fields from the registration call itself (contracts), under its
 * names: every rule and message is the server's, and a refused field has one name throughout.
 * Only the files (File in the browser) and the journey's own choices are added here.
 */
const member = menteeRegistrationFields;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Step 1. */
export const roleForm = z.object({ role: signupRoleSchema });

/** Step 2. */
export const detailsForm = member.pick({
  first_name: true,
  last_name: true,
  email: true,
  accept_terms: true,
});

/** Step 4. */
export const passwordForm = member.pick({ password: true });

/** Step 5 without the photo (what the draft keeps), then with it. */
export const profileFields = member.pick({
  birthday: true,
  location: true,
  post_code: true,
  contact_number: true,
  business_name: true,
  position_within_business: true,
  linkedin: true,
});
export const profileForm = profileFields.extend({ avatar: imageField });

/** Step 6 for a Business Captain. */
export const mentorSurveyForm = mentorRegistration.pick({
  service_connection_id: true,
  service_type_id: true,
  discover_type_id: true,
  mentees_limit: true,
  business_specializations: true,
  skills: true,
});

/** Step 6 for a Member: the course only when the service shows it; a course ends after it starts. */
const menteeSurveyFields = member.pick({
  service_connection_id: true,
  service_type_id: true,
  service_id: true,
  course_name: true,
  course_from: true,
  course_to: true,
});
export const menteeSurveyForm = z
  .preprocess((v) => (isRecord(v) ? applySurveyRules(v) : v), menteeSurveyFields)
  .superRefine((v, ctx) => {
    const lateEnd = courseDateProblem(v);
    if (lateEnd) ctx.addIssue({ code: 'custom', path: [lateEnd], message: MSG.invalidDate });
  });

/** Step 7 for a Member, every field it can show; whether to assess themselves now is required. */
const businessFields = member
  .pick({
    discover_type_id: true,
    business_type: true,
    referred_text: true,
    loan_amount: true,
    business_status: true,
    business_start_date: true,
    business_description: true,
    business_sector_id: true,
    company_number: true,
    business_website: true,
    business_twitter: true,
    business_facebook: true,
    business_instagram: true,
    business_linkedin: true,
  })
  .extend({ cv: cvField.optional(), assess_now: z.enum(['yes', 'no'], { error: MSG.required }) });

/** Step 7 for the service chosen at step 6: what it hides is not checked (docs/product/validation.md). */
export function businessForm(service: unknown) {
  const shown = surveyVisibility(service);
  const form = shown.discover
    ? businessFields.extend({
        discover_type_id: idSchema(),
        business_type: z.enum(BUSINESS_TYPES, { error: MSG.required }),
      })
    : businessFields;
  return z.preprocess((v) => (isRecord(v) ? applySurveyRules({ ...v, service_id: service }) : v), form);
}

/** The last step. */
export const agreementForm = member.pick({ accept_agreement: true });

const names = (form: { shape: object }) => Object.keys(form.shape);

/** Which route asks which field of the registration call, by role (the steps' forms, in order). */
export const STEP_FIELDS: Record<
  MemberRole,
  readonly (readonly [route: number, fields: readonly string[]])[]
> = {
  mentor: [
    [2, names(detailsForm)],
    [4, names(passwordForm)],
    [5, names(profileForm)],
    [6, names(mentorSurveyForm)],
    [7, names(agreementForm)],
  ],
  mentee: [
    [2, names(detailsForm)],
    [4, names(passwordForm)],
    [5, names(profileForm)],
    [6, names(menteeSurveyFields)],
    [7, names(businessFields)],
    [8, [...IDEA_FIELDS, 'assess']],
    [9, names(agreementForm)],
  ],
};

/** The fields a route asks (for the server's messages waiting for it). */
export function fieldsOfStep(role: MemberRole, route: number): readonly string[] {
  return STEP_FIELDS[role].find(([step]) => step === route)?.[1] ?? [];
}

/** Field -> first message of a failed parse (for checking a whole draft before the final submit). */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}

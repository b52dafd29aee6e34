import {
  IDEA_FIELDS,
  applySurveyRules,
  menteeRegistrationFields,
  mentorRegistration,
  type MemberRole,
} from '@keh/contracts';
import {
  STEP_FIELDS,
  businessForm,
  detailsForm,
  issuesByField,
  menteeSurveyForm,
  mentorSurveyForm,
  profileFields,
} from './signup-schemas';
import { isEmailVerified, normaliseEmail, type Secrets, type SignupDraft } from './signup-draft';

/** The fields of each role's registration call, in the call's order. */
const CALL_FIELDS: Record<MemberRole, readonly string[]> = {
  mentor: Object.keys(mentorRegistration.shape),
  mentee: Object.keys(menteeRegistrationFields.shape),
};
const IDEAS: readonly string[] = IDEA_FIELDS;

/**
 * Builds the multipart body of POST auth/{role}/registration from the draft, whose values carry
 * the call's own names. Optional fields go only when filled, and a Member's survey only with the
 * fields their service shows (spec section 5).
 */
export function buildRegistration(
  role: MemberRole,
  draft: SignupDraft,
  secrets: Readonly<Secrets>,
): FormData {
  const body = new FormData();
  const shown = role === 'mentee' ? applySurveyRules(draft.values) : draft.values;
  const values: Record<string, unknown> = Object.fromEntries(Object.entries(shown));
  const result = draft.values.assess_now === 'yes' ? draft.assessResult : null;
  const put = (name: string, value: unknown) => {
    const text =
      typeof value === 'boolean'
        ? value
          ? '1'
          : ''
        : Array.isArray(value)
          ? value.join(',')
          : value === null || value === undefined
            ? ''
            : String(value).trim();
    if (text) body.append(name, text);
  };
  for (const name of CALL_FIELDS[role]) {
    if (name === 'password') {
      if (secrets.password) body.append(name, secrets.password);
    } else if (name === 'avatar' || name === 'cv') {
      const file = secrets[name];
      if (file) body.append(name, file, file.name);
    } else if (name === 'email') {
      put(name, normaliseEmail(draft.values.email));
    } else if (IDEAS.includes(name)) {
      put(name, result?.ideas[name as (typeof IDEA_FIELDS)[number]]);
    } else if (name === 'assess') {
      if (result && !result.declined && result.answers.length > 0)
        body.append(name, JSON.stringify(result.answers));
    } else {
      put(name, values[name]);
    }
  }
  return body;
}

export interface StepProblem {
  step: number;
  /** Messages by field (the call's names, which are the step's form fields). */
  errors: Record<string, string>;
  /** Server messages that belong to no field. */
  rest: string[];
}

const LAST_ROUTE_OF: Record<MemberRole, number> = { mentor: 7, mentee: 9 };

/** The earliest step that asks a field the server refused, with every refused field's message. */
export function locateServerErrors(role: MemberRole, errors: Record<string, string[]>): StepProblem | null {
  const byField: Record<string, string> = {};
  const rest: string[] = [];
  let step = Infinity;
  for (const [name, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const route = STEP_FIELDS[role].find(([, fields]) => fields.includes(name))?.[0];
    if (route === undefined) {
      rest.push(message);
      continue;
    }
    byField[name] = message;
    step = Math.min(step, route);
  }
  if (step === Infinity) return rest.length ? { step: LAST_ROUTE_OF[role], errors: {}, rest } : null;
  return { step, errors: byField, rest };
}

export const NOTICES = {
  password:
    'For your security we never keep your password when the page is reloaded. Please enter it again to finish your registration.',
  avatar:
    'For your privacy we never keep your photo when the page is reloaded. Please choose your profile photo again to finish your registration.',
  cv: 'For your privacy we never keep your CV when the page is reloaded. Please choose it again, or remove it, to finish your registration.',
  verify: (email: string) =>
    `For your security the confirmation of ${email} has run out. We have sent you a new code: please type it below to finish your registration.`,
  check: 'Please check the highlighted fields.',
  assess: 'Please finish the questionnaire, or decline it, to finish your registration.',
} as const;

export interface Preflight {
  step: number;
  notice?: string;
  errors?: Record<string, string>;
}

/** Before the final submit: the first step whose input is missing or invalid (after a refresh, say). */
export function preflight(
  role: MemberRole,
  draft: SignupDraft,
  secrets: Readonly<Secrets>,
): Preflight | null {
  const { values } = draft;
  const details = detailsForm.safeParse(values);
  if (!details.success) return { step: 2, notice: NOTICES.check, errors: issuesByField(details.error) };
  if (!isEmailVerified(draft)) return { step: 3 };
  if (!secrets.password) return { step: 4, notice: NOTICES.password };
  const profile = profileFields.safeParse(values);
  if (!profile.success) return { step: 5, notice: NOTICES.check, errors: issuesByField(profile.error) };
  if (!secrets.avatar) return { step: 5, notice: NOTICES.avatar };
  const survey = (role === 'mentor' ? mentorSurveyForm : menteeSurveyForm).safeParse(values);
  if (!survey.success) return { step: 6, notice: NOTICES.check, errors: issuesByField(survey.error) };
  if (role === 'mentor') return null;

  const business = businessForm(values.service_id).safeParse({ ...values, cv: secrets.cv });
  if (!business.success) return { step: 7, notice: NOTICES.check, errors: issuesByField(business.error) };
  if (draft.cvName && !secrets.cv) return { step: 7, notice: NOTICES.cv };
  if (values.assess_now === 'yes' && !draft.assessResult) return { step: 8, notice: NOTICES.assess };
  return null;
}

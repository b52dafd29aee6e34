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
import { stepTitle } from './signup-steps';

/** The fields of each role's registration call, in the call's order. */
const CALL_FIELDS: Record<MemberRole, readonly string[]> = {
  mentor: Object.keys(mentorRegistration.shape),
  mentee: Object.keys(menteeRegistrationFields.shape),
};
const IDEAS: readonly string[] = IDEA_FIELDS;

/**
 * Builds the multipart body of POST auth/{role}/registration from the draft, whose values carry
 * the call's own names. Optional fields go only when filled, and a Member's survey only with the
 * fields their service shows (docs/product/validation.md).
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
  /** Later steps that hold refused fields too, in order (only when there are some). */
  later?: number[];
}

const LAST_ROUTE_OF: Record<MemberRole, number> = { mentor: 7, mentee: 9 };

/** The earliest step that asks a field the server refused, with every refused field's message. */
export function locateServerErrors(role: MemberRole, errors: Record<string, string[]>): StepProblem | null {
  const byField: Record<string, string> = {};
  const rest: string[] = [];
  let step = Infinity;
  const steps = new Set<number>();
  for (const [name, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const route = STEP_FIELDS[role].find(([, fields]) => fields.includes(name))?.[0];
    if (route === undefined) {
      rest.push(message);
      continue;
    }
    byField[name] = message;
    steps.add(route);
    step = Math.min(step, route);
  }
  if (step === Infinity) return rest.length ? { step: LAST_ROUTE_OF[role], errors: {}, rest } : null;
  const later = [...steps].filter((s) => s !== step).sort((a, b) => a - b);
  return later.length ? { step, errors: byField, rest, later } : { step, errors: byField, rest };
}

export const NOTICES = {
  password:
    'For your security we never keep your password when the page is reloaded. Please enter it again to finish your registration.',
  passwordAfterReload:
    'For your security we never keep your password when the page is reloaded. Please enter it again; everything else you gave, your files included, is kept, and you will go straight back to where you were.',
  avatar:
    'Your profile photo could not be kept when the page was reloaded (this browser does not allow it). Please choose it again to finish your registration.',
  cv: 'Your CV could not be kept when the page was reloaded (this browser does not allow it). Please choose it again, or remove it, to finish your registration.',
  verify: (email: string) =>
    `For your security the confirmation of ${email} has run out. We have sent you a new code: please type it below to finish your registration.`,
  check: 'Please check the highlighted fields.',
  assess: 'Please finish the questionnaire, or decline it, to finish your registration.',
} as const;

export interface Preflight {
  step: number;
  notice?: string;
  errors?: Record<string, string>;
  /** The steps to fix after this one, in order, each with what to tell there. */
  next?: { step: number; notice?: string }[];
}

/** What each kind of problem asks for, in a list of everything left to do. */
const TODO = {
  password: 'enter your password again',
  avatar: 'choose your profile photo again',
  cv: 'choose your CV again, or remove it',
  assess: 'finish the questionnaire, or decline it',
  check: 'check the highlighted fields',
} as const;

interface Problem extends Preflight {
  todo?: string;
}

/**
 * Before the final submit: every step whose input is missing or invalid (after a reload, say).
 * The person goes to the first one once, told everything that is left (each step with what it
 * asks for), and the messages of every step's fields wait for their step.
 */
export function preflight(
  role: MemberRole,
  draft: SignupDraft,
  secrets: Readonly<Secrets>,
): Preflight | null {
  const { values } = draft;
  const problems: Problem[] = [];
  const check = (step: number, result: { success: boolean; error?: unknown }) => {
    if (!result.success)
      problems.push({
        step,
        notice: NOTICES.check,
        todo: TODO.check,
        errors: issuesByField(result.error as Parameters<typeof issuesByField>[0]),
      });
  };
  check(2, detailsForm.safeParse(values));
  // An unconfirmed address comes first and alone: the steps after it cannot open without it.
  if (!isEmailVerified(draft)) return problems[0] ?? { step: 3 };
  if (!secrets.password) problems.push({ step: 4, notice: NOTICES.password, todo: TODO.password });
  const profile = profileFields.safeParse(values);
  check(5, profile);
  if (!secrets.avatar) problems.push({ step: 5, notice: NOTICES.avatar, todo: TODO.avatar });
  check(6, (role === 'mentor' ? mentorSurveyForm : menteeSurveyForm).safeParse(values));
  if (role === 'mentee') {
    check(7, businessForm(values.service_id).safeParse({ ...values, cv: secrets.cv }));
    if (draft.cvName && !secrets.cv) problems.push({ step: 7, notice: NOTICES.cv, todo: TODO.cv });
    if (values.assess_now === 'yes' && !draft.assessResult)
      problems.push({ step: 8, notice: NOTICES.assess, todo: TODO.assess });
  }
  const [first] = problems;
  if (!first) return null;
  const errors = Object.assign({}, ...problems.map((p) => p.errors ?? {})) as Record<string, string>;
  const result: Preflight = { step: first.step, notice: first.notice };
  if (Object.keys(errors).length) result.errors = errors;
  if (problems.length > 1) {
    result.notice = leftToDo(role, problems);
    const later = problems.filter((p) => p.step !== first.step);
    result.next = [...new Set(later.map((p) => p.step))].map((step) => ({
      step,
      notice: later.find((p) => p.step === step)?.notice,
    }));
  }
  return result;
}

/** 'To finish your registration: Create a password: enter your password again; …' */
function leftToDo(role: MemberRole, problems: Problem[]): string {
  const byStep = new Map<number, string[]>();
  for (const p of problems) {
    const list = byStep.get(p.step) ?? [];
    if (p.todo && !list.includes(p.todo)) list.push(p.todo);
    byStep.set(p.step, list);
  }
  const items = [...byStep].map(([step, todos]) => `${stepTitle(step, role)}: ${todos.join(' and ')}`);
  return `To finish your registration, please: ${items.join('; ')}. We will take you through them in turn.`;
}

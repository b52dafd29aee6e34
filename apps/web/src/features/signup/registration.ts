import {
  IDEA_FIELDS,
  SERVICE_LOAN,
  SERVICE_NO_COURSE,
  SERVICE_REFERRED,
  mentorSurveyStep,
  signupStep2,
  signupStep5,
  type MemberRole,
} from '@keh/contracts';
import { businessForm, issuesByField, menteeSurveyForm } from './signup-schemas';
import { getSecrets, isEmailVerified, type SignupDraft } from './signup-draft';

/** Builds the multipart body of POST auth/{role}/registration; optional fields only when filled. */
export function buildRegistration(role: MemberRole, draft: SignupDraft): FormData {
  const secrets = getSecrets();
  const body = new FormData();
  const put = (name: string, value: string | number | null | undefined) => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text) body.append(name, text);
  };
  const { details, profile } = draft;
  put('first_name', details.firstName);
  put('last_name', details.lastName);
  put('email', details.email.toLowerCase());
  if (secrets.password) body.append('password', secrets.password);
  put('accept_terms', details.acceptTerms ? '1' : '');
  put('birthday', profile.dateOfBirth);
  put('location', profile.location);
  put('post_code', profile.postCode);
  put('contact_number', profile.contactNumber);
  put('business_name', profile.businessName);
  put('position_within_business', profile.position);
  put('linkedin', profile.linkedin);
  if (secrets.avatar) body.append('avatar', secrets.avatar, secrets.avatar.name);
  put('accept_agreement', draft.acceptAgreement ? '1' : '');

  if (role === 'mentor') {
    const survey = draft.mentorSurvey;
    put('service_connection_id', survey.serviceConnection);
    put('service_type_id', survey.serviceType);
    put('discover_type_id', survey.discoverType);
    put('mentees_limit', survey.limitOfMentees);
    put('business_specializations', survey.specialisms.join(','));
    put('skills', survey.skills.join(','));
    return body;
  }

  const survey = draft.menteeSurvey;
  const business = draft.business;
  const service = Number(survey.service);
  put('service_connection_id', survey.serviceConnection);
  put('service_type_id', survey.serviceType);
  put('service_id', survey.service);
  if (service === SERVICE_NO_COURSE) {
    put('discover_type_id', business.discover_types_mentee);
    put('business_type', business.business_type);
  } else {
    put('course_name', survey.courseName);
    put('course_from', survey.course_date_from);
    put('course_to', survey.course_date_to);
  }
  if (service === SERVICE_REFERRED) put('referred_text', business.referred_text);
  if (service === SERVICE_LOAN) {
    put('loan_amount', business.loanAmount);
    put('business_status', business.businessStatus);
  }
  put('business_start_date', business.businessStartDate);
  put('business_description', business.businessDescription);
  put('business_sector_id', business.businessSector);
  if (!(service === SERVICE_LOAN && business.businessStatus === 'Sole Trader'))
    put('company_number', business.companyNumber);
  put('business_website', business.businessWebsite);
  put('business_twitter', business.businessTwitter);
  put('business_facebook', business.businessFacebook);
  put('business_instagram', business.businessInstagram);
  put('business_linkedin', business.linkedin_business);
  if (secrets.cv) body.append('cv', secrets.cv, secrets.cv.name);

  const result = business.signupWantQuest === 'yes' ? draft.assessResult : null;
  if (result) {
    for (const field of IDEA_FIELDS) put(field, result.ideas[field]);
    if (!result.declined && result.answers.length > 0) body.append('assess', JSON.stringify(result.answers));
  }
  return body;
}

/** Where each field of the registration call is asked (route and form field). */
const COMMON_FIELDS: Record<string, [number, string]> = {
  first_name: [2, 'firstName'],
  last_name: [2, 'lastName'],
  email: [2, 'email'],
  accept_terms: [2, 'acceptTerms'],
  password: [4, 'newPassword'],
  avatar: [5, 'avatar'],
  birthday: [5, 'dateOfBirth'],
  location: [5, 'location'],
  post_code: [5, 'postCode'],
  contact_number: [5, 'contactNumber'],
  business_name: [5, 'businessName'],
  position_within_business: [5, 'position'],
  linkedin: [5, 'linkedin'],
  service_connection_id: [6, 'serviceConnection'],
  service_type_id: [6, 'serviceType'],
};
const MENTOR_FIELDS: Record<string, [number, string]> = {
  ...COMMON_FIELDS,
  discover_type_id: [6, 'discoverType'],
  mentees_limit: [6, 'limitOfMentees'],
  business_specializations: [6, 'specialisms'],
  skills: [6, 'skills'],
  accept_agreement: [7, 'acceptAgreement'],
};
const MENTEE_FIELDS: Record<string, [number, string]> = {
  ...COMMON_FIELDS,
  service_id: [6, 'service'],
  course_name: [6, 'courseName'],
  course_from: [6, 'course_date_from'],
  course_to: [6, 'course_date_to'],
  discover_type_id: [7, 'discover_types_mentee'],
  business_type: [7, 'business_type'],
  referred_text: [7, 'referred_text'],
  loan_amount: [7, 'loanAmount'],
  business_status: [7, 'businessStatus'],
  business_start_date: [7, 'businessStartDate'],
  business_description: [7, 'businessDescription'],
  business_sector_id: [7, 'businessSector'],
  company_number: [7, 'companyNumber'],
  business_website: [7, 'businessWebsite'],
  business_twitter: [7, 'businessTwitter'],
  business_facebook: [7, 'businessFacebook'],
  business_instagram: [7, 'businessInstagram'],
  business_linkedin: [7, 'linkedin_business'],
  cv: [7, 'cv'],
  ...Object.fromEntries(IDEA_FIELDS.map((field) => [field, [8, field] as [number, string]])),
  assess: [8, 'assess'],
  accept_agreement: [9, 'acceptAgreement'],
};

export interface StepProblem {
  step: number;
  /** Messages by form field of that step. */
  errors: Record<string, string>;
  /** Server messages that belong to no field. */
  rest: string[];
}

/** The earliest step that holds a field the server refused, with every refused field's message. */
export function locateServerErrors(role: MemberRole, errors: Record<string, string[]>): StepProblem | null {
  const map = role === 'mentor' ? MENTOR_FIELDS : MENTEE_FIELDS;
  const byField: Record<string, string> = {};
  const rest: string[] = [];
  let step = Infinity;
  for (const [name, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const target = map[name];
    if (!target) {
      rest.push(message);
      continue;
    }
    byField[target[1]] = message;
    step = Math.min(step, target[0]);
  }
  if (step === Infinity) return rest.length ? { step: LAST_ROUTE_OF[role], errors: {}, rest } : null;
  return { step, errors: byField, rest };
}

const LAST_ROUTE_OF: Record<MemberRole, number> = { mentor: 7, mentee: 9 };

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
export function preflight(role: MemberRole, draft: SignupDraft): Preflight | null {
  const secrets = getSecrets();
  const details = signupStep2.safeParse(draft.details);
  if (!details.success) return { step: 2, notice: NOTICES.check, errors: issuesByField(details.error) };
  if (!isEmailVerified(draft)) return { step: 3 };
  if (!secrets.password) return { step: 4, notice: NOTICES.password };
  const profile = signupStep5.safeParse(draft.profile);
  if (!profile.success) return { step: 5, notice: NOTICES.check, errors: issuesByField(profile.error) };
  if (!secrets.avatar) return { step: 5, notice: NOTICES.avatar };
  const survey =
    role === 'mentor'
      ? mentorSurveyStep.safeParse(draft.mentorSurvey)
      : menteeSurveyForm.safeParse(draft.menteeSurvey);
  if (!survey.success) return { step: 6, notice: NOTICES.check, errors: issuesByField(survey.error) };
  if (role === 'mentor') return null;

  const business = businessForm(Number(draft.menteeSurvey.service)).safeParse({
    ...draft.business,
    cv: secrets.cv,
  });
  if (!business.success) return { step: 7, notice: NOTICES.check, errors: issuesByField(business.error) };
  if (draft.business.cvName && !secrets.cv) return { step: 7, notice: NOTICES.cv };
  if (draft.business.signupWantQuest === 'yes' && !draft.assessResult)
    return { step: 8, notice: NOTICES.assess };
  return null;
}

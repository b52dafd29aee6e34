import { STORAGE_KEYS } from '@keh/contracts';
import { useSyncExternalStore } from 'react';
import { MENTEES_LIMIT, type MemberRole } from '@keh/contracts';
import type { AssessProgress, AssessResult } from '../../components/assess-yourself';
import { readJson, removeKey, writeJson } from '../../lib/storage';

/**
 * The sign-up journey's draft. Everything typed is kept in sessionStorage under one key so a
 * refresh keeps it, except the password and the files (avatar, CV), which stay in this module's
 * memory only (see `secrets`).
 */
export interface DetailsDraft {
  firstName: string;
  lastName: string;
  email: string;
  acceptTerms: boolean;
}

export interface ProfileDraft {
  dateOfBirth: string;
  location: string;
  postCode: string;
  contactNumber: string;
  businessName: string;
  position: string;
  linkedin: string;
}

export interface MentorSurveyDraft {
  serviceConnection: string;
  serviceType: string;
  discoverType: string;
  limitOfMentees: number;
  specialisms: string[];
  skills: string[];
}

export interface MenteeSurveyDraft {
  serviceConnection: string;
  serviceType: string;
  service: string;
  courseName: string;
  course_date_from: string;
  course_date_to: string;
}

export type WantQuest = '' | 'yes' | 'no';

export interface BusinessDraft {
  discover_types_mentee: string;
  business_type: string;
  referred_text: string;
  loanAmount: number | string;
  businessStartDate: string;
  businessDescription: string;
  businessSector: string;
  businessStatus: string;
  companyNumber: string;
  businessWebsite: string;
  businessTwitter: string;
  businessFacebook: string;
  businessInstagram: string;
  linkedin_business: string;
  signupWantQuest: WantQuest;
  /** Name of the CV chosen before a refresh (the file itself is never stored). */
  cvName: string;
}

export interface SignupDraft {
  role: MemberRole | null;
  details: DetailsDraft;
  /** The address whose code was confirmed at step 3. */
  verifiedEmail: string | null;
  /** The furthest step that may be opened. */
  reached: number;
  profile: ProfileDraft;
  mentorSurvey: MentorSurveyDraft;
  menteeSurvey: MenteeSurveyDraft;
  business: BusinessDraft;
  /** The questionnaire as it is being filled in. */
  assess: AssessProgress | null;
  /** The questionnaire once finished (the business idea overview submitted). */
  assessResult: AssessResult | null;
  acceptAgreement: boolean;
}

export const emptyDraft = (): SignupDraft => ({
  role: null,
  details: { firstName: '', lastName: '', email: '', acceptTerms: false },
  verifiedEmail: null,
  reached: 1,
  profile: {
    dateOfBirth: '',
    location: '',
    postCode: '',
    contactNumber: '',
    businessName: '',
    position: '',
    linkedin: '',
  },
  mentorSurvey: {
    serviceConnection: '',
    serviceType: '',
    discoverType: '',
    limitOfMentees: MENTEES_LIMIT.default,
    specialisms: [],
    skills: [],
  },
  menteeSurvey: {
    serviceConnection: '',
    serviceType: '',
    service: '',
    courseName: '',
    course_date_from: '',
    course_date_to: '',
  },
  business: {
    discover_types_mentee: '',
    business_type: '',
    referred_text: '',
    loanAmount: '',
    businessStartDate: '',
    businessDescription: '',
    businessSector: '',
    businessStatus: '',
    companyNumber: '',
    businessWebsite: '',
    businessTwitter: '',
    businessFacebook: '',
    businessInstagram: '',
    linkedin_business: '',
    signupWantQuest: '',
    cvName: '',
  },
  assess: null,
  assessResult: null,
  acceptAgreement: false,
});

const KEY = STORAGE_KEYS.signupDraft;

/** A stored draft merged over the empty one, so a draft from an older build still loads. */
function load(): SignupDraft {
  const stored = readJson<Partial<SignupDraft>>(KEY, 'session');
  const base = emptyDraft();
  if (!stored || typeof stored !== 'object') return base;
  return {
    ...base,
    ...stored,
    role: stored.role === 'mentor' || stored.role === 'mentee' ? stored.role : null,
    details: { ...base.details, ...stored.details },
    profile: { ...base.profile, ...stored.profile },
    mentorSurvey: { ...base.mentorSurvey, ...stored.mentorSurvey },
    menteeSurvey: { ...base.menteeSurvey, ...stored.menteeSurvey },
    business: { ...base.business, ...stored.business },
    reached: typeof stored.reached === 'number' ? stored.reached : 1,
  };
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: SignupDraft | null = null;

export function getDraft(): SignupDraft {
  cached ??= load();
  return cached;
}

export function updateDraft(change: Partial<SignupDraft> | ((draft: SignupDraft) => SignupDraft)): void {
  const current = getDraft();
  cached = typeof change === 'function' ? change(current) : { ...current, ...change };
  writeJson(KEY, cached, 'session');
  listeners.forEach((listener) => listener());
}

/** Marks `step` as open (never lowers what was reached). */
export function reachStep(step: number): void {
  if (getDraft().reached < step) updateDraft({ reached: step });
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function isEmailVerified(draft: SignupDraft): boolean {
  return draft.verifiedEmail !== null && draft.verifiedEmail === normaliseEmail(draft.details.email);
}

// ---------- what is never written to browser storage ----------
interface Secrets {
  password: string | null;
  avatar: File | null;
  cv: File | null;
}
const secrets: Secrets = { password: null, avatar: null, cv: null };

export function getSecrets(): Readonly<Secrets> {
  return secrets;
}

export function setSecret<K extends keyof Secrets>(key: K, value: Secrets[K]): void {
  secrets[key] = value;
}

// ---------- server messages waiting for the step that shows them ----------
let pendingErrors: Record<string, string> = {};

export function setPendingErrors(errors: Record<string, string>): void {
  pendingErrors = { ...errors };
}

/** The waiting messages for these form fields, left waiting. */
export function peekPendingErrors(fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    fields.filter((f) => pendingErrors[f]).map((f) => [f, pendingErrors[f] as string]),
  );
}

/** The waiting messages for these form fields (each is handed out once). */
export function takePendingErrors(fields: readonly string[]): Record<string, string> {
  const taken: Record<string, string> = {};
  for (const field of fields) {
    const message = pendingErrors[field];
    if (message) {
      taken[field] = message;
      delete pendingErrors[field];
    }
  }
  return taken;
}

/** After a successful registration (or to start again): forget everything. */
export function clearDraft(): void {
  removeKey(KEY, 'session');
  cached = emptyDraft();
  secrets.password = null;
  secrets.avatar = null;
  secrets.cv = null;
  pendingErrors = {};
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignupDraft(): SignupDraft {
  return useSyncExternalStore(subscribe, getDraft, getDraft);
}

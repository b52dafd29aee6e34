import { useSyncExternalStore } from 'react';
import { MENTEES_LIMIT, STORAGE_KEYS, type MemberRole } from '@keh/contracts';
import type { AssessProgress, AssessResult } from '../../components/assess-yourself';
import type {
  BusinessLinkValues,
  BusinessValues,
  CourseValues,
  NameValues,
  PersonValues,
  ServiceValues,
} from '../../components/field-groups';
import { keepFile, keptFile } from '../../lib/file-store';
import { readJson, removeKey, writeJson } from '../../lib/storage';

/**
 * The sign-up journey's draft. Every value is kept under the registration call's own field names
 * (docs/product (entities and api)), so a step's form, the request and the server's 422 errors all speak
 * the same names. Everything typed is kept in sessionStorage under one key so a refresh keeps
 * it; the chosen files (avatar, CV) are kept in IndexedDB under the draft's id (lib/file-store),
 * and the password stays in this module's memory only (see `secrets`).
 */
export type SignupValues = NameValues &
  PersonValues &
  ServiceValues &
  CourseValues &
  BusinessValues &
  BusinessLinkValues & {
    // Step 2
    email: string;
    accept_terms: boolean;
    // Step 5
    linkedin: string;
    // Step 6, Business Captain (and discover_type_id, which a Member gives at step 7 for service 11)
    mentees_limit: number;
    business_specializations: string[];
    skills: string[];
    // Step 6, Member (the course dates as the registration call names them)
    course_from: string;
    course_to: string;
    // Step 7, Member
    business_sector_id: string;
    /** Whether to assess themselves now (step 8) or later: the journey's own choice, never sent. */
    assess_now: '' | 'yes' | 'no';
    // The last step
    accept_agreement: boolean;
  };

export interface SignupDraft {
  /** This journey's own id: the files kept in IndexedDB are handed back only to it. */
  id: string;
  role: MemberRole | null;
  values: SignupValues;
  /** The address whose code was confirmed at step 3. */
  verifiedEmail: string | null;
  /** The furthest step that may be opened. */
  reached: number;
  /** Name of the CV chosen before a refresh (the file itself is never stored). */
  cvName: string;
  /** The questionnaire as it is being filled in. */
  assess: AssessProgress | null;
  /** The questionnaire once finished (the business idea overview submitted). */
  assessResult: AssessResult | null;
}

export const emptyValues = (): SignupValues => ({
  first_name: '',
  last_name: '',
  email: '',
  accept_terms: false,
  birthday: '',
  location: '',
  post_code: '',
  contact_number: '',
  business_name: '',
  position_within_business: '',
  linkedin: '',
  service_connection_id: '',
  service_type_id: '',
  discover_type_id: '',
  mentees_limit: MENTEES_LIMIT.default,
  business_specializations: [],
  skills: [],
  service_id: '',
  course_name: '',
  course_from: '',
  course_to: '',
  business_type: '',
  referred_text: '',
  loan_amount: '',
  business_status: '',
  business_start_date: '',
  business_description: '',
  business_sector_id: '',
  company_number: '',
  business_website: '',
  business_twitter: '',
  business_facebook: '',
  business_instagram: '',
  business_linkedin: '',
  assess_now: '',
  accept_agreement: false,
});

const newId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export const emptyDraft = (): SignupDraft => ({
  id: newId(),
  role: null,
  values: emptyValues(),
  verifiedEmail: null,
  reached: 1,
  cvName: '',
  assess: null,
  assessResult: null,
});

const KEY = STORAGE_KEYS.signupDraft;

/** A stored draft merged over the empty one, so a draft from an older build of this shape still loads. */
function load(): SignupDraft {
  const stored = readJson<Partial<SignupDraft>>(KEY, 'session');
  const base = emptyDraft();
  if (!stored || typeof stored !== 'object') return base;
  return {
    ...base,
    ...stored,
    id: typeof stored.id === 'string' && stored.id ? stored.id : base.id,
    role: stored.role === 'mentor' || stored.role === 'mentee' ? stored.role : null,
    values: { ...base.values, ...stored.values },
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

/** Keeps what a step's form holds (files and the password never come here). */
export function saveValues(values: Partial<SignupValues>): void {
  updateDraft((draft) => ({ ...draft, values: { ...draft.values, ...values } }));
}

/** Marks `step` as open (never lowers what was reached). */
export function reachStep(step: number): void {
  if (getDraft().reached < step) updateDraft({ reached: step });
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function isEmailVerified(draft: SignupDraft): boolean {
  return draft.verifiedEmail !== null && draft.verifiedEmail === normaliseEmail(draft.values.email);
}

// ---------- what is never written to browser storage ----------
export interface Secrets {
  password: string | null;
  avatar: File | null;
  cv: File | null;
}
const secrets: Secrets = { password: null, avatar: null, cv: null };

export function getSecrets(): Readonly<Secrets> {
  return secrets;
}

const FILE_KEYS = { avatar: 'signup.avatar', cv: 'signup.cv' } as const;

/** Keeps a secret in memory; a file is also kept in IndexedDB for this draft (never the password). */
export function setSecret<K extends keyof Secrets>(key: K, value: Secrets[K]): void {
  secrets[key] = value;
  if (key === 'avatar' || key === 'cv') {
    const file = value as File | null;
    void keepFile(FILE_KEYS[key as 'avatar' | 'cv'], file ? { owner: getDraft().id, file } : null);
  }
}

let restoring: Promise<void> | null = null;

/** After a reload: the files this draft had chosen, back from IndexedDB (once per page load). */
export function restoreFiles(): Promise<void> {
  restoring ??= (async () => {
    const owner = getDraft().id;
    const [avatar, cv] = await Promise.all([
      keptFile(FILE_KEYS.avatar, owner),
      keptFile(FILE_KEYS.cv, owner),
    ]);
    if (!secrets.avatar && avatar) secrets.avatar = avatar;
    if (!secrets.cv && cv) secrets.cv = cv;
  })();
  return restoring;
}

// ---------- the steps still to fix after a refused final submit ----------
let repairs: { step: number; notice?: string }[] = [];

/** The steps to fix after the one the person is sent to now, in order. */
export function setRepairs(next: { step: number; notice?: string }[]): void {
  repairs = [...next];
}

/** The next step to fix after `current` (those up to `current` are done), taken from the list. */
export function takeRepair(current: number): { step: number; notice?: string } | null {
  repairs = repairs.filter((r) => r.step > current);
  return repairs.shift() ?? null;
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
  void keepFile(FILE_KEYS.avatar, null);
  void keepFile(FILE_KEYS.cv, null);
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

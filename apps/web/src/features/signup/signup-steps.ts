import type { MemberRole } from '@keh/contracts';
import { isEmailVerified, type SignupDraft } from './signup-draft';

/**
 * The journey's routes (/sign-up/1..9) and the step counter (docs/product/screens.md): a Captain has 7
 * steps (routes 1-7); a Member 8: routes 1-7, then step 8 'Assess & agree' covering routes 8
 * (Assess Yourself) and 9 (Member agreement).
 */
export const LAST_ROUTE: Record<MemberRole, number> = { mentor: 7, mentee: 9 };

const COMMON_LABELS = ['Role', 'Details', 'Verify email', 'Password', 'Profile', 'Survey'];
export const COUNTER_LABELS: Record<MemberRole, string[]> = {
  mentor: [...COMMON_LABELS, 'Terms'],
  mentee: [...COMMON_LABELS, 'Business', 'Assess & agree'],
};

/** The counter step (1-based) a route belongs to. */
export function counterStepOf(route: number, role: MemberRole | null): number {
  return role === 'mentee' ? Math.min(route, 8) : route;
}

/** Titles (the page's h1) of each route. */
export function stepTitle(route: number, role: MemberRole | null): string {
  switch (route) {
    case 1:
      return 'Join the Hub';
    case 2:
      return 'Create your account';
    case 3:
      return 'Verify Email';
    case 4:
      return 'Create a password';
    case 5:
      return 'Your profile';
    case 6:
      return role === 'mentor' ? 'Your mentoring' : 'Your service and course';
    case 7:
      return role === 'mentor' ? 'Terms and conditions' : 'Business information';
    case 8:
      return 'Assess Yourself';
    default:
      return 'Member agreement';
  }
}

/**
 * Where a visit to `route` must go instead, or null when it may open (docs/product/screens.md: a step
 * above 2 with no e-mail goes to step 1; above 3 without a verified e-mail to step 3; later
 * steps open only once the earlier ones are done).
 */
export function redirectFor(route: number, draft: SignupDraft): number | null {
  if (!Number.isInteger(route) || route < 1) return 1;
  if (route === 1) return null;
  if (!draft.role) return 1;
  if (route > 2 && !draft.values.email.trim()) return 1;
  if (route > LAST_ROUTE[draft.role]) return Math.min(draft.reached, LAST_ROUTE[draft.role]);
  if (route > 3 && !isEmailVerified(draft)) return 3;
  if (route > draft.reached) return draft.reached;
  return null;
}

export const stepPath = (route: number) => `/sign-up/${route}`;

/** What a step may be told when it is opened by the journey itself (router state). */
export interface StepState {
  /** A message to show at the top of the step (why the person was sent here). */
  notice?: string;
  /** After this step, go back to that route (used when a missing piece is asked for again). */
  resumeTo?: number;
}

export function readStepState(state: unknown): StepState {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, resumeTo } = state as Record<string, unknown>;
  return {
    notice: typeof notice === 'string' ? notice : undefined,
    resumeTo: typeof resumeTo === 'number' ? resumeTo : undefined,
  };
}

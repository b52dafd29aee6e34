import { STORAGE_KEYS, type Role } from '@keh/contracts';
import { readString, removeKey, writeString } from './storage';

/**
 * Where a person lands after signing in (issue 28): the page they were sent from (a link from an
 * e-mail opened signed out), or their role's own start: staff on their console (moderators on the
 * review queue, admins on the overview), Members and Business Captains on Events (docs/product/screens.md).
 */
export function landingFor(role: Role): string {
  if (role === 'admin') return '/admin/overview';
  if (role === 'moderator') return '/admin/articles';
  return '/my/events';
}

/** Pages never worth returning to: the sign-in and sign-up journeys themselves. */
const NOT_A_DESTINATION = /^\/(?:login|sign-up|sign-up-complete|forgot-password|linkedin)(?:[/?#]|$)/;

/**
 * A path of this site to return to, or null: only a path starting with a single "/" (never
 * "//host", "/\host" or a scheme), resolved against this origin and kept only if it stays on it.
 * An absolute or external address is refused, so a crafted link cannot send anyone elsewhere.
 */
export function safeNextPath(raw: unknown, origin: string = window.location.origin): string | null {
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return NOT_A_DESTINATION.test(path) ? null : path;
}

/** The login page that returns to `path` afterwards ("/login/1?next=…"). */
export function loginPathFor(path: string, origin: string = window.location.origin): string {
  const next = safeNextPath(path, origin);
  return next && next !== '/' ? `/login/1?next=${encodeURIComponent(next)}` : '/login/1';
}

/** Keeps the destination through the login steps (and LinkedIn's round trip) for this tab. */
export function keepNextPath(raw: unknown): void {
  const next = safeNextPath(raw);
  if (next) writeString(STORAGE_KEYS.loginNext, next, 'session');
  else removeKey(STORAGE_KEYS.loginNext, 'session');
}

/**
 * The page to open now that the person is signed in: the kept destination, else the role's start.
 * It is read, not spent: the guest-only guard redirects the same way while the sign-in settles;
 * the next fresh login page replaces or clears it (keepNextPath).
 */
export function landingAfterSignIn(role: Role): string {
  return safeNextPath(readString(STORAGE_KEYS.loginNext, 'session')) ?? landingFor(role);
}

/** When the person last signed out on purpose (Logout): the login page then carries no destination. */
let signedOutAt = 0;

export function noteSignOut(): void {
  signedOutAt = Date.now();
}

/** Whether the session just ended by Logout (not by a visit or an expired token). */
export function justSignedOut(now = Date.now()): boolean {
  return now - signedOutAt < 3000;
}

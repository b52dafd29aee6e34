/**
 * Safe wrappers around Web Storage. Keys come from STORAGE_KEYS in @keh/contracts, or from
 * WEB_STORAGE_KEYS below for keys only the web app reads; browsers may refuse storage
 * (private mode, quotas), so every call is guarded.
 */

/** Browser storage keys only the web app uses (the shared ones are STORAGE_KEYS in contracts). */
export const WEB_STORAGE_KEYS = {
  /** sessionStorage: the sign-up journey's draft (never the password or files). */
  signupDraft: 'keh.signup.draft',
} as const;
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the app still works for this page view.
  }
}

export function removeKey(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

export function readJson<T>(key: string, which: Area = 'local'): T | null {
  const raw = readString(key, which);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, which: Area = 'local'): void {
  writeString(key, JSON.stringify(value), which);
}

/**
 * Safe wrappers around Web Storage. Every key comes from STORAGE_KEYS in @keh/contracts; browsers
 * may refuse storage (private mode, quotas), so every call is guarded.
 */
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

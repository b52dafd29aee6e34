import { STORAGE_KEYS } from '@keh/contracts';
import { readString, removeKey, writeString } from '../../lib/storage';

/**
 * The login kept between step 1 and step 2. The e-mail lives in sessionStorage; the password
 * only in this module's memory (never in browser storage), so a refresh of step 2 sends the
 * user back to step 1.
 */
let pendingPassword: string | null = null;

export function keepPendingLogin(email: string, password: string): void {
  writeString(STORAGE_KEYS.loginEmail, email, 'session');
  pendingPassword = password;
}

export function getPendingLogin(): { email: string; password: string } | null {
  const email = readString(STORAGE_KEYS.loginEmail, 'session');
  if (!email || pendingPassword === null) return null;
  return { email, password: pendingPassword };
}

export function getPendingEmail(): string | null {
  return readString(STORAGE_KEYS.loginEmail, 'session');
}

export function clearPendingLogin(): void {
  removeKey(STORAGE_KEYS.loginEmail, 'session');
  pendingPassword = null;
}

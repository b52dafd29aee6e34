import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, type Role } from '@keh/contracts';
import { readJson, readString, removeKey, writeJson, writeString } from './storage';

/** The user basics kept in browser storage next to the token (docs/product (entities and states)). */
export interface SessionUser {
  id: number | null;
  type: Role;
  first_name: string;
  last_name: string;
  avatar: string | null;
}

export interface Session {
  token: string;
  user: SessionUser;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

function load(): Session | null {
  const token = readString(STORAGE_KEYS.token);
  if (!token) return null;
  const user = readJson<Partial<SessionUser>>(STORAGE_KEYS.user);
  return {
    token,
    user: {
      id: typeof user?.id === 'number' ? user.id : null,
      type: user?.type ?? 'mentee',
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      avatar: user?.avatar ?? null,
    },
  };
}

function emit(): void {
  cached = load();
  listeners.forEach((listener) => listener());
}

export function getSession(): Session | null {
  if (cached === undefined) cached = load();
  return cached;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

export function setSession(session: Session): void {
  writeString(STORAGE_KEYS.token, session.token);
  writeJson(STORAGE_KEYS.user, session.user);
  emit();
}

/** Refreshes the stored basics (name, avatar, role) without touching the token. */
export function updateSessionUser(patch: Partial<SessionUser>): void {
  const current = getSession();
  if (!current) return;
  const user = { ...current.user, ...patch };
  const same = (Object.keys(user) as (keyof SessionUser)[]).every((key) => user[key] === current.user[key]);
  if (same) return;
  writeJson(STORAGE_KEYS.user, user);
  emit();
}

/** Logout, a failed user fetch or a password change: forget the token and the basics. */
export function clearSession(): void {
  removeKey(STORAGE_KEYS.token);
  removeKey(STORAGE_KEYS.user);
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Keep several tabs in step: signing out in one signs out the others.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) emit();
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

export function fullName(user: Pick<SessionUser, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

export function initials(user: Pick<SessionUser, 'first_name' | 'last_name'>): string {
  const letters = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return letters || '?';
}

import type { Role } from '@keh/contracts';
import { setSession, type SessionUser } from '../lib/session';

/** Signs a user in for the test, the way the login does (token and basics in storage). */
export function signIn(user: Partial<SessionUser> & { type?: Role } = {}): SessionUser {
  const full: SessionUser = {
    id: 1,
    type: 'mentee',
    first_name: 'Mia',
    last_name: 'Member',
    avatar: null,
    ...user,
  };
  setSession({ token: 'test-token', user: full });
  return full;
}

import type { LoginResult } from '@keh/contracts';
import { setSession } from '../../lib/session';

/**
 * The session registration answered with, in memory only, from the final step to the completion
 * page: the steps are for guests only, so signing in on them would send the person away to Events
 * before 'Registration completed' shows. The completion page opens the session as it mounts.
 */
let pending: LoginResult | null = null;

export function keepNewSession(session: LoginResult): void {
  pending = session;
}

/** Opens the kept session (once); whether there was one. */
export function openNewSession(): boolean {
  const session = pending;
  pending = null;
  if (!session) return false;
  setSession({
    token: session.token,
    user: {
      id: session.id,
      type: session.type,
      first_name: session.first_name,
      last_name: session.last_name,
      avatar: session.avatar,
    },
  });
  return true;
}

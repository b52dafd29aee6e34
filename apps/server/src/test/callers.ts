import type { Role } from '@keh/contracts';
import type { ProbeCaller } from '../plugins/auth';

/** The seven callers of the authorisation matrix (src/probe), also the policies' tables' rows. */
export const CALLERS = [
  'guest',
  'member',
  'otherMember',
  'captain',
  'otherCaptain',
  'moderator',
  'admin',
] as const satisfies readonly ProbeCaller[];
export type SignedIn = Exclude<ProbeCaller, 'guest'>;

/** Each signed-in caller's role. */
export const ROLE_OF: Record<SignedIn, Role> = {
  member: 'mentee',
  otherMember: 'mentee',
  captain: 'mentor',
  otherCaptain: 'mentor',
  moderator: 'moderator',
  admin: 'admin',
};

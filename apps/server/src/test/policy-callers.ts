import type { Role } from '@keh/contracts';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import type { Viewer } from '../policies/viewer';
import { CALLERS, ROLE_OF } from './callers';

export { CALLERS };
export type Caller = (typeof CALLERS)[number];

/**
 * The callers with fixed ids, for pure policies: in the stories the tables tell, the captain
 * mentors the member and the other captain the other member.
 */
export const VIEWERS: Record<Caller, Viewer> = {
  guest: null,
  member: { id: 11, type: 'mentee' },
  otherMember: { id: 12, type: 'mentee' },
  captain: { id: 21, type: 'mentor' },
  otherCaptain: { id: 22, type: 'mentor' },
  moderator: { id: 31, type: 'moderator' },
  admin: { id: 41, type: 'admin' },
};

/** The callers as real people of a test database (for a rule and its SQL twin), guest as null. */
export async function insertCallers(db: DbOrTx): Promise<Record<Caller, Viewer>> {
  const people = Object.entries(ROLE_OF) as [Exclude<Caller, 'guest'>, Role][];
  const rows = await db
    .insert(users)
    .values(
      people.map(([caller, type]) => ({
        type,
        email: `policy-${caller.toLowerCase()}@example.com`,
        passwordHash: 'x',
        firstName: caller,
        lastName: 'Test',
      })),
    )
    .returning({ id: users.id, type: users.type });
  return {
    guest: null,
    ...Object.fromEntries(people.map(([caller], i) => [caller, rows[i]!])),
  } as Record<Caller, Viewer>;
}

import type { PersonSummary } from '@keh/contracts';
import { users } from '../../db/schema';
import { allColumns, pick, viewOf } from '../../db/read-model';

/**
 * What other modules may read of `users` (the table is the users module's: docs/ARCHITECTURE.md,
 * "Table ownership"). They join these views, never the table: a join stays one statement, and
 * they cannot write through them. Writes go through `users.repository.ts`.
 */

const { passwordHash: _hash, unsubscribeToken: _unsubscribe, ...personFields } = allColumns(users);

/** People as others read them: every column but the secrets. `peopleAs` names a second copy. */
export const peopleAs = (alias: string) => viewOf(users, personFields, alias);
export const people = peopleAs('users');
export type PeopleView = ReturnType<typeof peopleAs>;

/** The person others see in lists (requests, My Members, captain cards), from a people view. */
export const personColumnsOf = (p: PeopleView) => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  avatar: p.avatar,
  location: p.location,
  businessName: p.businessName,
  position: p.positionWithinBusiness,
});
export const personColumns = personColumnsOf(people);

export interface PersonRow {
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  location: string | null;
  businessName: string | null;
  position: string | null;
}

export const toPersonSummary = (p: PersonRow): PersonSummary => ({
  id: p.id,
  first_name: p.firstName,
  last_name: p.lastName,
  avatar: p.avatar,
  location: p.location,
  business_name: p.businessName,
  position_within_business: p.position,
});

/**
 * The whole row, secrets included: only for `auth` (the session, preview and identity look-ups
 * answer the signed-in user's row; password resets match the address).
 */
export const accounts = viewOf(users, allColumns(users));
export const accountColumns = pick(
  accounts,
  Object.keys(allColumns(users)) as (keyof typeof personFields | 'passwordHash' | 'unsubscribeToken')[],
);

/** A pair's two people as the staff's lists read them (plain SQL: `mentor_*` the captain, `mentee_*` the Member). */
export interface PairNames {
  mentor_id: number;
  mentor_first: string;
  mentor_last: string;
  mentee_id: number;
  mentee_first: string;
  mentee_last: string;
}

/** A pair's two people as the staff's answers show them: the captain and the Member. */
export const pairOf = (p: PairNames) => ({
  captain: { id: p.mentor_id, first_name: p.mentor_first, last_name: p.mentor_last },
  member: { id: p.mentee_id, first_name: p.mentee_first, last_name: p.mentee_last },
});

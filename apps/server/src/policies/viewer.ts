import type { Role } from '@keh/contracts';

/**
 * Who asks, as every policy takes them: a signed-in person (their id and role), or null for a guest.
 * The auth plugin's `AuthUser` is one; so is a person a background job acts for.
 */
export type Viewer = { id: number; type: Role } | null;
/** A viewer where only who they are matters, not their role. */
export type ViewerId = { id: number } | null;

/** A moderator or an admin: the staff who read what others cannot. */
export const isStaff = (viewer: { type: Role } | null): boolean =>
  viewer?.type === 'moderator' || viewer?.type === 'admin';

/** A Business Captain or a Member: the people of the programme (not staff, not a guest). */
export const isProgrammePerson = (viewer: { type: Role } | null): boolean =>
  viewer?.type === 'mentor' || viewer?.type === 'mentee';

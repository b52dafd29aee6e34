import type { Viewer } from './viewer';

/**
 * Staff (the routes' access decides who is staff) open and act on anyone's record, except an
 * erased person's: gone for staff too.
 */
export const canStaffOpenPerson = (person: { status: string }): boolean => person.status !== 'erased';

/** Staff never suspend or erase themselves (refused with its own message). */
export const canActOnAccount = (viewer: Viewer, person: { id: number }): boolean =>
  !!viewer && viewer.id !== person.id;

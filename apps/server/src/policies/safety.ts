import type { Role } from '@keh/contracts';
import { hasPublicProfile } from './profiles';
import type { Viewer } from './viewer';

/** One blocks a Business Captain or a Member (not staff; oneself is refused with its own message). */
export const canBlockPerson = (_viewer: Viewer, other: { type: Role }): boolean => hasPublicProfile(other);

/**
 * A profile one may report is one one can see: an active captain's or Member's, a captain's to
 * everyone and a Member's to captains (never across a block), one's own, or that of anyone one has
 * a conversation with (`talking`).
 */
export const canReportProfile = (
  viewer: Viewer,
  person: { id: number; type: Role; status: string; apart: boolean; talking: boolean },
): boolean => {
  if (!viewer || person.status !== 'active' || !hasPublicProfile(person)) return false;
  const byRole = person.type === 'mentor' || viewer.type === 'mentor';
  return person.id === viewer.id || (byRole && !person.apart) || person.talking;
};

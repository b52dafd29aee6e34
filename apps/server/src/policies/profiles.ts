import { ASSESS_QUESTION_COUNT, type Role } from '@keh/contracts';
import { isProgrammePerson, type Viewer } from './viewer';

/** Only Business Captains and Members have a profile others can open (staff have none). */
export const hasPublicProfile = (person: { type: Role }): boolean => isProgrammePerson(person);

/** Another person's profile is seen while their account is active, and never across a block (either way). */
export const canSeeProfile = (_viewer: Viewer, person: { status: string; apart: boolean }): boolean =>
  person.status === 'active' && !person.apart;

/**
 * A Member's questionnaire answers are read by the Member, admins, and a captain who mentors or
 * mentored them (`connected`).
 */
export const canReadMemberSurvey = (viewer: Viewer, member: { id: number; connected: boolean }): boolean =>
  !!viewer &&
  (viewer.id === member.id || viewer.type === 'admin' || (viewer.type === 'mentor' && member.connected));

/** A Member changes their questionnaire while it is incomplete, or once staff approved a change request. */
export const canEditSurvey = (member: { answered: number; changeRequest: string | null }): boolean =>
  member.answered < ASSESS_QUESTION_COUNT || member.changeRequest === 'approved';

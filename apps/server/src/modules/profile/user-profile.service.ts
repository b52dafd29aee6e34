import { ASSESS_QUESTION_COUNT, type UserProfile } from '@keh/contracts';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../users/users.repository';
import { isCaptainAvailable } from '../users/users.repository';
import { profileRepository, type ExperienceRow } from './profile.repository';
import { requiredConsents } from '../privacy/consents.service';

export const toExperienceItem = (e: ExperienceRow) => ({
  id: e.id,
  company_name: e.companyName,
  practice: e.practice,
  start_date: e.startDate,
  finish_date: e.current ? null : e.finishDate,
  current: e.current,
});

type Extras = Awaited<ReturnType<ReturnType<typeof profileRepository>['profileExtras']>>;

/** The session user and profile of docs/product/entities.md. */
export function toUserProfile(u: UserRow, x: Extras): Omit<UserProfile, 'consent_required'> {
  const isMentor = u.type === 'mentor';
  return {
    id: u.id,
    type: u.type,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    avatar: u.avatar,
    bg_image: u.bgImage,
    birthday: u.birthday,
    location: u.location,
    post_code: u.postCode,
    contact_number: u.contactNumber,
    business_name: u.businessName,
    position_within_business: u.positionWithinBusiness,
    linkedin: u.linkedin,
    business_website: u.businessWebsite,
    business_sector: x.sector,
    cv: u.cv ? '/api/user/profile/cv' : null,
    experience: x.experience.map(toExperienceItem),
    other_expertise: x.otherExpertise,
    business_specializations: x.specializationIds,
    skills: x.skills,
    professional_experience: u.professionalExperience,
    available:
      isMentor &&
      isCaptainAvailable({
        disabled: u.disableMentoringRequests,
        active: x.activeMentees,
        limit: u.menteesLimit,
      }),
    accept_chats: u.acceptChats,
    mentees_limit: u.menteesLimit,
    disable_mentoring_requests: u.disableMentoringRequests,
    sharing_information: u.sharingInformation,
    incoming_requests_count: x.incomingRequests,
    survey_exists: x.answerCount >= ASSESS_QUESTION_COUNT,
    change_questionnaire_request_status: u.changeQuestionnaireRequestStatus,
    created_at: u.createdAt.toISOString(),
    delete_at: x.deleteAt,
  };
}

export const userProfileService = (db: DbOrTx) => ({
  async profile(u: UserRow): Promise<UserProfile> {
    const extras = await profileRepository(db).profileExtras(u.id, u.businessSectorId);
    return { ...toUserProfile(u, extras), consent_required: requiredConsents(extras.acceptedVersions) };
  },

  /** A new captain's skills and specialisms (sign-up calls it in its transaction). */
  addTags: (userId: number, skillIds: number[], specializationIds: number[]) =>
    profileRepository(db).insertTags(userId, skillIds, specializationIds),
});

import { ASSESS_QUESTION_COUNT, type PublicProfile } from '@keh/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { canReadMemberSurvey, canSeeProfile, hasPublicProfile } from '../../policies/profiles';
import type { AuthUser } from '../../plugins/auth';
import { isCaptainAvailable, usersRepository, type UserRow } from '../users/users.repository';
import { matchingService } from '../matching/matching.service';
import { mentoringService } from '../mentoring/mentoring.service';
import { trustService } from '../mentoring/trust.service';
import { memberSurveyService } from '../survey/member-survey.service';
import { surveyService } from '../survey/survey.service';
import { profileRepository } from './profile.repository';
import { toExperienceItem } from './user-profile.service';

const DAY = 86_400_000;

/** Whole years covered by the experience cards (a current role runs to today). */
export function experienceYears(
  items: { startDate: string; finishDate: string | null; current: boolean }[],
  today = new Date(),
) {
  const days = items.reduce((sum, e) => {
    const end = e.current || !e.finishDate ? today.getTime() : Date.parse(e.finishDate);
    return sum + Math.max(0, (end - Date.parse(e.startDate)) / DAY);
  }, 0);
  return Math.floor(days / 365.25);
}

/**
 * What one person sees of another. Who may see what is decided here: Members see captains,
 * captains see captains and Members; a Member's survey only by that Member, captains mentoring
 * them or holding a request from them, and admins. Everything else is a 404.
 */
export const publicProfileService = (ctx: AppContext) => {
  const users = usersRepository(ctx.db);
  const mentoring = mentoringService(ctx);
  const matching = matchingService(ctx);

  async function build(target: UserRow, viewer: AuthUser): Promise<PublicProfile> {
    const [x, options] = await Promise.all([
      profileRepository(ctx.db).profileExtras(target.id, target.businessSectorId),
      surveyService(ctx.db).options(),
    ]);
    const mentees = target.type === 'mentor' ? x.activeMentees : 0;
    const isMe = viewer.id === target.id;
    const isCaptain = target.type === 'mentor';
    const available =
      isCaptain &&
      isCaptainAvailable({
        disabled: target.disableMentoringRequests,
        active: mentees,
        limit: target.menteesLimit,
      });
    let requestStatus: PublicProfile['request_status'] = null;
    let declineReason: string | null = null;
    let canRequest = false;
    let match: number | null = null;
    let speed: PublicProfile['responsiveness'] = null;
    let completions = 0;
    if (isCaptain && viewer.type === 'mentee') {
      // A Member looking at a captain: the match, their request and the captain's record at once.
      const seen = await matching.captainForMember(viewer, target.id);
      requestStatus = seen?.requestStatus ?? null;
      declineReason = requestStatus === 'cancelled_by_mentor' ? (seen?.declineReason ?? null) : null;
      canRequest = seen?.canSendRequest ?? false;
      match = seen?.match ?? null;
      speed = seen?.responsiveness ?? null;
      completions = seen?.completions ?? 0;
    } else if (isCaptain) {
      // How quickly the captain answers, and the members they saw through to their goals (issue 33).
      [speed, completions] = await Promise.all([
        trustService(ctx)
          .responsiveness([target.id])
          .then((m) => m.get(target.id) ?? null),
        trustService(ctx).completions(target.id),
      ]);
    }
    const canViewSurvey =
      target.type === 'mentee' &&
      canReadMemberSurvey(viewer, { id: target.id, connected: await connected(viewer, target.id) });
    const specNames = new Map(options.business_specializations.map((s) => [s.id, s.name]));
    return {
      id: target.id,
      type: target.type as 'mentor' | 'mentee',
      first_name: target.firstName,
      last_name: target.lastName,
      avatar: target.avatar,
      bg_image: target.bgImage,
      location: target.location,
      business_name: target.businessName,
      position_within_business: target.positionWithinBusiness,
      business_sector: x.sector,
      linkedin: target.linkedin,
      business_website: target.businessWebsite,
      professional_experience: target.professionalExperience,
      experience: x.experience.map(toExperienceItem),
      other_expertise: x.otherExpertise,
      business_specializations: x.specializationIds.map((id) => ({ id, name: specNames.get(id) ?? '' })),
      skills: x.skills,
      available,
      accept_chats: target.acceptChats,
      mentees,
      mentees_limit: isCaptain ? target.menteesLimit : null,
      ownership_experience_years: experienceYears(x.experience),
      match,
      request_status: requestStatus,
      decline_reason: declineReason,
      can_send_request: canRequest,
      can_view_survey: canViewSurvey,
      survey_exists: x.answerCount >= ASSESS_QUESTION_COUNT,
      is_me: isMe,
      responsiveness: speed,
      completions,
    };
  }

  async function find(id: number, type: 'mentor' | 'mentee') {
    const u = await users.findById(id);
    if (!u || u.type !== type || u.status !== 'active') throw notFound();
    return u;
  }

  /** A person as another sees them: never across a block (issue 33), which reads as missing. */
  async function seen(viewer: AuthUser, id: number, type: 'mentor' | 'mentee') {
    const found = await users.findSeenBy(viewer.id, id);
    if (!found || found.user.type !== type) throw notFound();
    if (!canSeeProfile(viewer, { ...found.user, apart: found.apart })) throw notFound();
    return found.user;
  }

  /** Whether a captain mentors or mentored this Member (only a captain's answer is asked). */
  const connected = async (viewer: AuthUser, memberId: number) =>
    viewer.type === 'mentor' && (await mentoring.isConnected(viewer.id, memberId));

  return {
    captain: async (viewer: AuthUser, id: number) => build(await seen(viewer, id, 'mentor'), viewer),
    member: async (viewer: AuthUser, id: number) => build(await seen(viewer, id, 'mentee'), viewer),
    own: (viewer: AuthUser) => {
      if (!hasPublicProfile(viewer)) throw notFound();
      return build(viewer.row, viewer);
    },

    async memberSurvey(viewer: AuthUser, id: number) {
      const member = await find(id, 'mentee');
      if (!canReadMemberSurvey(viewer, { id, connected: await connected(viewer, id) })) throw notFound();
      return memberSurveyService(ctx).view(member);
    },
  };
};

import { MSG, type Mentoring, type MentoringRequest, type PersonSummary } from '@keh/contracts';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../lib/errors';
import { requestAcceptedMail, requestDeclinedMail, requestReceivedMail } from '../../lib/mail/templates';
import type { AuthUser } from '../../plugins/auth';
import { authRepository } from '../auth/auth.repository';
import { mentoringRepository } from './mentoring.repository';

type PersonRow = Awaited<
  ReturnType<ReturnType<typeof mentoringRepository>['requestsWith']>
>[number]['person'];
const summary = (p: PersonRow): PersonSummary => ({
  id: p.id,
  first_name: p.firstName,
  last_name: p.lastName,
  avatar: p.avatar,
  location: p.location,
  business_name: p.businessName,
  position_within_business: p.position,
});
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;

/**
 * Requests and mentoring pairs (spec section 4): a Member requests or recalls; a captain accepts
 * within their limit or declines; accepting creates the mentoring.
 */
export const mentoringService = (ctx: AppContext) => {
  const repo = mentoringRepository(ctx.db);
  const users = authRepository(ctx.db);

  /** Mail only when the recipient's system notification flag is on. */
  async function notify(
    to: { email: string; systemNotifications: boolean },
    mail: (email: string) => Parameters<AppContext['mailer']['send']>[0],
  ) {
    if (to.systemNotifications) await ctx.mailer.send(mail(to.email));
  }

  async function captain(id: number) {
    const u = await users.findUserById(id);
    if (!u || u.type !== 'mentor' || u.status !== 'active') throw notFound();
    return u;
  }

  return {
    async request(member: AuthUser, mentorId: number) {
      const mentor = await captain(mentorId);
      if (await repo.activeMentoringOf(member.id))
        throw invalid({ mentor: MSG.alreadyHaveCaptain }, MSG.alreadyHaveCaptain);
      if (await repo.openRequest(member.id, mentorId))
        throw invalid({ mentor: MSG.requestExists }, MSG.requestExists);
      const available =
        !mentor.disableMentoringRequests && (await repo.activeCount(mentorId)) < (mentor.menteesLimit ?? 0);
      if (!available) throw invalid({ mentor: MSG.captainUnavailable }, MSG.captainUnavailable);
      const row = await repo.insertRequest(member.id, mentorId);
      await notify(mentor, (to) => requestReceivedMail(to, fullName(member.row), ctx.config.appUrl));
      return { request_status: row.status, request_id: row.id };
    },

    async recall(member: AuthUser, mentorId: number) {
      const open = await repo.openRequest(member.id, mentorId);
      if (!open) throw notFound();
      await repo.setRequestStatus(open.id, 'canceled_by_mentee');
      return { request_status: 'canceled_by_mentee' as const, request_id: open.id };
    },

    async requests(user: AuthUser): Promise<MentoringRequest[]> {
      const side = user.type === 'mentor' ? 'mentor' : 'mentee';
      const rows = await repo.requestsWith(side, user.id);
      return rows.map(({ request, person }) => ({
        id: request.id,
        status: request.status,
        created_at: request.createdAt.toISOString(),
        ...(side === 'mentor' ? { mentee: summary(person) } : { mentor: summary(person) }),
      }));
    },

    /** Accept within the limit (the captain row is locked so two acceptances cannot pass it). */
    async accept(mentor: AuthUser, requestId: number) {
      const result = await ctx.db.transaction(async (tx) => {
        const r = mentoringRepository(tx);
        const req = await r.requestById(requestId);
        if (!req || req.mentorId !== mentor.id) throw notFound();
        if (req.status !== 'pending') throw notFound();
        const me = await r.lockCaptain(mentor.id);
        if ((await r.activeCount(mentor.id)) >= (me?.menteesLimit ?? 0)) {
          throw invalid({ request: MSG.membersLimitReached }, MSG.membersLimitReached);
        }
        if (await r.activeMentoringOf(req.menteeId))
          throw invalid({ request: MSG.memberHasCaptain }, MSG.memberHasCaptain);
        const member = (await authRepository(tx).findUserById(req.menteeId))!;
        await r.setRequestStatus(req.id, 'accepted');
        await r.withdrawOtherRequests(req.menteeId, req.id);
        const m = await r.insertMentoring({
          mentorId: mentor.id,
          menteeId: req.menteeId,
          requestId: req.id,
          mentoringName: `${member.businessName || fullName(member)} with ${fullName(mentor.row)}`,
        });
        return { member, mentoringId: m.id };
      });
      await notify(result.member, (to) => requestAcceptedMail(to, fullName(mentor.row), ctx.config.appUrl));
      return { request_status: 'accepted' as const, request_id: requestId, mentoring_id: result.mentoringId };
    },

    async decline(mentor: AuthUser, requestId: number) {
      const req = await repo.requestById(requestId);
      if (!req || req.mentorId !== mentor.id || req.status !== 'pending') throw notFound();
      await repo.setRequestStatus(req.id, 'cancelled_by_mentor');
      const member = await users.findUserById(req.menteeId);
      if (member)
        await notify(member, (to) => requestDeclinedMail(to, fullName(mentor.row), ctx.config.appUrl));
      return { request_status: 'cancelled_by_mentor' as const, request_id: req.id };
    },

    async mentorings(user: AuthUser): Promise<Mentoring[]> {
      const side = user.type === 'mentor' ? 'mentor' : 'mentee';
      const rows = await repo.mentoringsWith(side, user.id);
      return rows.map(({ mentoring, person }) => ({
        id: mentoring.id,
        mentoring_name: mentoring.mentoringName,
        created_at: mentoring.createdAt.toISOString(),
        milestones: [],
        undone_tasks_count: 0,
        feed_unread_comments_count: 0,
        feed: [],
        ...(side === 'mentor' ? { mentee: summary(person) } : { mentor: summary(person) }),
      }));
    },

    async mentoringWithMember(mentor: AuthUser, menteeId: number) {
      const found = (await this.mentorings(mentor)).find((m) => m.mentee?.id === menteeId);
      if (!found) throw notFound();
      return found;
    },

    async removeMember(mentor: AuthUser, menteeId: number) {
      if (!(await repo.endMentoring(mentor.id, menteeId))) throw notFound();
    },

    incomingCount: (mentorId: number) => repo.incomingCount(mentorId),
  };
};

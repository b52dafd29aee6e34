import { END_REASON_TEXT, MSG, type EndReason, type MentoringRequest } from '@keh/contracts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import {
  memberRemoved,
  requestAccepted,
  requestDeclined,
  requestReceived,
  requestRecalled,
  type MailContent,
} from '../../lib/mail/templates';
import { mentoringEnded } from '../../lib/mail/trust-templates';
import { pairEnded } from '../../lib/mail/privacy-templates';
import { notificationsService } from '../notifications/notifications.service';
import type { AuthUser } from '../../plugins/auth';
import {
  fullName,
  isCaptainAvailable,
  toPersonSummary as summary,
  usersRepository,
  type UserRow,
} from '../users/users.repository';
import { blocksRepository } from '../users/blocks.repository';
import { mentoringRepository, type RequestRow } from './mentoring.repository';
import {
  canAnswerRequest,
  canEndMentoring,
  canRequestCaptain,
  canWorkInMentoring,
} from '../../policies/mentoring';

/**
 * Requests and mentoring pairs (docs/product/states.md): a Member requests or recalls; a captain accepts
 * within their limit or declines; accepting creates the mentoring.
 */
/** How long an expired request stays on the Member's Pending Requests page. */
const EXPIRED_SHOWN_DAYS = 30;

export const mentoringService = (ctx: AppContext) => {
  const repo = mentoringRepository(ctx.db);
  const users = usersRepository(ctx.db);
  const blocks = blocksRepository(ctx.db);

  const notifications = notificationsService(ctx);
  const appUrl = ctx.config.appUrl;

  /** Ends a pending request and tells the other person (system flag), in one transaction. */
  async function closeRequest(
    requestId: number,
    status: RequestRow['status'],
    tell: UserRow | null,
    content: (firstName: string) => MailContent,
    declineReason: string | null = null,
  ) {
    await ctx.db.transaction(async (tx) => {
      await mentoringRepository(tx).setRequestStatus(requestId, status, declineReason);
      if (tell) await notifications.notify(tx, tell, 'system', content(tell.firstName));
    });
  }

  /** The pair's open pages ask again for their requests and plans (decision 0026). */
  const requestsChanged = (...userIds: number[]) => ctx.live.changed(userIds, { topic: 'requests' });

  async function captain(id: number, memberId: number) {
    const u = await users.findById(id);
    if (!u || !canRequestCaptain({ id: memberId }, { ...u, apart: await blocks.areApart(id, memberId) }))
      throw notFound();
    return u;
  }

  return {
    async request(member: AuthUser, mentorId: number) {
      const mentor = await captain(mentorId, member.id);
      if (await repo.activeMentoringOf(member.id))
        throw invalid({ mentor: MSG.alreadyHaveCaptain }, MSG.alreadyHaveCaptain);
      if (await repo.openRequest(member.id, mentorId))
        throw invalid({ mentor: MSG.requestExists }, MSG.requestExists);
      const available = isCaptainAvailable({
        disabled: mentor.disableMentoringRequests,
        active: await repo.activeCount(mentorId),
        limit: mentor.menteesLimit,
      });
      if (!available) throw invalid({ mentor: MSG.captainUnavailable }, MSG.captainUnavailable);
      const row = await ctx.db.transaction(async (tx) => {
        const inserted = await mentoringRepository(tx).insertRequest(member.id, mentorId);
        const content = requestReceived(mentor.firstName, fullName(member.row), appUrl);
        await notifications.notify(tx, mentor, 'system', content);
        return inserted;
      });
      requestsChanged(mentorId, member.id);
      return { request_status: row.status, request_id: row.id };
    },

    async recall(member: AuthUser, mentorId: number) {
      const open = await repo.openRequest(member.id, mentorId);
      if (!open) throw notFound();
      await closeRequest(open.id, 'canceled_by_mentee', await users.findById(mentorId), (first) =>
        requestRecalled(first, fullName(member.row), appUrl),
      );
      requestsChanged(mentorId, member.id);
      return { request_status: 'canceled_by_mentee' as const, request_id: open.id };
    },

    async requests(user: AuthUser): Promise<MentoringRequest[]> {
      const side = user.type === 'mentor' ? 'mentor' : 'mentee';
      // A Member sees their requests that expired lately too, with their next best captains.
      const rows = await repo.requestsShown(side, user.id, EXPIRED_SHOWN_DAYS);
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
        if (!req || !canAnswerRequest(mentor, req)) throw notFound();
        if (await blocksRepository(tx).areApart(req.menteeId, mentor.id)) throw notFound();
        const me = await r.lockCaptain(mentor.id);
        if ((await r.activeCount(mentor.id)) >= (me?.menteesLimit ?? 0)) {
          throw invalid({ request: MSG.membersLimitReached }, MSG.membersLimitReached);
        }
        if (await r.activeMentoringOf(req.menteeId))
          throw invalid({ request: MSG.memberHasCaptain }, MSG.memberHasCaptain);
        const member = (await usersRepository(tx).findById(req.menteeId))!;
        await r.setRequestStatus(req.id, 'accepted');
        await r.withdrawOtherRequests(req.menteeId, req.id);
        const m = await r.insertMentoring({
          mentorId: mentor.id,
          menteeId: req.menteeId,
          requestId: req.id,
          mentoringName: `${member.businessName || fullName(member)} with ${fullName(mentor.row)}`,
        });
        await notifications.notify(
          tx,
          member,
          'system',
          requestAccepted(member.firstName, fullName(mentor.row), appUrl),
        );
        return { member, mentoringId: m.id };
      });
      requestsChanged(mentor.id, result.member.id);
      return { request_status: 'accepted' as const, request_id: requestId, mentoring_id: result.mentoringId };
    },

    /** Declines a pending request; the captain's optional reason is kept and shown to the Member. */
    async decline(mentor: AuthUser, requestId: number, reason: string | null = null) {
      const req = await repo.requestById(requestId);
      if (!req || !canAnswerRequest(mentor, req)) throw notFound();
      await closeRequest(
        req.id,
        'cancelled_by_mentor',
        await users.findById(req.menteeId),
        (first) => requestDeclined(first, fullName(mentor.row), appUrl, reason),
        reason,
      );
      requestsChanged(mentor.id, req.menteeId);
      return { request_status: 'cancelled_by_mentor' as const, request_id: req.id };
    },

    /** Ends a running mentoring; the Member is told (system flag). */
    async removeMember(mentor: AuthUser, menteeId: number) {
      await ctx.db.transaction(async (tx) => {
        const ended = await mentoringRepository(tx).endMentoring(mentor.id, menteeId, {
          reason: 'other',
          by: mentor.id,
        });
        if (!ended) throw notFound();
        const member = await usersRepository(tx).findById(menteeId);
        if (member)
          await notifications.notify(
            tx,
            member,
            'system',
            memberRemoved(member.firstName, fullName(mentor.row), appUrl),
          );
      });
      requestsChanged(mentor.id, menteeId);
    },

    incomingCount: (mentorId: number) => repo.incomingCount(mentorId),

    /**
     * Ends a running mentoring with a reason (issue 33): by one of the pair (`byUserId`), or by the
     * server (null: a block, a closed account), which tells both. The other side is mailed (through
     * the queue, with the end) and both pages are told at once; the workspace stays as read-only
     * history. A 404 when no such mentoring is running.
     */
    async endMentoring(
      mentoringId: number,
      reason: EndReason,
      byUserId: number | null,
      note: string | null = null,
    ) {
      const ended = await ctx.db.transaction(async (tx) => {
        const r = mentoringRepository(tx);
        const m = await r.activeMentoring(mentoringId);
        if (!m || (byUserId !== null && !canEndMentoring({ id: byUserId }, m))) throw notFound();
        const row = (await r.endMentoring(m.mentorId, m.menteeId, { reason, note, by: byUserId }))!;
        const people = usersRepository(tx);
        const [captainRow, memberRow] = await Promise.all([
          people.findById(m.mentorId),
          people.findById(m.menteeId),
        ]);
        const by = byUserId === null ? null : byUserId === m.mentorId ? captainRow : memberRow;
        for (const person of [captainRow, memberRow]) {
          if (!person || person.id === byUserId) continue;
          await notifications.notify(
            tx,
            person,
            'system',
            mentoringEnded({
              firstName: person.firstName,
              by: by ? fullName(by) : null,
              reason: END_REASON_TEXT[reason],
              note,
              rematch: person.id === m.menteeId && reason !== 'goals_reached',
              certificate: reason === 'goals_reached',
              appUrl,
            }),
          );
        }
        return row;
      });
      requestsChanged(ended.mentorId, ended.menteeId);
      ctx.live.changed([ended.mentorId, ended.menteeId], { topic: 'workspace', mentoring_id: ended.id });
      return ended;
    },

    /**
     * Ends every running mentoring of a person being erased (issue 31) through the one end path;
     * the other side is told in a mail that does not name them. Answers the other people, whose
     * open pages are to be told once the caller's transaction commits (`requestsChanged`).
     */
    async endAllOf(userId: number, tx: DbOrTx) {
      const r = mentoringRepository(tx);
      const pairs = [
        ...(await r.mentoringsWith('mentor', userId)),
        ...(await r.mentoringsWith('mentee', userId)),
      ];
      for (const { mentoring: m, person } of pairs) {
        if (!(await r.endMentoring(m.mentorId, m.menteeId, { reason: 'account_closed', by: null }))) continue;
        const other = await usersRepository(tx).findById(person.id);
        if (other)
          await notifications.notify(
            tx,
            other,
            'system',
            pairEnded(other.firstName, other.type === 'mentor', appUrl),
          );
      }
      return pairs.map((p) => p.person.id);
    },
    requestsChanged,

    /** Both of the pair see a change of the plan or the feed at once (decision 0026), once committed. */
    workspaceChanged: (pair: { id: number; menteeId: number; mentorId: number }) =>
      ctx.live.changed([pair.menteeId, pair.mentorId], { topic: 'workspace', mentoring_id: pair.id }),

    // What other modules ask of mentoring (they never read its tables themselves).
    /**
     * The running mentoring a person may work in: for a captain the one with this id that they
     * run, for a Member their own (any id given must be it). Anything else is a 404.
     */
    async pairFor(user: AuthUser, mentoringId?: number) {
      const m =
        user.type === 'mentee'
          ? await repo.activeMentoringOf(user.id)
          : mentoringId === undefined
            ? null
            : await repo.activeMentoring(mentoringId);
      if (!m || !canWorkInMentoring(user, m) || (mentoringId !== undefined && m.id !== mentoringId))
        throw notFound();
      return m;
    },
    /** A running mentoring by id, whoever asks (background jobs check the people themselves). */
    runningPair: (mentoringId: number, db: DbOrTx = ctx.db) =>
      mentoringRepository(db).activeMentoring(mentoringId),
    /** The captain's running mentorings with these Members (those they do not mentor are left out). */
    async pairsWithMembers(captain: AuthUser, menteeIds: number[]) {
      const rows = await repo.mentoringsWith('mentor', captain.id);
      return rows.filter((r) => menteeIds.includes(r.person.id)).map((r) => r.mentoring);
    },
    /** Running mentorings of a person, with the other person as a summary. */
    pairsOf: async (user: AuthUser) =>
      (await repo.mentoringsWith(user.type === 'mentor' ? 'mentor' : 'mentee', user.id)).map(
        ({ mentoring, person }) => ({ mentoring, other: summary(person) }),
      ),
    hasCaptain: async (menteeId: number) => !!(await repo.activeMentoringOf(menteeId)),
    /** The Member's newest request to a captain: its state and, if declined, the captain's reason. */
    latestRequestOf: async (menteeId: number, mentorId: number) => {
      const row = await repo.latestRequest(menteeId, mentorId);
      return row && { status: row.status, declineReason: row.declineReason };
    },
    /** A captain mentoring this Member or holding an open request from them. */
    isConnected: (mentorId: number, menteeId: number) => repo.isConnected(mentorId, menteeId),
  };
};

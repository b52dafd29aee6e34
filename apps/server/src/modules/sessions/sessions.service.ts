import {
  MSG,
  type Session,
  type sessionCreateBody,
  type sessionFeedbackBody,
  type sessionLogBody,
} from '@keh/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError, invalid, notFound } from '../../lib/errors';
import { calendarFile } from '../../lib/ics';
import { renderMail } from '../../lib/mail/templates';
import {
  sessionCancelled,
  sessionInvitation,
  sessionProposalCancelled,
  sessionProposed,
} from '../../lib/mail/session-mails';
import { isStaff, type AuthUser } from '../../plugins/auth';
import {
  canAcceptSession,
  canCancelSession,
  canChangeSessions,
  canLogSession,
  canProposeOtherTimes,
  canRateSession,
  canReadSessions,
  canRescheduleSession,
} from '../../policies/sessions';
import { mentoringService } from '../mentoring/mentoring.service';
import { notificationsService } from '../notifications/notifications.service';
import { planService } from '../plans/plan.service';
import { feedService } from '../feed/feed.service';
import { fullName, usersRepository, type UserRow } from '../users/users.repository';
import { placeOf, sessionItem, whenUk, type SessionPeople } from './sessions.calendar';
import { sessionsRepository, type SessionRow } from './sessions.repository';
import { sessionView } from './session-view';

type Pair = { id: number; mentorId: number; menteeId: number };
type Slot = { start: number; duration_minutes: number };

const conflict = (message: string) => new AppError(409, message);

/**
 * Mentoring sessions (issue 32): only the two people of a running pair (and staff, reading) see a
 * pair's sessions; one proposes up to three times, the other accepts one or proposes others; the
 * booked session can move or be cancelled (both are mailed a calendar file each time); once begun,
 * either logs it, and what they agreed becomes tasks of the plan; each rates a held session.
 */
export const sessionsService = (ctx: AppContext) => {
  const repo = sessionsRepository(ctx.db);
  const mentoring = mentoringService(ctx);
  const plan = planService(ctx);
  const feed = feedService(ctx);
  const notifications = notificationsService(ctx);
  const host = () => new URL(ctx.config.appUrl).host;

  /** Where each of the pair finds the session: the Member's workspace, the captain's page of them. */
  const urlFor = (pair: Pick<Pair, 'menteeId'>, personId: number) =>
    `${ctx.config.appUrl}${personId === pair.menteeId ? '/my/mentoring' : `/my/mentoring/${pair.menteeId}`}?tab=sessions`;

  /** The running pair of a mentoring the user may see: one of its two people, or staff (reading). */
  async function pairFor(user: AuthUser, mentoringId: number, write: boolean): Promise<Pair> {
    if (isStaff(user)) {
      const p = await mentoring.runningPair(mentoringId);
      if (!p || !(write ? canChangeSessions(user, p) : canReadSessions(user, p))) throw notFound();
      return p;
    }
    return mentoring.pairFor(user, mentoringId);
  }

  /** A session the user may see (and, with `write`, act on), with its pair; 404 otherwise. */
  async function reach(user: AuthUser, id: number, write: boolean) {
    const s = await repo.byId(id);
    if (!s) throw notFound();
    const pair = await pairFor(user, s.mentoringId, write);
    return { s, pair };
  }

  async function peopleOf(pair: Pair, db: DbOrTx = ctx.db): Promise<SessionPeople & { rows: UserRow[] }> {
    const users = usersRepository(db);
    const [captain, member] = await Promise.all([
      users.findById(pair.mentorId),
      users.findById(pair.menteeId),
    ]);
    if (!captain || !member) throw notFound();
    return { captain, member, rows: [captain, member] };
  }

  const can = (s: SessionRow, user: AuthUser, now = Date.now()) => ({
    accept: canAcceptSession(user, s, now),
    propose: canProposeOtherTimes(user, s),
    reschedule: canRescheduleSession(user, s, now),
    cancel: canCancelSession(user, s, now),
    log: canLogSession(user, s, now),
    feedback: canRateSession(user, s),
  });

  async function views(user: AuthUser, pair: Pair, rows: SessionRow[]): Promise<Session[]> {
    const people = await peopleOf(pair);
    const names = new Map(
      (await plan.plans({ mentoringIds: [pair.id] })).get(pair.id)?.map((m) => [m.id, m.milestone_name]) ??
        [],
    );
    const mine = new Map(
      (
        await repo.feedbackOf(
          rows.map((r) => r.id),
          user.id,
        )
      ).map((f) => [f.sessionId, f]),
    );
    const who = (id: number) => {
      const p = people.rows.find((r) => r.id === id) ?? people.captain;
      return { id: p.id, first_name: p.firstName, last_name: p.lastName };
    };
    return rows.map((s) =>
      sessionView(s, {
        who,
        pair,
        milestones: names,
        can: can(s, user),
        feedback: mine.get(s.id),
      }),
    );
  }

  const one = async (user: AuthUser, pair: Pair, id: number) =>
    (await views(user, pair, [(await repo.byId(id))!]))[0]!;

  /** Every time offered must be in the future. */
  function checkFuture(slots: Slot[], field = 'slots') {
    const now = Date.now();
    const errors: Record<string, string> = {};
    slots.forEach((x, i) => {
      if (x.start * 1000 <= now) errors[`${field}.${i}.start`] = MSG.sessionStartInPast;
    });
    if (Object.keys(errors).length) throw invalid(errors, MSG.sessionStartInPast);
  }

  /** Neither person may hold two booked sessions that overlap (409); runs with both people locked. */
  async function checkOverlap(tx: DbOrTx, s: SessionRow, start: Date, minutes: number) {
    const r = sessionsRepository(tx);
    await r.lockPeople([s.mentorId, s.menteeId]);
    const end = new Date(start.getTime() + minutes * 60_000);
    if (await r.overlapping([s.mentorId, s.menteeId], start, end, s.id)) throw conflict(MSG.sessionOverlap);
  }

  /** Both of the pair get the calendar file that adds or moves (REQUEST) or removes (CANCEL) it. */
  async function sendCalendar(
    tx: DbOrTx,
    s: SessionRow,
    pair: Pair,
    by: AuthUser,
    kind: 'booked' | 'moved' | 'cancelled',
  ) {
    const people = await peopleOf(pair, tx);
    for (const person of [people.captain, people.member]) {
      const other = person.id === pair.mentorId ? people.member : people.captain;
      const url = urlFor(pair, person.id);
      const ics = calendarFile(kind === 'cancelled' ? 'CANCEL' : 'REQUEST', [
        sessionItem(s, people, host(), url),
      ]);
      const facts = { other: fullName(other), when: whenUk(s.startsAt), where: placeOf(s), url };
      const content =
        kind === 'cancelled'
          ? sessionCancelled(person.firstName, {
              ...facts,
              ics,
              by: by.id === person.id ? 'You' : fullName(by.row),
              reason: s.cancelReason,
            })
          : sessionInvitation(person.firstName, { ...facts, ics, moved: kind === 'moved' });
      // A meeting both agreed to: sent whatever the notification settings say, through the queue.
      await notifications.service(tx, renderMail(person.email, content));
    }
  }

  /** The other of the pair hears of the times proposed (system flag). */
  async function tellProposed(tx: DbOrTx, pair: Pair, by: AuthUser, slots: Slot[]) {
    const otherId = by.id === pair.mentorId ? pair.menteeId : pair.mentorId;
    const other = await usersRepository(tx).findById(otherId);
    if (!other) return;
    const times = slots.map((x) => `${whenUk(new Date(x.start * 1000))}, ${x.duration_minutes} minutes`);
    await notifications.notify(
      tx,
      other,
      'system',
      sessionProposed(other.firstName, { other: fullName(by.row), times, url: urlFor(pair, otherId) }),
    );
  }

  /** The other of the pair hears a proposal was withdrawn (system flag). */
  async function tellWithdrawn(tx: DbOrTx, pair: Pair, by: AuthUser, reason: string | null) {
    const otherId = by.id === pair.mentorId ? pair.menteeId : pair.mentorId;
    const other = await usersRepository(tx).findById(otherId);
    if (!other) return;
    await notifications.notify(
      tx,
      other,
      'system',
      sessionProposalCancelled(other.firstName, {
        other: fullName(by.row),
        reason,
        url: urlFor(pair, otherId),
      }),
    );
  }

  /** Locks the session in `tx` and checks its state; the callback changes it. */
  async function change<T>(
    user: AuthUser,
    id: number,
    work: (tx: DbOrTx, s: SessionRow, pair: Pair) => Promise<T>,
  ) {
    const { pair } = await reach(user, id, true);
    const result = await ctx.db.transaction(async (tx) => {
      const s = (await sessionsRepository(tx).lock(id))!;
      return work(tx, s, pair);
    });
    mentoring.workspaceChanged(pair);
    return { pair, result };
  }

  return {
    async list(user: AuthUser, mentoringId: number) {
      const pair = await pairFor(user, mentoringId, false);
      return views(user, pair, await repo.ofMentoring(pair.id));
    },

    async create(user: AuthUser, b: z.output<typeof sessionCreateBody>) {
      const pair = await pairFor(user, b.mentoring_id, true);
      checkFuture(b.slots);
      const open = new Set((await plan.openMilestones(pair.id)).map((m) => m.id));
      const milestoneIds = [...new Set(b.milestone_ids)];
      if (milestoneIds.some((id) => !open.has(id)))
        throw invalid({ milestone_ids: MSG.sessionMilestoneInvalid });
      const id = await ctx.db.transaction(async (tx) => {
        const row = await sessionsRepository(tx).insert({
          mentoringId: pair.id,
          mentorId: pair.mentorId,
          menteeId: pair.menteeId,
          proposedBy: user.id,
          slots: b.slots,
          startsAt: new Date(b.slots[0]!.start * 1000),
          durationMinutes: b.slots[0]!.duration_minutes,
          location: b.location ?? null,
          videoUrl: b.video_url ?? null,
          agenda: b.agenda ?? null,
          milestoneIds,
        });
        await tellProposed(tx, pair, user, b.slots);
        return row.id;
      });
      mentoring.workspaceChanged(pair);
      return one(user, pair, id);
    },

    async accept(user: AuthUser, id: number, slot: number) {
      const { pair } = await change(user, id, async (tx, s, p) => {
        if (s.status !== 'proposed') throw conflict(MSG.sessionNotProposed);
        if (s.proposedBy === user.id) throw conflict(MSG.sessionOwnProposal);
        const chosen = s.slots[slot];
        if (!chosen) throw invalid({ slot: MSG.unknownOption });
        checkFuture([chosen], 'slot');
        const start = new Date(chosen.start * 1000);
        await checkOverlap(tx, s, start, chosen.duration_minutes);
        const row = await sessionsRepository(tx).update(s.id, {
          status: 'accepted',
          startsAt: start,
          durationMinutes: chosen.duration_minutes,
          slots: [chosen],
        });
        await sendCalendar(tx, row, p, user, 'booked');
      });
      return one(user, pair, id);
    },

    async propose(user: AuthUser, id: number, slots: Slot[]) {
      const { pair } = await change(user, id, async (tx, s, p) => {
        if (s.status !== 'proposed') throw conflict(MSG.sessionNotProposed);
        if (s.proposedBy === user.id) throw conflict(MSG.sessionOwnProposal);
        checkFuture(slots);
        await sessionsRepository(tx).update(s.id, {
          slots,
          proposedBy: user.id,
          startsAt: new Date(slots[0]!.start * 1000),
          durationMinutes: slots[0]!.duration_minutes,
        });
        await tellProposed(tx, p, user, slots);
      });
      return one(user, pair, id);
    },

    async reschedule(user: AuthUser, id: number, slot: Slot) {
      const { pair } = await change(user, id, async (tx, s, p) => {
        if (s.status !== 'accepted' || s.startsAt.getTime() <= Date.now())
          throw conflict(MSG.sessionNotAccepted);
        checkFuture([slot], 'start');
        const start = new Date(slot.start * 1000);
        await checkOverlap(tx, s, start, slot.duration_minutes);
        const row = await sessionsRepository(tx).update(s.id, {
          startsAt: start,
          durationMinutes: slot.duration_minutes,
          slots: [slot],
          sequence: s.sequence + 1,
          remindedDayAt: null,
          remindedHourAt: null,
          remindedLogAt: null,
        });
        await sendCalendar(tx, row, p, user, 'moved');
      });
      return one(user, pair, id);
    },

    async cancel(user: AuthUser, id: number, reason: string | undefined) {
      const { pair } = await change(user, id, async (tx, s, p) => {
        const booked = s.status === 'accepted';
        if (!(s.status === 'proposed' || (booked && s.startsAt.getTime() > Date.now())))
          throw conflict(MSG.sessionCannotCancel);
        const row = await sessionsRepository(tx).update(s.id, {
          status: 'cancelled',
          cancelReason: reason ?? null,
          cancelledBy: user.id,
          ...(booked && { sequence: s.sequence + 1 }),
        });
        // Only a booked session is in calendars; a proposal ends with a word to the other side.
        if (booked) await sendCalendar(tx, row, p, user, 'cancelled');
        else await tellWithdrawn(tx, p, user, row.cancelReason);
      });
      return one(user, pair, id);
    },

    async log(user: AuthUser, id: number, b: z.output<typeof sessionLogBody>) {
      const { pair } = await change(user, id, async (tx, s, p) => {
        if (s.status === 'held' || s.status === 'missed') throw conflict(MSG.sessionAlreadyLogged);
        if (s.status !== 'accepted') throw conflict(MSG.sessionNotAccepted);
        if (s.startsAt.getTime() > Date.now()) throw conflict(MSG.sessionNotBegun);
        const items = b.action_items.map((a) => ({ title: a.title, milestoneId: a.milestone_id ?? null }));
        const linked = items.flatMap((a) =>
          a.milestoneId === null ? [] : [{ ...a, milestoneId: a.milestoneId }],
        );
        const taskIds = await plan.addActionTasks(tx, p, user.id, linked);
        let next = 0;
        await sessionsRepository(tx).update(s.id, {
          status: b.held ? 'held' : 'missed',
          missedBy: b.held ? null : (b.missed_by ?? null),
          actualMinutes: b.held ? (b.duration_minutes ?? s.durationMinutes) : null,
          notes: b.notes ?? null,
          actionItems: items.map((a) => ({
            title: a.title,
            milestone_id: a.milestoneId,
            task_id: a.milestoneId === null ? null : (taskIds[next++] ?? null),
          })),
          loggedBy: user.id,
          loggedAt: new Date(),
        });
        await feed.system(
          p.id,
          user.id,
          b.held
            ? `The session of ${whenUk(s.startsAt)} was held (${b.duration_minutes ?? s.durationMinutes} minutes).`
            : `The session of ${whenUk(s.startsAt)} was missed.`,
          tx,
        );
      });
      return one(user, pair, id);
    },

    async feedback(user: AuthUser, id: number, b: z.output<typeof sessionFeedbackBody>) {
      const { s, pair } = await reach(user, id, true);
      if (s.status !== 'held') throw conflict(MSG.sessionNotHeld);
      await repo.saveFeedback({
        sessionId: id,
        userId: user.id,
        score: b.score,
        comment: b.comment ?? null,
        privateNote: b.private_note ?? null,
      });
      return one(user, pair, id);
    },

    urlFor,
    peopleOf,
  };
};

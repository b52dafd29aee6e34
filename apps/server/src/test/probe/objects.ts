// The probe's objects (decision 0014): for each kind a route names in its probe declaration, one made
// for the caller who owns it (or for nobody), through the app's own repositories and calls.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { ProbeCaller, ProbeObject } from '../../plugins/auth';
import { chatRepository } from '../../modules/chat/chat.repository';
import { usersRepository } from '../../modules/users/users.repository';
import { feedRepository } from '../../modules/feed/feed.repository';
import { mentoringRepository } from '../../modules/mentoring/mentoring.repository';
import { plansRepository } from '../../modules/plans/plans.repository';
import { reportsRepository } from '../../modules/reports/reports.repository';
import { dataExportRepository } from '../../modules/privacy/data-export.repository';
import { sessionsRepository } from '../../modules/sessions/sessions.repository';
import { pdf } from '../fixtures';
import { articleMakers, makeEvent } from './content-makers';
import { ROLE_OF, type Caller, type People, type SignedIn } from './routes';

const experienceBody = {
  company_name: 'Probe Ltd',
  practice: 'Director',
  date_from: '01/01/2020',
  current: true,
};

/** An object for a route's `:id`, and a body the route accepts when it needs one. */
export interface Made {
  id: number;
  body?: object;
  /** Other path parameters the route names (e.g. a comment's `feedId` beside its mentoring's `id`). */
  params?: Record<string, number>;
}

/**
 * Makes the objects that routes' `:id`s name, fresh for each route. Requests and mentorings are
 * written straight to the database: the probe is about who may reach them, not the rules of making
 * them (those have their own tests), and spare demo people keep the callers' own state clean.
 */
export function objectMaker(app: FastifyInstance, people: People, call: Caller) {
  const mentoring = mentoringRepository(app.db);
  let nextMember = 0;
  let madePeople = 0;
  let turn = 0;
  /** A spare Member no probe object has used: free of requests and mentorings. */
  const freshMember = () => {
    const id = people.spareMembers[nextMember++];
    if (id === undefined) throw new Error('the probe ran out of spare demo Members');
    return id;
  };
  const any = (ids: number[]) => ids[turn++ % ids.length]!;
  const ownerId = (owner: ProbeCaller | undefined, role: 'mentor' | 'mentee') => {
    if (!owner || owner === 'guest' || ROLE_OF[owner] !== role)
      throw new Error(`this object needs an owner who is a ${role}`);
    return people.id[owner as SignedIn];
  };

  const makers: Record<ProbeObject, (owner?: ProbeCaller) => Promise<Made>> = {
    ...workspaceMakers(app, people, ownerId, freshMember),
    ...articleMakers(app, (owner) => (owner ? ownerId(owner, 'mentor') : any(people.spareCaptains))),
    async person() {
      const made = await usersRepository(app.db).insert({
        type: 'mentee',
        email: `probe-person-${++madePeople}-${Date.now()}@example.com`,
        passwordHash: 'x',
        firstName: 'Probe',
        lastName: 'Person',
      });
      return { id: made.id, body: { role: 'mentor', reason: 'Probe' } };
    },
    async report() {
      const reported = await usersRepository(app.db).insert({
        type: 'mentee',
        email: `probe-reported-${++madePeople}-${Date.now()}@example.com`,
        passwordHash: 'x',
        firstName: 'Probe',
        lastName: 'Reported',
      });
      const made = await reportsRepository(app.db).insert({
        reporterId: any(people.spareCaptains),
        reportedUserId: reported.id,
        targetType: 'user',
        targetId: reported.id,
        reason: 'spam',
        snapshot: { text: 'Probe', title: 'Probe Reported', created_at: null },
      });
      return { id: made.id, body: { note: 'Probe' } };
    },
    async dataExport(owner) {
      const id = people.id[owner as SignedIn];
      if (!id) throw new Error('a data export needs an owner');
      const exports = dataExportRepository(app.db);
      const row = await exports.insert(id, id);
      await exports.claim(row.id);
      const key = await app.storage.put(
        'files',
        'zip',
        Buffer.from('PK\x05\x06' + '\0'.repeat(18), 'binary'),
      );
      await exports.markReady(row.id, key, 22, new Date(), new Date(Date.now() + 3_600_000));
      return { id: row.id };
    },
    event: (owner) => makeEvent(app, ownerId(owner, 'mentor'), false),
    privateEvent: (owner) => makeEvent(app, ownerId(owner, 'mentor'), true),
    captain: async () => ({ id: any(people.spareCaptains) }),
    member: async () => ({ id: any(people.spareMembers) }),
    skill: async () => ({ id: 1 }),
    specialism: async () => ({ id: 1 }),
    async experience(owner) {
      if (!owner || owner === 'guest') throw new Error('an experience needs an owner');
      const role = ROLE_OF[owner];
      const res = await call.send(owner, {
        method: 'POST',
        url: `/api/${role}/profile/experience`,
        payload: experienceBody,
      });
      if (res.status !== 200) throw new Error(`could not add an experience: ${res.status} ${res.body}`);
      return { id: (JSON.parse(res.body) as { data: { id: number } }).data.id, body: experienceBody };
    },
    async request(owner) {
      const row = await mentoring.insertRequest(freshMember(), ownerId(owner, 'mentor'));
      return { id: row.id, body: { body: 'Probe question' } };
    },
    async requestedCaptain(owner) {
      const member = ownerId(owner, 'mentee');
      for (const captain of people.spareCaptains) {
        if (await mentoring.openRequest(member, captain)) continue;
        await mentoring.insertRequest(member, captain);
        return { id: captain };
      }
      throw new Error('the probe ran out of captains to ask');
    },
    async cv(owner) {
      const id = people.id[owner as SignedIn];
      if (!id) throw new Error('a CV needs an owner');
      const key = await app.storage.put('files', 'pdf', pdf());
      await app.db.update(users).set({ cv: key }).where(eq(users.id, id));
      return { id };
    },
    async conversation(owner) {
      const id = people.id[owner as SignedIn];
      if (!id) throw new Error('a conversation needs an owner');
      const other = any(people.spareCaptains);
      const [low, high] = [id, other].sort((a, b) => a - b);
      const made = await chatRepository(app.db).ensureConversation('direct', `direct:${low}:${high}`, [
        id,
        other,
      ]);
      return { id: made.id, body: { body: 'Probe message' } };
    },
    async mentoredMember(owner) {
      const mentorId = ownerId(owner, 'mentor');
      const menteeId = freshMember();
      const request = await mentoring.insertRequest(menteeId, mentorId);
      await mentoring.setRequestStatus(request.id, 'accepted');
      await mentoring.insertMentoring({ mentorId, menteeId, requestId: request.id, mentoringName: 'Probe' });
      return { id: menteeId };
    },
  };
  return (object: ProbeObject, owner?: ProbeCaller) => makers[object](owner);
}

/** A body every milestone and template call accepts (each schema keeps what it names). */
const planBody = (menteeId?: number) => ({
  template_name: 'Probe plan',
  milestone_name: 'Probe milestone',
  tasks: JSON.stringify(['Probe task']),
  ...(menteeId !== undefined && { mentee_ids: String(menteeId) }),
});

/**
 * Workspace objects: a running mentoring of the owner and what lives in it, and templates. A
 * Member has one running mentoring at most, so the other Member is kept without one (their calls
 * must find nothing).
 */
function workspaceMakers(
  app: FastifyInstance,
  people: People,
  ownerId: (owner: ProbeCaller | undefined, role: 'mentor' | 'mentee') => number,
  freshMember: () => number,
) {
  const mentoring = mentoringRepository(app.db);
  const plans = plansRepository(app.db);
  const feed = feedRepository(app.db);
  let nextCaptain = 0;

  async function pair(mentorId: number, menteeId: number) {
    const request = await mentoring.insertRequest(menteeId, mentorId);
    await mentoring.setRequestStatus(request.id, 'accepted');
    return mentoring.insertMentoring({ mentorId, menteeId, requestId: request.id, mentoringName: 'Probe' });
  }
  /** The owner's running mentoring: a new one for a captain, the Member's own (made once). */
  async function runningOf(owner: ProbeCaller | undefined) {
    const other = people.id.otherMember;
    const stray = await mentoring.activeMentoringOf(other);
    if (stray) await mentoring.endMentoring(stray.mentorId, other);
    if (owner && owner !== 'guest' && ROLE_OF[owner] === 'mentee') {
      const menteeId = ownerId(owner, 'mentee');
      const found = await mentoring.activeMentoringOf(menteeId);
      if (found) return found;
      const captain = people.spareCaptains[nextCaptain++ % people.spareCaptains.length]!;
      return pair(captain, menteeId);
    }
    return pair(ownerId(owner, 'mentor'), freshMember());
  }
  const milestoneIn = (mentoringId: number) =>
    plans.insertMilestone({ mentoringId }, { milestoneName: 'Probe milestone' }, ['Probe task']);

  return {
    async mentoring(owner?: ProbeCaller): Promise<Made> {
      const m = await runningOf(owner);
      return { id: m.id, body: { ...planBody(), body: 'Probe comment', reason: 'other' } };
    },
    async completedMentoring(owner?: ProbeCaller): Promise<Made> {
      const m = await pair(ownerId(owner, 'mentor'), freshMember());
      await mentoring.endMentoring(m.mentorId, m.menteeId, { reason: 'goals_reached', by: m.mentorId });
      return { id: m.id };
    },
    async milestone(owner?: ProbeCaller): Promise<Made> {
      const m = await milestoneIn((await runningOf(owner)).id);
      return { id: m.id, body: planBody() };
    },
    async task(owner?: ProbeCaller): Promise<Made> {
      const m = await milestoneIn((await runningOf(owner)).id);
      return { id: (await plans.tasksOf([m.id]))[0]!.id };
    },
    async comment(owner?: ProbeCaller): Promise<Made> {
      const m = await runningOf(owner);
      const byOther = owner && owner !== 'guest' && ROLE_OF[owner] === 'mentee' ? m.mentorId : m.menteeId;
      const c = await feed.insert({ mentoringId: m.id, ownerId: byOther, body: 'Probe comment' });
      return owner && owner !== 'guest' && ROLE_OF[owner] === 'mentee'
        ? { id: c.id }
        : { id: m.id, params: { feedId: c.id } };
    },
    async template(owner?: ProbeCaller): Promise<Made> {
      const captain = ownerId(owner, 'mentor');
      const t = await plans.insertTemplate(captain, 'Probe template');
      await plans.insertMilestone({ templateId: t.id }, { milestoneName: 'Probe milestone' }, ['Probe task']);
      const m = await pair(captain, freshMember());
      return { id: t.id, body: planBody(m.menteeId) };
    },
    /** A session proposed by the other of the owner's pair for tomorrow; one body for every call. */
    async session(owner?: ProbeCaller): Promise<Made> {
      const m = await runningOf(owner);
      const byOther = owner && owner !== 'guest' && ROLE_OF[owner] === 'mentee' ? m.mentorId : m.menteeId;
      const start = Math.floor(Date.now() / 60_000 + 24 * 60) * 60;
      const s = await sessionsRepository(app.db).insert({
        mentoringId: m.id,
        mentorId: m.mentorId,
        menteeId: m.menteeId,
        proposedBy: byOther,
        slots: [{ start, duration_minutes: 60 }],
        startsAt: new Date(start * 1000),
        durationMinutes: 60,
        location: 'Probe place',
      });
      const slot = { start: start + 7200, duration_minutes: 30 };
      return {
        id: s.id,
        body: {
          slot: 0,
          slots: [slot],
          ...slot,
          reason: 'Probe',
          held: true,
          duration_minutes: 30,
          score: 4,
        },
      };
    },
    async templateMilestone(owner?: ProbeCaller): Promise<Made> {
      const t = await plans.insertTemplate(ownerId(owner, 'mentor'), 'Probe template');
      const m = await plans.insertMilestone({ templateId: t.id }, { milestoneName: 'Probe milestone' }, [
        'Probe task',
      ]);
      return { id: m.id, body: planBody() };
    },
  };
}

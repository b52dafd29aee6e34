import {
  MSG,
  TASK_LINK,
  type Milestone,
  type MilestoneBody,
  type Task,
  type milestoneBody,
} from '@keh/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import { canEditMilestone, canEditTemplate, canTickTask } from '../../policies/workspace';
import { taskTitleHtml } from '../../lib/sanitize';
import type { AuthUser } from '../../plugins/auth';
import { MILESTONES_LISTED, milestoneAdded, milestoneDue, ukTime } from '../../lib/mail/templates';
import { feedService } from '../feed/feed.service';
import { notificationsService, type FollowUpJob } from '../notifications/notifications.service';
import { fullName, usersRepository } from '../users/users.repository';
import { mentoringService } from '../mentoring/mentoring.service';
import { isTaskDone, plansRepository, type MilestoneRow, type TaskRow } from './plans.repository';
import type { PlanJsonMilestone } from './plans.read-model';

export type MilestoneInput = z.output<typeof milestoneBody>;
type Pair = { id: number; menteeId: number; mentorId: number };

/** Gathered plan mails (decision 0023): the topic of a mentoring's plan is `plan:<id>`. */
export const PLAN_TOPIC = 'plan:';

/** A milestone this close to its deadline gets the 'due tomorrow' reminder. */
export const DUE_SOON_MS = 24 * 60 * 60_000;

export type { MilestoneBody };

/** A title as plain words for the feed: `[title](url)` becomes its title. */
export const plainTitle = (title: string) => title.replace(TASK_LINK, '$1');

type TaskFields = Pick<TaskRow, 'id' | 'milestoneId' | 'title' | 'position' | 'menteeDone' | 'mentorDone'>;
type MilestoneFields = Pick<
  MilestoneRow,
  'id' | 'milestoneName' | 'deadline' | 'notes' | 'templateId' | 'sourceTemplateId'
>;

const toTask = (t: TaskFields): Task => ({
  id: t.id,
  title: t.title,
  title_markdown: t.title,
  title_html: taskTitleHtml(t.title),
  order: t.position,
  done: isTaskDone(t),
  mentee_done: t.menteeDone,
  mentor_done: t.mentorDone,
});

export function toMilestone(m: MilestoneFields, tasks: TaskFields[], now = Date.now()): Milestone {
  const views = tasks.filter((t) => t.milestoneId === m.id).map(toTask);
  const done = views.length > 0 && views.every((t) => t.done);
  return {
    id: m.id,
    milestone_name: m.milestoneName,
    deadline: m.deadline?.toISOString() ?? null,
    notes: m.notes,
    is_done: done,
    done,
    overdue: !done && !!m.deadline && m.deadline.getTime() < now,
    template_id: m.templateId ?? m.sourceTemplateId,
    tasks: views,
  };
}

/**
 * Milestones and tasks (docs/product (entities, states and validation)): a Captain plans on the mentorings they run and on
 * their templates; both of the pair tick tasks; the feed tells the story.
 */
export const planService = (ctx: AppContext) => {
  const repo = plansRepository(ctx.db);
  const mentoring = mentoringService(ctx);
  const feed = feedService(ctx);
  const notifications = notificationsService(ctx);

  /**
   * Tells the Member of a plan that milestones were added to it (system flag), in `tx`, gathered
   * like feed comments (decision 0023): the first addition mails at once and opens a window; what
   * is added inside it goes out as one follow-up listing them when it closes (issue 26).
   */
  async function tellMember(tx: DbOrTx, pair: Pair, captain: AuthUser, names: string[]) {
    const member = names.length ? await usersRepository(tx).findById(pair.menteeId) : null;
    if (!member) return;
    const content = milestoneAdded(member.firstName, fullName(captain.row), names, ctx.config.appUrl);
    await notifications.gather(tx, member, 'system', `${PLAN_TOPIC}${pair.id}`, content);
  }

  /** The milestones of some mentorings or templates, grouped by their owner's id. */
  async function plans(owner: { mentoringIds: number[] } | { templateIds: number[] }) {
    const rows = await repo.milestonesOf(owner);
    const tasks = await repo.tasksOf(rows.map((m) => m.id));
    const byOwner = new Map<number, Milestone[]>();
    for (const m of rows) {
      const key = ('mentoringIds' in owner ? m.mentoringId : m.templateId)!;
      byOwner.set(key, [...(byOwner.get(key) ?? []), toMilestone(m, tasks)]);
    }
    return byOwner;
  }

  async function view(id: number, db: DbOrTx = ctx.db) {
    const r = plansRepository(db);
    const m = await r.milestone(id);
    return toMilestone(m!, await r.tasksOf([id]));
  }

  /** A template of this Captain, or a 404. */
  async function ownTemplate(captain: AuthUser, templateId: number) {
    const t = await repo.template(templateId);
    if (!t || !canEditTemplate(captain, t)) throw notFound();
    return t;
  }

  /**
   * A milestone the Captain may change: of a mentoring they run (with its pair), or of their
   * template (no pair).
   */
  async function ownMilestone(captain: AuthUser, id: number, kind: 'mentoring' | 'template') {
    const m = await repo.milestone(id);
    if (!m) throw notFound();
    if (kind === 'mentoring') {
      if (m.mentoringId === null) throw notFound();
      const pair = await mentoring.pairFor(captain, m.mentoringId);
      if (!canEditMilestone(captain, pair)) throw notFound();
      return { m, pair };
    }
    if (m.templateId === null) throw notFound();
    const t = await repo.template(m.templateId);
    if (!t || !canEditMilestone(captain, t)) throw notFound();
    return { m, pair: null };
  }

  const fields = (b: MilestoneInput) => ({
    milestoneName: b.milestone_name,
    notes: b.notes ?? null,
    ...(b.deadline !== undefined && { deadline: new Date(b.deadline) }),
  });

  /** Task ids named on update must be the milestone's own. */
  async function checkTaskIds(milestoneId: number, b: MilestoneInput) {
    const own = new Set((await repo.tasksOf([milestoneId])).map((t) => t.id));
    const errors: Record<string, string> = {};
    b.tasks.forEach((t, i) => {
      if (t.id !== undefined && !own.has(t.id)) errors[`tasks.${i}`] = MSG.unknownOption;
    });
    if (Object.keys(errors).length) throw invalid(errors);
  }

  /** A running plan's milestones that are not done (a session's agenda and action items, issue 32). */
  async function openMilestones(mentoringId: number, db: DbOrTx = ctx.db) {
    const r = plansRepository(db);
    const rows = await r.milestonesOf({ mentoringIds: [mentoringId] });
    const all = await r.tasksOf(rows.map((m) => m.id));
    return rows
      .map((m) => toMilestone(m, all))
      .filter((m) => !m.done)
      .map((m) => ({ id: m.id, name: m.milestone_name }));
  }

  /**
   * A plan as `planJsonSql` (plans.read-model.ts) answers it: its milestones as the API shows them
   * and how many of its tasks are not done (`isTaskDone`).
   */
  function fromJson(json: PlanJsonMilestone[], now = Date.now()) {
    let undone = 0;
    const milestones = json.map((m) => {
      const tasks = m.tasks.map((t) => ({
        id: t.id,
        milestoneId: m.id,
        title: t.title,
        position: t.position,
        menteeDone: t.mentee_done,
        mentorDone: t.mentor_done,
      }));
      undone += tasks.filter((t) => !isTaskDone(t)).length;
      const row = {
        id: m.id,
        milestoneName: m.milestone_name,
        deadline: m.deadline === null ? null : new Date(m.deadline),
        notes: m.notes,
        templateId: m.template_id,
        sourceTemplateId: m.source_template_id,
      };
      return toMilestone(row, tasks, now);
    });
    return { milestones, undone };
  }

  return {
    plans,
    fromJson,
    ownTemplate,
    tellMember,

    /**
     * Queues the milestone reminders (decision 0023): due within 24 hours, and overdue, once each,
     * to both of the pair (system flag). Claims and mails commit together. Answers how many
     * milestones were claimed.
     */
    async queueReminders() {
      return ctx.db.transaction(async (tx) => {
        const r = plansRepository(tx);
        const people = usersRepository(tx);
        let claimed = 0;
        for (const kind of ['dueSoon', 'overdue'] as const) {
          for (const m of await r.claimReminders(kind, DUE_SOON_MS)) {
            claimed++;
            const pair = await mentoring.runningPair(m.mentoringId!, tx);
            if (!pair) continue;
            const member = await people.findById(pair.menteeId);
            for (const id of [pair.menteeId, pair.mentorId]) {
              const person = id === pair.menteeId ? member : await people.findById(id);
              if (!person) continue;
              const isMember = person.id === pair.menteeId;
              await notifications.notify(
                tx,
                person,
                'system',
                milestoneDue(person.firstName, {
                  name: m.milestoneName,
                  when: ukTime.format(m.deadline!),
                  overdue: kind === 'overdue',
                  member: isMember || !member ? null : fullName(member),
                  url: `${ctx.config.appUrl}${isMember ? '/my/mentoring' : `/my/mentoring/${pair.menteeId}`}`,
                }),
              );
            }
          }
        }
        return claimed;
      });
    },

    /**
     * The follow-up of a plan's window: the milestones added to the Member's plan since the first
     * mail and still there, in one mail (nothing when none are left).
     */
    async followUp(job: FollowUpJob) {
      const mentoringId = Number(job.topic.slice(PLAN_TOPIC.length));
      const people = usersRepository(ctx.db);
      const pair = await mentoring.runningPair(mentoringId);
      if (!pair || pair.menteeId !== job.userId) return;
      const [member, captain] = await Promise.all([
        people.findById(pair.menteeId),
        people.findById(pair.mentorId),
      ]);
      if (!member || !captain) return;
      const since = new Date(job.since);
      const added = (await repo.milestonesOf({ mentoringIds: [mentoringId] }))
        .filter((m) => m.createdAt > since)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
      if (!added.length) return;
      const names = added.slice(0, MILESTONES_LISTED).map((m) => m.milestoneName);
      await notifications.notify(
        ctx.db,
        member,
        'system',
        milestoneAdded(member.firstName, fullName(captain), names, ctx.config.appUrl, added.length),
      );
    },

    openMilestones,

    /**
     * What a session agreed becomes tasks of the plan at once (issue 32), in `tx`: each item names
     * an open milestone of this pair's plan (else 422). Answers the new tasks' ids, item by item.
     */
    async addActionTasks(
      tx: DbOrTx,
      pair: Pair,
      byUserId: number,
      items: { milestoneId: number; title: string }[],
    ) {
      if (!items.length) return [];
      const open = new Set((await openMilestones(pair.id, tx)).map((m) => m.id));
      const errors: Record<string, string> = {};
      items.forEach((it, i) => {
        if (!open.has(it.milestoneId)) errors[`action_items.${i}.milestone_id`] = MSG.sessionMilestoneInvalid;
      });
      if (Object.keys(errors).length) throw invalid(errors);
      const r = plansRepository(tx);
      const ids: number[] = [];
      for (const it of items) {
        const [id] = await r.appendTasks(it.milestoneId, [it.title]);
        ids.push(id!);
        await r.settleCompletion(it.milestoneId);
        await feed.system(pair.id, byUserId, `Task “${plainTitle(it.title)}” was added from a session.`, tx);
      }
      return ids;
    },

    /** A plan's open milestones due within `withinMs` or overdue (the weekly digest). */
    dueMilestones: (mentoringId: number, withinMs: number) =>
      repo.dueMilestones(mentoringId, new Date(Date.now() + withinMs)),

    async addToMentoring(captain: AuthUser, mentoringId: number, b: MilestoneInput) {
      const pair = await mentoring.pairFor(captain, mentoringId);
      const id = await ctx.db.transaction(async (tx) => {
        const m = await plansRepository(tx).insertMilestone(
          { mentoringId: pair.id },
          fields(b),
          b.tasks.map((t) => t.title),
        );
        await feed.system(pair.id, captain.id, `Milestone “${b.milestone_name}” was added to the plan.`, tx);
        await tellMember(tx, pair, captain, [b.milestone_name]);
        return m.id;
      });
      mentoring.workspaceChanged(pair);
      return view(id);
    },

    async addToTemplate(captain: AuthUser, templateId: number, b: MilestoneInput) {
      await ownTemplate(captain, templateId);
      const m = await repo.insertMilestone(
        { templateId },
        fields(b),
        b.tasks.map((t) => t.title),
      );
      return view(m.id);
    },

    async update(captain: AuthUser, id: number, kind: 'mentoring' | 'template', b: MilestoneInput) {
      const { m, pair } = await ownMilestone(captain, id, kind);
      await checkTaskIds(id, b);
      await ctx.db.transaction(async (tx) => {
        const r = plansRepository(tx);
        await r.updateMilestone(id, fields(b));
        await r.replaceTasks(id, b.tasks);
        if ((await r.settleCompletion(id)) && m.mentoringId !== null)
          await feed.system(m.mentoringId, captain.id, `Milestone “${b.milestone_name}” is complete.`, tx);
      });
      if (pair) mentoring.workspaceChanged(pair);
      return view(id);
    },

    async remove(captain: AuthUser, id: number, kind: 'mentoring' | 'template') {
      const { pair } = await ownMilestone(captain, id, kind);
      await repo.deleteMilestone(id);
      if (pair) mentoring.workspaceChanged(pair);
    },

    /** A Member's tick or a Captain's thumb on a task of their own mentoring. */
    async tick(user: AuthUser, taskId: number, done: boolean) {
      // The task, its milestone and its running pair in one statement; the rule is the same as
      // `mentoring.pairFor`'s (a Member has one running mentoring; a captain runs this one).
      const found = await repo.taskWithPair(taskId);
      if (!found?.pair || found.milestone.mentoringId === null) throw notFound();
      const { task, milestone, pair } = found;
      if (!canTickTask(user, milestone, pair)) throw notFound();
      const side = user.type === 'mentee' ? 'mentee' : 'mentor';
      const { row: updated, settled } = await ctx.db.transaction(async (tx) => {
        const r = plansRepository(tx);
        const row = await r.setTick(taskId, side, done);
        if (!isTaskDone(task) && isTaskDone(row))
          await feed.system(pair.id, user.id, `Task “${plainTitle(row.title)}” is done.`, tx);
        const now = await r.settle(milestone.id);
        if (now.completed)
          await feed.system(pair.id, user.id, `Milestone “${milestone.milestoneName}” is complete.`, tx);
        return { row, settled: now };
      });
      mentoring.workspaceChanged(pair);
      // Done as the milestone view counts it (it has tasks and every one is done), read in the tick's transaction.
      return { task: toTask(updated), milestone_done: settled.done };
    },
  };
};

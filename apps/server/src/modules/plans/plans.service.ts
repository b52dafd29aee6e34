import { MSG, type Template, type TemplateSummary } from '@keh/contracts';
import type { AppContext } from '../../context';
import { invalid } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { feedService } from '../feed/feed.service';
import { mentoringService } from '../mentoring/mentoring.service';
import { planService, type MilestoneInput } from './plan.service';
import { plansRepository, type TemplateRow } from './plans.repository';

/**
 * A Captain's templates (docs/product (screens and api)). Attaching copies the template's milestones and
 * tasks into each chosen Member's plan; later edits of the template do not touch a running plan
 * (decision 0015).
 */
export const plansService = (ctx: AppContext) => {
  const repo = plansRepository(ctx.db);
  const plan = planService(ctx);
  const mentoring = mentoringService(ctx);
  const feed = feedService(ctx);

  /** The Members each template is attached to, among the Captain's running mentorings. */
  async function assignedMentees(captain: AuthUser, templateIds: number[]) {
    const menteeOf = new Map((await mentoring.pairsOf(captain)).map((p) => [p.mentoring.id, p.other.id]));
    const byTemplate = new Map<number, number[]>();
    for (const a of await repo.assignments(templateIds)) {
      const mentee = menteeOf.get(a.mentoringId);
      if (mentee !== undefined)
        byTemplate.set(a.templateId, [...(byTemplate.get(a.templateId) ?? []), mentee]);
    }
    return byTemplate;
  }

  async function full(captain: AuthUser, t: TemplateRow): Promise<Template> {
    const [milestones, assigned] = await Promise.all([
      plan.plans({ templateIds: [t.id] }),
      assignedMentees(captain, [t.id]),
    ]);
    return {
      id: t.id,
      template_name: t.templateName,
      created_at: t.createdAt.toISOString(),
      milestones: milestones.get(t.id) ?? [],
      assigned_mentees: assigned.get(t.id) ?? [],
    };
  }

  /** The Captain's running mentorings with exactly these Members; any other id is refused. */
  async function pairsFor(captain: AuthUser, menteeIds: number[]) {
    const unique = [...new Set(menteeIds)];
    const pairs = await mentoring.pairsWithMembers(captain, unique);
    if (pairs.length !== unique.length) throw invalid({ mentee_ids: MSG.unknownOption });
    return pairs;
  }

  return {
    async list(captain: AuthUser): Promise<TemplateSummary[]> {
      const rows = await repo.listTemplates(captain.id);
      const assigned = await assignedMentees(
        captain,
        rows.map((r) => r.template.id),
      );
      return rows.map(({ template: t, milestonesCount }) => ({
        id: t.id,
        template_name: t.templateName,
        created_at: t.createdAt.toISOString(),
        milestones_count: milestonesCount,
        assigned_mentees: assigned.get(t.id) ?? [],
      }));
    },

    get: async (captain: AuthUser, id: number) => full(captain, await plan.ownTemplate(captain, id)),

    /** A template is created with its first milestone (the add-template form asks for both). */
    async create(captain: AuthUser, b: MilestoneInput & { template_name: string }) {
      const t = await ctx.db.transaction(async (tx) => {
        const r = plansRepository(tx);
        const row = await r.insertTemplate(captain.id, b.template_name);
        await r.insertMilestone(
          { templateId: row.id },
          {
            milestoneName: b.milestone_name,
            notes: b.notes ?? null,
            deadline: b.deadline ? new Date(b.deadline) : null,
          },
          b.tasks.map((x) => x.title),
        );
        return row;
      });
      return full(captain, t);
    },

    async rename(captain: AuthUser, id: number, name: string) {
      await plan.ownTemplate(captain, id);
      await repo.renameTemplate(id, name);
      return full(captain, (await repo.template(id))!);
    },

    async remove(captain: AuthUser, id: number) {
      await plan.ownTemplate(captain, id);
      await repo.deleteTemplate(id);
    },

    async attach(captain: AuthUser, id: number, menteeIds: number[]) {
      const t = await plan.ownTemplate(captain, id);
      const pairs = await pairsFor(captain, menteeIds);
      const source = await repo.milestonesOf({ templateIds: [id] });
      const sourceTasks = await repo.tasksOf(source.map((m) => m.id));
      await ctx.db.transaction(async (tx) => {
        const r = plansRepository(tx);
        for (const pair of pairs) {
          if (!(await r.assign(id, pair.id))) continue; // attached already: nothing copied twice
          for (const m of source)
            await r.insertMilestone(
              { mentoringId: pair.id, sourceTemplateId: id },
              { milestoneName: m.milestoneName, deadline: m.deadline, notes: m.notes },
              sourceTasks.filter((x) => x.milestoneId === m.id).map((x) => x.title),
            );
          await feed.system(
            pair.id,
            captain.id,
            `Template “${t.templateName}” was attached: ${source.length} milestone${source.length === 1 ? '' : 's'} added to the plan.`,
            tx,
          );
          await plan.tellMember(
            tx,
            pair,
            captain,
            source.map((m) => m.milestoneName),
          );
        }
      });
      for (const pair of pairs) mentoring.workspaceChanged(pair);
      return full(captain, t);
    },

    /** Detaching removes the copied milestones nobody has started; those with progress stay. */
    async detach(captain: AuthUser, id: number, menteeIds: number[]) {
      const t = await plan.ownTemplate(captain, id);
      const pairs = await pairsFor(captain, menteeIds);
      await ctx.db.transaction(async (tx) => {
        const r = plansRepository(tx);
        for (const pair of pairs) {
          if (!(await r.unassign(id, pair.id))) continue;
          await r.deleteUntouchedCopies(id, pair.id);
          await feed.system(pair.id, captain.id, `Template “${t.templateName}” was detached.`, tx);
        }
      });
      for (const pair of pairs) mentoring.workspaceChanged(pair);
      return full(captain, t);
    },
  };
};

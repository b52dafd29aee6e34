import type { EndedMentoring, Milestone } from '@keh/contracts';
import { END_REASON_TEXT } from '@keh/contracts';
import type { AppContext } from '../../context';
import { sessionReadsService } from '../sessions/session-reads.service';
import { renderPdf, type PdfBlock } from '../../lib/pdf/pdf';
import type { AuthUser } from '../../plugins/auth';
import { feedService } from '../feed/feed.service';
import { trustService } from '../mentoring/trust.service';
import { planService } from '../plans/plan.service';
import { fullName, usersRepository } from '../users/users.repository';

const ukDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long' });
export const certificatePath = (mentoringId: number) => `mentorings/${mentoringId}/certificate`;

/** What a plan counts: milestones and tasks, done and in all. */
export function planCounts(milestones: Milestone[]) {
  const tasks = milestones.flatMap((m) => m.tasks);
  return {
    milestones_done: milestones.filter((m) => m.done).length,
    milestones_total: milestones.length,
    tasks_done: tasks.filter((t) => t.done).length,
    tasks_total: tasks.length,
  };
}

/**
 * Ended mentorings as read-only history, and the certificate of one ended with its goals reached
 * (issue 33). Composes the mentoring, plan and feed modules like the running workspace does.
 */
export const endingService = (ctx: AppContext) => {
  const sessions = (mentoringId: number) => sessionReadsService(ctx).heldTotals(mentoringId);
  const trust = trustService(ctx);
  const plan = planService(ctx);
  const feed = feedService(ctx);

  return {
    async ended(user: AuthUser): Promise<EndedMentoring[]> {
      const pairs = await trust.endedPairsOf(user);
      const ids = pairs.map((p) => p.mentoring.id);
      if (!ids.length) return [];
      const [plans, feeds] = await Promise.all([plan.plans({ mentoringIds: ids }), feed.lists(ids, user.id)]);
      return pairs.map(({ mentoring: m, other }) => {
        const milestones = plans.get(m.id) ?? [];
        return {
          id: m.id,
          mentoring_name: m.mentoringName,
          created_at: m.createdAt.toISOString(),
          ended_at: m.endedAt!.toISOString(),
          end_reason: m.endReason,
          end_note: m.endNote,
          ended_by_me: m.endedBy === user.id,
          other: { id: other.id, first_name: other.first_name, last_name: other.last_name },
          ...planCounts(milestones),
          certificate: m.endReason === 'goals_reached' ? certificatePath(m.id) : null,
          milestones,
          feed: feeds.get(m.id) ?? [],
        };
      });
    },

    /** The certificate PDF of a mentoring the person was in, ended with its goals reached. */
    async certificate(user: AuthUser, mentoringId: number) {
      const m = await trust.completedPair(user, mentoringId);
      const people = usersRepository(ctx.db);
      const [captain, member, plans, totals] = await Promise.all([
        people.findById(m.mentorId),
        people.findById(m.menteeId),
        plan.plans({ mentoringIds: [m.id] }),
        sessions(m.id),
      ]);
      const milestones = plans.get(m.id) ?? [];
      const counts = planCounts(milestones);
      const memberName = member ? fullName(member) : 'A member';
      const captainName = captain ? fullName(captain) : 'their Business Captain';
      const blocks: PdfBlock[] = [
        { kind: 'paragraph', text: `This certifies that ${memberName}` },
        {
          kind: 'paragraph',
          text: `completed a mentoring with Business Captain ${captainName} on the X-Forces Knowledge Exchange Hub, reaching the goals they set together.`,
        },
        { kind: 'field', label: 'Member', text: memberName },
        { kind: 'field', label: 'Business Captain', text: captainName },
        { kind: 'field', label: 'Started', text: ukDate.format(m.createdAt) },
        { kind: 'field', label: 'Completed', text: ukDate.format(m.endedAt!) },
        { kind: 'field', label: 'Outcome', text: END_REASON_TEXT.goals_reached },
        {
          kind: 'field',
          label: 'Milestones done',
          text: `${counts.milestones_done} of ${counts.milestones_total}`,
        },
        { kind: 'field', label: 'Tasks done', text: `${counts.tasks_done} of ${counts.tasks_total}` },
        ...(totals
          ? [
              { kind: 'field' as const, label: 'Sessions', text: String(totals.count) },
              { kind: 'field' as const, label: 'Hours', text: String(Math.round(totals.hours * 10) / 10) },
            ]
          : []),
        ...(milestones.some((x) => x.done)
          ? [
              { kind: 'heading' as const, text: 'Milestones reached' },
              ...milestones
                .filter((x) => x.done)
                .map((x) => ({ kind: 'paragraph' as const, text: `• ${x.milestone_name}` })),
            ]
          : []),
        { kind: 'meta', text: `Certificate of mentoring ${m.id}, issued ${ukDate.format(new Date())}.` },
      ];
      return renderPdf('Certificate of Mentoring', blocks);
    },
  };
};

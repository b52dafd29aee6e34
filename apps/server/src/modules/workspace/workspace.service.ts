import type { Mentoring } from '@keh/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { feedService } from '../feed/feed.service';
import { planService } from '../plans/plan.service';
import { toPersonSummary } from '../users/users.read-model';
import { workspaceRepository } from './workspace.repository';

/**
 * The workspace of each running mentoring as one person sees it: the pair, the plan, the feed
 * and that person's counters (docs/product/entities.md, Mentoring). Composes the mentoring, templates and
 * feed modules, which do not know each other's tables.
 */
export const workspaceService = (ctx: AppContext) => {
  const plan = planService(ctx);
  const feed = feedService(ctx);

  /** The workspaces of the person's running mentorings (`onlyMember`: of that Member's alone). */
  async function views(user: AuthUser, onlyMember?: number): Promise<Mentoring[]> {
    // One statement for any number of mentorings, plans and feeds included (issue 27).
    const side = user.type === 'mentor' ? 'mentor' : 'mentee';
    const rows = await workspaceRepository(ctx.db).workspaces(side, user.id, onlyMember);
    const now = Date.now();
    return rows.map((m) => {
      const { milestones, undone } = plan.fromJson(m.plan, now);
      const { comments, unread } = feed.fromJson(m.feed);
      const other = toPersonSummary(m.person);
      return {
        id: m.id,
        mentoring_name: m.mentoringName,
        created_at: m.createdAt.toISOString(),
        milestones,
        undone_tasks_count: undone,
        feed_unread_comments_count: unread,
        feed: comments,
        ...(side === 'mentor' ? { mentee: other } : { mentor: other }),
      };
    });
  }

  return {
    /** A captain's running mentorings (My Members), or a Member's one (My Active Support). */
    views,

    async withMember(captain: AuthUser, menteeId: number) {
      const [found] = await views(captain, menteeId);
      if (!found) throw notFound();
      return found;
    },
  };
};

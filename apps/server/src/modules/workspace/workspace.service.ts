import type { Mentoring } from '@keh/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { feedService } from '../feed/feed.service';
import { mentoringService } from '../mentoring/mentoring.service';
import { planService } from '../plans/plan.service';

/**
 * The workspace of each running mentoring as one person sees it: the pair, the plan, the feed
 * and that person's counters (docs/product/entities.md, Mentoring). Composes the mentoring, templates and
 * feed modules, which do not know each other's tables.
 */
export const workspaceService = (ctx: AppContext) => {
  const mentoring = mentoringService(ctx);
  const plan = planService(ctx);
  const feed = feedService(ctx);

  /** The workspaces of the person's running mentorings (`onlyMember`: of that Member's alone). */
  async function views(user: AuthUser, onlyMember?: number): Promise<Mentoring[]> {
    const pairs = (await mentoring.pairsOf(user)).filter(
      (p) => onlyMember === undefined || p.other?.id === onlyMember,
    );
    const ids = pairs.map((p) => p.mentoring.id);
    if (!ids.length) return [];
    // A handful of statements for any number of mentorings: never one per mentoring (issue 27).
    const [plans, undone, unread, feeds] = await Promise.all([
      plan.plans({ mentoringIds: ids }),
      plan.undoneCounts(ids),
      feed.unreadCounts(ids, user.id),
      feed.lists(ids, user.id),
    ]);
    return pairs.map(({ mentoring: m, other }) => ({
      id: m.id,
      mentoring_name: m.mentoringName,
      created_at: m.createdAt.toISOString(),
      milestones: plans.get(m.id) ?? [],
      undone_tasks_count: undone.get(m.id) ?? 0,
      feed_unread_comments_count: unread.get(m.id) ?? 0,
      feed: feeds.get(m.id) ?? [],
      ...(user.type === 'mentor' ? { mentee: other } : { mentor: other }),
    }));
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

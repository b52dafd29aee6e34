import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Mentoring, type Milestone, type Task } from '@keh/contracts';
import type { MilestonePayload } from '../../../components/milestones/milestone-model';
import { call } from '../../../lib/api';
import { matchingKeys } from '../../matching';
import type { ReadPlan } from '../feed-reads';

const e = api.workspace;

/** The query keys of the workspace: the only way other features refresh a plan. */
export const workspaceKeys = {
  all: ['workspace'] as const,
  /** GET mentee/mentoring: the Member's own mentoring (or null). */
  own: ['workspace', 'mentee', 'mentoring'] as const,
  /** GET mentor/mentees/{menteeId}/mentoring: a mentoring the Captain runs. */
  ofMember: (menteeId: number) => ['workspace', 'mentor', 'mentoring', menteeId] as const,
};

/** Who looks at which workspace: the calls and the cache entry every change updates. */
export interface WorkspaceRef {
  role: 'mentor' | 'mentee';
  mentoringId: number;
  queryKey: readonly unknown[];
}

/**
 * Someone else's changes (ticks, comments) arrive without a reload and without polling: the server
 * pushes `changed` over the socket and app/live-changes.ts asks again for this plan (decision 0026).
 * Opening the page asks again too.
 */
const LIVE = { staleTime: 0 } as const;

export function useOwnMentoring() {
  return useQuery({
    queryKey: workspaceKeys.own,
    queryFn: ({ signal }) => call(e.ownMentoring, {}, { signal }),
    ...LIVE,
  });
}

export function useMemberMentoring(menteeId: number) {
  return useQuery({
    queryKey: workspaceKeys.ofMember(menteeId),
    queryFn: ({ signal }) => call(e.memberMentoring, { params: { id: menteeId } }, { signal }),
    enabled: Number.isInteger(menteeId) && menteeId > 0,
    ...LIVE,
  });
}

// ---------- cache helpers: every change lands in the Mentoring at once, then the server's copy ----------

function patchMentoring(client: QueryClient, ref: WorkspaceRef, patch: (m: Mentoring) => Mentoring) {
  client.setQueryData<Mentoring | null>(ref.queryKey, (m) => (m ? patch(m) : m));
}

function refresh(client: QueryClient, ref: WorkspaceRef) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ref.queryKey }),
    // A Captain's member cards show the next milestone and the counters.
    ref.role === 'mentor' ? client.invalidateQueries({ queryKey: matchingKeys.mentorMentees }) : null,
  ]);
}

const undoneCount = (milestones: Milestone[]) =>
  milestones.reduce((n, m) => n + m.tasks.filter((t) => !t.done).length, 0);

function withMilestones(m: Mentoring, milestones: Milestone[]): Mentoring {
  return { ...m, milestones, undone_tasks_count: undoneCount(milestones) };
}

// ---------- milestones (Captain) ----------

export function useMilestoneMutations(ref: WorkspaceRef) {
  const client = useQueryClient();
  const settle = () => refresh(client, ref);
  const add = useMutation({
    mutationFn: (body: MilestonePayload) => call(e.addMilestone, { params: { id: ref.mentoringId }, body }),
    onSuccess: (created) => patchMentoring(client, ref, (m) => withMilestones(m, [...m.milestones, created])),
    onSettled: settle,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: number; body: MilestonePayload }) =>
      call(e.updateMilestone, { params: { id }, body }),
    onSuccess: (saved) =>
      patchMentoring(client, ref, (m) =>
        withMilestones(
          m,
          m.milestones.map((x) => (x.id === saved.id ? saved : x)),
        ),
      ),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(e.removeMilestone, { params: { id } }),
    onSuccess: (_, id) =>
      patchMentoring(client, ref, (m) =>
        withMilestones(
          m,
          m.milestones.filter((x) => x.id !== id),
        ),
      ),
    onSettled: settle,
  });
  return { add, update, remove };
}

// ---------- tasks (both: the Member ticks, the Captain gives a thumb up or down) ----------

/** The task as it will be: the Captain's verdict, once given, decides; until then the Member's tick (decision 0015). */
export function ticked(task: Task, role: WorkspaceRef['role'], done: boolean): Task {
  const next =
    role === 'mentee' ? { ...task, mentee_done: done } : { ...task, mentor_done: done as boolean | null };
  return { ...next, done: next.mentor_done ?? next.mentee_done };
}

function replaceTask(m: Mentoring, task: Task, milestoneDone?: boolean): Mentoring {
  return withMilestones(
    m,
    m.milestones.map((ms) => {
      if (!ms.tasks.some((t) => t.id === task.id)) return ms;
      const tasks = ms.tasks.map((t) => (t.id === task.id ? task : t));
      const done = milestoneDone ?? (tasks.length > 0 && tasks.every((t) => t.done));
      return { ...ms, tasks, done, is_done: done, overdue: done ? false : ms.overdue };
    }),
  );
}

export function useTick(ref: WorkspaceRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ task, done }: { task: Task; done: boolean }) =>
      call(
        ref.role === 'mentee'
          ? done
            ? e.memberTick
            : e.memberUntick
          : done
            ? e.captainTick
            : e.captainUntick,
        { params: { id: task.id } },
      ),
    // A tick shows at once; a refusal puts it back.
    onMutate: async ({ task, done }) => {
      await client.cancelQueries({ queryKey: ref.queryKey });
      const before = client.getQueryData<Mentoring | null>(ref.queryKey);
      patchMentoring(client, ref, (m) => replaceTask(m, ticked(task, ref.role, done)));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before !== undefined) client.setQueryData(ref.queryKey, context.before);
    },
    onSuccess: (result) =>
      patchMentoring(client, ref, (m) => replaceTask(m, result.task, result.milestone_done)),
    // The feed may have a new system comment; the counters are the server's.
    onSettled: () => refresh(client, ref),
  });
}

// ---------- the feed ----------

export function usePostComment(ref: WorkspaceRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      ref.role === 'mentee'
        ? call(e.memberComment, { body: { body } })
        : call(e.captainComment, { params: { id: ref.mentoringId }, body: { body } }),
    onSuccess: (comment) =>
      patchMentoring(client, ref, (m) =>
        m.feed.some((c) => c.id === comment.id) ? m : { ...m, feed: [...m.feed, comment] },
      ),
    onSettled: () => refresh(client, ref),
  });
}

/** Read marks (docs/product/states.md): one comment, or all at once. The counter is the server's answer. */
export function useMarkRead(ref: WorkspaceRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (plan: NonNullable<ReadPlan>) => {
      const member = ref.role === 'mentee';
      const id = ref.mentoringId;
      if (plan.all) {
        const query = { up_to_id: plan.upTo };
        return member ? call(e.memberReadAll, { query }) : call(e.captainReadAll, { params: { id }, query });
      }
      let last = { feed_unread_comments_count: 0 };
      for (const feedId of plan.ids)
        last = member
          ? await call(e.memberReadComment, { params: { id: feedId } })
          : await call(e.captainReadComment, { params: { id, feedId } });
      return last;
    },
    onSuccess: (result, plan) => {
      patchMentoring(client, ref, (m) => ({
        ...m,
        feed: m.feed.map((c) =>
          (plan.all ? c.id <= plan.upTo : plan.ids.includes(c.id)) ? { ...c, is_read: true } : c,
        ),
        feed_unread_comments_count: result.feed_unread_comments_count,
      }));
      if (ref.role === 'mentor') void client.invalidateQueries({ queryKey: matchingKeys.mentorMentees });
    },
  });
}

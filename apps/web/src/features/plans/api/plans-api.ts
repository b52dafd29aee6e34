import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Milestone, type Template } from '@keh/contracts';
import type { MilestonePayload } from '../../../components/milestones/milestone-model';
import { call } from '../../../lib/api';
import { matchingKeys } from '../../matching';
import { workspaceKeys } from '../../workspace';

const e = api.plans;

/** The query keys of My Templates: the only way others refresh them. */
export const planKeys = {
  all: ['templates'] as const,
  list: ['templates', 'list'] as const,
  detail: (id: number) => ['templates', 'detail', id] as const,
};

export function useTemplates() {
  return useQuery({
    queryKey: planKeys.list,
    queryFn: ({ signal }) => call(e.list, {}, { signal }),
  });
}

export function useTemplate(id: number) {
  return useQuery({
    queryKey: planKeys.detail(id),
    queryFn: ({ signal }) => call(e.get, { params: { id } }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export interface TemplateCreatePayload extends MilestonePayload {
  template_name: string;
}

function store(client: QueryClient, template: Template) {
  client.setQueryData(planKeys.detail(template.id), template);
  return client.invalidateQueries({ queryKey: planKeys.list });
}

/** POST mentor/templates: a template with its first milestone. */
export function useCreateTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateCreatePayload) => call(e.create, { body }),
    onSuccess: (template) => store(client, template),
  });
}

/** PUT mentor/templates/{id}: the settings form (template_name). */
export function useRenameTemplate(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { template_name: string }) => call(e.rename, { params: { id }, body }),
    onSuccess: (template) => store(client, template),
  });
}

export function useDeleteTemplate(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(e.remove, { params: { id } }),
    onSuccess: () => {
      client.removeQueries({ queryKey: planKeys.detail(id) });
      return client.invalidateQueries({ queryKey: planKeys.list });
    },
  });
}

/** The template's own milestones: add (POST …/milestone), edit and delete (mentor/milestones/{id}). */
export function useTemplateMilestones(id: number) {
  const client = useQueryClient();
  const patch = (change: (milestones: Milestone[]) => Milestone[]) =>
    client.setQueryData<Template>(planKeys.detail(id), (t) =>
      t ? { ...t, milestones: change(t.milestones) } : t,
    );
  const settle = () => client.invalidateQueries({ queryKey: planKeys.all });
  const add = useMutation({
    mutationFn: (body: MilestonePayload) => call(e.addMilestone, { params: { id }, body }),
    onSuccess: (created) => patch((ms) => [...ms, created]),
    onSettled: settle,
  });
  const update = useMutation({
    mutationFn: ({ milestoneId, body }: { milestoneId: number; body: MilestonePayload }) =>
      call(e.updateMilestone, { params: { id: milestoneId }, body }),
    onSuccess: (saved) => patch((ms) => ms.map((m) => (m.id === saved.id ? saved : m))),
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (milestoneId: number) => call(e.removeMilestone, { params: { id: milestoneId } }),
    onSuccess: (_, milestoneId) => patch((ms) => ms.filter((m) => m.id !== milestoneId)),
    onSettled: settle,
  });
  return { add, update, remove };
}

/**
 * POST mentor/templates/{id}/attach and DELETE …/detach ({ mentee_ids: '3,7' }): both change
 * Members' plans, so their workspaces and the member cards are refreshed too.
 */
export function useAssignTemplate(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ menteeIds, attach }: { menteeIds: number[]; attach: boolean }) =>
      call(attach ? e.attach : e.detach, { params: { id }, body: { mentee_ids: menteeIds.join(',') } }),
    onSuccess: (template) =>
      Promise.all([
        store(client, template),
        client.invalidateQueries({ queryKey: workspaceKeys.all }),
        client.invalidateQueries({ queryKey: matchingKeys.mentorMentees }),
      ]),
  });
}

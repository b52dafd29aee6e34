import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockedPerson, ReportBody } from '@keh/contracts';
import { apiRequest } from '../../../lib/api';

/** Reports and blocks (issue 33): the query keys, the only way others refresh them. */
export const safetyKeys = {
  blocks: ['blocks'] as const,
};

/** POST reports: a person, a chat message, a feed comment or an article, with a reason. */
export function useSendReport() {
  return useMutation({
    mutationFn: (body: ReportBody) => apiRequest<{ id: number }>('reports', { method: 'POST', json: body }),
  });
}

/** GET blocks: the people one blocked, newest first. */
export function useBlocks() {
  return useQuery({
    queryKey: safetyKeys.blocks,
    queryFn: ({ signal }) => apiRequest<BlockedPerson[]>('blocks', { signal }),
  });
}

/** POST blocks. Everything that shows people may change: every query is asked again. */
export function useBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<BlockedPerson>('blocks', { method: 'POST', json: { user_id: userId } }),
    onSuccess: () => void client.invalidateQueries(),
  });
}

/** DELETE blocks/{user_id}. */
export function useUnblock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => apiRequest<{ message: string }>(`blocks/${userId}`, { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries(),
  });
}

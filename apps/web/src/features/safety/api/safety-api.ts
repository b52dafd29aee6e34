import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ReportBody } from '@keh/contracts';
import { call } from '../../../lib/api';

const e = api.reports;

/** Reports and blocks (issue 33): the query keys, the only way others refresh them. */
export const safetyKeys = {
  blocks: ['blocks'] as const,
};

/** POST reports: a person, a chat message, a feed comment or an article, with a reason. */
export function useSendReport() {
  return useMutation({
    mutationFn: (body: ReportBody) => call(e.create, { body }),
  });
}

/** GET blocks: the people one blocked, newest first. */
export function useBlocks() {
  return useQuery({
    queryKey: safetyKeys.blocks,
    queryFn: ({ signal }) => call(e.blocks, {}, { signal }),
  });
}

/** POST blocks. Everything that shows people may change: every query is asked again. */
export function useBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call(e.block, { body: { user_id: userId } }),
    onSuccess: () => void client.invalidateQueries(),
  });
}

/** DELETE blocks/{user_id}. */
export function useUnblock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => call(e.unblock, { params: { user_id: userId } }),
    onSuccess: () => void client.invalidateQueries(),
  });
}

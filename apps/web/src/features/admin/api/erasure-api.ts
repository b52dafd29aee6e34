import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@keh/contracts';
import { call } from '../../../lib/api';
import { adminKeys } from './admin-api';

const e = api.privacy;

/** The pending deletions' key (below the console's, so a change to people refreshes it too). */
export const deletionKeys = { pending: ['admin', 'deletions'] as const };

/** GET admin/deletions (admins): accounts due to be erased, soonest first. */
export function usePendingDeletions() {
  return useQuery({
    queryKey: deletionKeys.pending,
    queryFn: () => call(e.pendingDeletions),
  });
}

/** POST admin/users/{id}/erase: at once, the reason in the audit log. */
export function useEraseNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      call(e.erase, { params: { id }, body: { reason: reason.trim() } }),
    onSuccess: (_answer, { id }) => {
      client.removeQueries({ queryKey: adminKeys.person(id) });
      void client.invalidateQueries({ queryKey: adminKeys.people, exact: false });
      void client.invalidateQueries({ queryKey: adminKeys.audit });
      void client.invalidateQueries({ queryKey: deletionKeys.pending });
    },
  });
}

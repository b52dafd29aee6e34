import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type AccountDeleteBody, type AccountDeletion, type DeletionOverview } from '@keh/contracts';
import { call } from '../../../lib/api';
import { useSession } from '../../../lib/session';

const e = api.privacy;

/** The deletion's query key: the only way others refresh it. */
export const accountDeletionKeys = { overview: ['account-deletion'] as const };

/** GET user/account/delete: whether a deletion is pending (and when), and what it would do. */
export function useDeletionOverview() {
  const signedIn = !!useSession();
  return useQuery({
    queryKey: accountDeletionKeys.overview,
    queryFn: () => call(e.deletionOverview),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

/** After a change, the settings card and the banner show the server's answer. */
function useDeletionChange<V>(call: (vars: V) => Promise<AccountDeletion>, onChanged?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      client.setQueryData<DeletionOverview>(accountDeletionKeys.overview, (old) =>
        old ? { ...old, ...answer } : old,
      );
      void client.invalidateQueries({ queryKey: accountDeletionKeys.overview });
      onChanged?.();
    },
  });
}

/** POST user/account/delete: confirmed with the password or a mailed code. */
export const useRequestDeletion = (onChanged?: () => void) =>
  useDeletionChange((body: AccountDeleteBody) => call(e.requestDeletion, { body }), onChanged);

/** POST user/account/delete/cancel. */
export const useCancelDeletion = (onChanged?: () => void) =>
  useDeletionChange(() => call(e.cancelDeletion), onChanged);

/** POST user/account/delete/code: a fresh code to one's own address (accounts without a password in use). */
export function useSendDeletionCode() {
  return useMutation({
    mutationFn: () => call(e.sendDeletionCode),
  });
}

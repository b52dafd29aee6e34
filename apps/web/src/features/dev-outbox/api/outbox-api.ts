import { useQuery } from '@tanstack/react-query';
import { api } from '@keh/contracts';
import { call, isApiError } from '../../../lib/api';

export function fetchOutbox(to: string, signal?: AbortSignal) {
  return call(api.site.devOutbox, { query: { to: to || undefined } }, { auth: false, signal });
}

/** GET dev/outbox?to=…, newest first; refreshed every few seconds while the page is open. */
export function useOutbox(to: string) {
  return useQuery({
    queryKey: ['dev', 'outbox', to],
    queryFn: ({ signal }) => fetchOutbox(to, signal),
    staleTime: 0,
    refetchInterval: (query) => (isOutboxOff(query.state.error) ? false : 5000),
  });
}

/** The server answers 404 for the outbox in production. */
export function isOutboxOff(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

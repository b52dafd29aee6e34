import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@keh/contracts';
import { call, callBody } from '../../../lib/api';

const e = api.reports;

/** The Reports queue's keys (issue 33): the open queue or the closed reports, by page. */
export const reportKeys = {
  all: ['admin', 'reports'] as const,
  list: (status: 'open' | 'closed', offset: number) => ['admin', 'reports', status, offset] as const,
};

export const REPORTS_PAGE_SIZE = 25;

/** GET admin/reports (moderators and admins). */
export function useReports(status: 'open' | 'closed', offset = 0) {
  return useQuery({
    queryKey: reportKeys.list(status, offset),
    queryFn: ({ signal }) =>
      callBody(e.queue, { query: { status, limit: REPORTS_PAGE_SIZE, offset } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type ReportDecision = 'dismiss' | 'hide' | 'warn' | 'suspend';

/** POST admin/reports/{id}/dismiss | hide | warn | suspend (suspend: admins). */
function decide(id: number, decision: ReportDecision, note?: string) {
  const params = { id };
  const body = { note: note || undefined };
  switch (decision) {
    case 'dismiss':
      return call(e.dismiss, { params });
    case 'hide':
      return call(e.hide, { params });
    case 'warn':
      return call(e.warn, { params, body });
    case 'suspend':
      return call(e.suspend, { params, body });
  }
}

export function useDecideReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: ReportDecision; note?: string }) =>
      decide(id, decision, note),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

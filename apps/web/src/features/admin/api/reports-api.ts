import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffReport } from '@keh/contracts';
import { apiPage, apiRequest } from '../../../lib/api';

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
      apiPage<StaffReport>('admin/reports', { query: { status, limit: REPORTS_PAGE_SIZE, offset }, signal }),
    placeholderData: keepPreviousData,
  });
}

export type ReportDecision = 'dismiss' | 'hide' | 'warn' | 'suspend';

/** POST admin/reports/{id}/dismiss | hide | warn | suspend (suspend: admins). */
export function useDecideReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: ReportDecision; note?: string }) =>
      apiRequest<StaffReport>(`admin/reports/${id}/${decision}`, {
        method: 'POST',
        json: decision === 'warn' || decision === 'suspend' ? { note: note || undefined } : {},
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentBody, ConsentItem, DataExport } from '@keh/contracts';
import { apiRequest } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';

export const privacyKeys = {
  consents: ['user', 'consents'] as const,
  dataExport: ['user', 'data-export'] as const,
};

/** Whether an export is still being made (the page asks again until it is not). */
export const inProgress = (e: DataExport | null | undefined) =>
  e?.status === 'queued' || e?.status === 'running';

/** GET user/data-export: the latest export the person asked for; asked again every 2 s while it is made. */
export function useDataExport() {
  return useQuery({
    queryKey: privacyKeys.dataExport,
    queryFn: ({ signal }) => apiRequest<DataExport | null>('user/data-export', { signal }),
    refetchInterval: (query) => (inProgress(query.state.data) ? 2000 : false),
  });
}

/** POST user/data-export, or POST admin/users/{id}/export for a person's data (admins). */
export function useRequestDataExport(personId?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ id: number; status: DataExport['status'] }>(
        personId === undefined ? 'user/data-export' : `admin/users/${personId}/export`,
        { method: 'POST' },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: privacyKeys.dataExport }),
  });
}

/** GET user/data-export/{id}/download: the ZIP, once; the status is read again afterwards. */
export function useDownloadDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (e: DataExport) =>
      downloadFile(
        `user/data-export/${e.id}/download`,
        `knowledge-exchange-hub-data-${e.subject_id}-${e.created_at.slice(0, 10)}.zip`,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: privacyKeys.dataExport }),
  });
}

export function useConsents() {
  return useQuery({
    queryKey: privacyKeys.consents,
    queryFn: ({ signal }) => apiRequest<ConsentItem[]>('user/consents', { signal }),
  });
}

/** POST user/consents; `onAccepted` refreshes what asked for it (the profile). */
export function useAcceptConsent(onAccepted: () => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentBody) =>
      apiRequest<ConsentItem[]>('user/consents', { method: 'POST', json: body }),
    onSuccess: async (list) => {
      client.setQueryData(privacyKeys.consents, list);
      await onAccepted();
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathOf, type ConsentBody, type DataExport } from '@keh/contracts';
import { call } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';

const e = api.privacy;

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
    queryFn: ({ signal }) => call(e.latestExport, {}, { signal }),
    refetchInterval: (query) => (inProgress(query.state.data) ? 2000 : false),
  });
}

/** POST user/data-export, or POST admin/users/{id}/export for a person's data (admins). */
export function useRequestDataExport(personId?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      personId === undefined ? call(e.requestExport) : call(e.exportFor, { params: { id: personId } }),
    onSettled: () => client.invalidateQueries({ queryKey: privacyKeys.dataExport }),
  });
}

/** GET user/data-export/{id}/download: the ZIP, once; the status is read again afterwards. */
export function useDownloadDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (x: DataExport) =>
      downloadFile(
        `/api${pathOf(e.downloadExport.path, { id: x.id })}`,
        `knowledge-exchange-hub-data-${x.subject_id}-${x.created_at.slice(0, 10)}.zip`,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: privacyKeys.dataExport }),
  });
}

export function useConsents() {
  return useQuery({
    queryKey: privacyKeys.consents,
    queryFn: ({ signal }) => call(e.consents, {}, { signal }),
  });
}

/** POST user/consents; `onAccepted` refreshes what asked for it (the profile). */
export function useAcceptConsent(onAccepted: () => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentBody) => call(e.acceptConsent, { body }),
    onSuccess: async (list) => {
      client.setQueryData(privacyKeys.consents, list);
      await onAccepted();
    },
  });
}

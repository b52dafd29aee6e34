import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { MSG } from '@keh/contracts';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { SectionCard } from '../../../components/section-card';
import { errorText, isApiError } from '../../../lib/api';
import { dateAndTime } from '../../../lib/dates';
import { inProgress, useDataExport, useRequestDataExport } from '../api/privacy-api';
import { ExportStatus, downloadable } from './export-status';

/** "Download my data": ask for a copy (once a day), follow it, download the ZIP once. */
export function DownloadDataCard({ userId }: { userId: number }) {
  const latestQuery = useDataExport();
  const request = useRequestDataExport();
  // A staff member's latest may be a copy of someone else's data: here only their own counts.
  const latest = latestQuery.data?.subject_id === userId ? latestQuery.data : null;
  const nextAllowed = latestQuery.data?.next_allowed_at ?? null;
  // The server names a time only while the person's one export of the day is spent.
  const waiting = nextAllowed !== null;
  const busy = inProgress(latest) || downloadable(latest);
  const limited = isApiError(request.error) && request.error.status === 429;

  return (
    <SectionCard
      order={3}
      title="Download my data"
      description="A copy of everything we hold about you — profile, answers, mentorings, messages, events, articles and your files — in one ZIP file with a readable index. We e-mail you when it is ready; the download works once, for 24 hours."
    >
      {latestQuery.isPending ? <LoadingState label="Loading your data export" /> : null}
      {latestQuery.isError ? (
        <ErrorState onRetry={() => void latestQuery.refetch()} retrying={latestQuery.isFetching} />
      ) : null}
      {latestQuery.isSuccess ? (
        <Stack gap="sm">
          {latest ? (
            <ExportStatus
              latest={latest}
              onRetry={waiting ? undefined : () => request.mutate()}
              retrying={request.isPending}
            />
          ) : null}
          {!busy && latest?.status !== 'failed' ? (
            <Group>
              <Button
                variant={latest ? 'light' : 'filled'}
                leftSection={<IconFileZip size={16} aria-hidden="true" />}
                onClick={() => request.mutate()}
                loading={request.isPending}
                disabled={waiting}
              >
                Download my data
              </Button>
            </Group>
          ) : null}
          {waiting && !busy ? (
            <Text size="sm" c="dimmed">
              You can download your data once a day: you can ask again from {dateAndTime(nextAllowed)}.
            </Text>
          ) : null}
          {request.isError ? (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {limited ? MSG.dataExportOncePerDay : errorText(request.error)}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </SectionCard>
  );
}

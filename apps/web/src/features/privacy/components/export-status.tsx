import { Alert, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconRefresh } from '@tabler/icons-react';
import type { DataExport } from '@keh/contracts';
import { errorText } from '../../../lib/api';
import { dateAndTime } from '../../../lib/dates';
import { useDownloadDataExport } from '../api/privacy-api';

/** Whether an export can still be downloaded (ready, not downloaded, not expired). */
export const downloadable = (e: DataExport | null | undefined, now = Date.now()): boolean =>
  !!e && e.status === 'ready' && !e.downloaded_at && !!e.expires_at && new Date(e.expires_at).getTime() > now;

interface ExportStatusProps {
  latest: DataExport;
  /** Asks again (after a failure); absent when asking again is not possible now. */
  onRetry?: () => void;
  retrying?: boolean;
}

/** An export's progress: queued, being made, ready to download (once), or failed with a retry. */
export function ExportStatus({ latest, onRetry, retrying }: ExportStatusProps) {
  const download = useDownloadDataExport();
  if (latest.status === 'queued' || latest.status === 'running') {
    const queued = latest.status === 'queued';
    return (
      <Stack gap={6} role="status" aria-live="polite">
        <Group gap="xs">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm" fw={600}>
            {queued ? 'Queued: we will start in a moment.' : 'Preparing your file…'}
          </Text>
        </Group>
        <Progress value={queued ? 15 : 60} animated size="sm" aria-label="Export progress" />
        <Text size="xs" c="dimmed">
          You can leave this page: we will e-mail you when it is ready.
        </Text>
      </Stack>
    );
  }
  if (latest.status === 'failed') {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden="true" />}
        title="We could not prepare the file"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Something went wrong while we gathered the data. Please try again.</Text>
          {onRetry ? (
            <Button
              size="sm"
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              onClick={onRetry}
              loading={retrying}
            >
              Try again
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  }
  if (downloadable(latest) && latest.expires_at) {
    return (
      <Stack gap={6} role="status" aria-live="polite">
        <Text size="sm" fw={600}>
          Your file is ready.
        </Text>
        <Text size="xs" c="dimmed">
          It can be downloaded once, until {dateAndTime(latest.expires_at)}.
        </Text>
        <Group>
          <Button
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() => download.mutate(latest)}
            loading={download.isPending}
          >
            Download ZIP
          </Button>
        </Group>
        {download.isError ? (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {errorText(download.error)}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {latest.downloaded_at
        ? `Downloaded on ${dateAndTime(latest.downloaded_at)}.`
        : `The file expired on ${dateAndTime(latest.expires_at)}.`}
    </Text>
  );
}

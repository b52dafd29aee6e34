import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { SectionCard } from '../../../components/section-card';
import { errorText } from '../../../lib/api';
import { inProgress, useDataExport, useRequestDataExport } from '../api/privacy-api';
import { ExportStatus, downloadable } from './export-status';

/**
 * The console's "Export this person's data" (admins): the same ZIP the person would get, for a
 * request that came by post or e-mail, delivered to the admin who asks (and in the audit log).
 */
export function StaffExportCard({ personId }: { personId: number }) {
  const latestQuery = useDataExport();
  const request = useRequestDataExport(personId);
  const latest = latestQuery.data?.subject_id === personId ? latestQuery.data : null;
  const busy = inProgress(latest) || downloadable(latest);
  return (
    <SectionCard
      title="Personal data"
      description="For a request that came by post or e-mail: the same ZIP the person can download themselves, delivered to you. It is recorded in the audit log."
    >
      <Stack gap="sm">
        {latest ? (
          <ExportStatus latest={latest} onRetry={() => request.mutate()} retrying={request.isPending} />
        ) : null}
        {!busy && latest?.status !== 'failed' ? (
          <Group>
            <Button
              variant="light"
              leftSection={<IconFileZip size={16} aria-hidden="true" />}
              onClick={() => request.mutate()}
              loading={request.isPending}
            >
              Export this person&apos;s data
            </Button>
          </Group>
        ) : null}
        {request.isError ? (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {errorText(request.error)}
          </Text>
        ) : null}
      </Stack>
    </SectionCard>
  );
}

import { Anchor, Stack, Table, Text } from '@mantine/core';
import {
  CONSENT_CONTEXT_LABELS,
  CONSENT_DOCUMENT_LABELS,
  DOCUMENT_PATHS,
  type ConsentItem,
} from '@keh/contracts';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { SectionCard } from '../../../components/section-card';
import { dateAndTime } from '../../../lib/dates';
import { useConsents } from '../api/privacy-api';

function DocumentName({ item }: { item: ConsentItem }) {
  const label = CONSENT_DOCUMENT_LABELS[item.document];
  const path =
    item.document === 'terms' || item.document === 'privacy' ? DOCUMENT_PATHS[item.document] : null;
  return path ? (
    <Anchor href={path} target="_blank" rel="noopener">
      {label}
    </Anchor>
  ) : (
    <>{label}</>
  );
}

/** "What I agreed to": every consent with its document version and time, newest first. */
export function ConsentsCard() {
  const consents = useConsents();
  const rows = [...(consents.data ?? [])].reverse();
  return (
    <SectionCard
      order={3}
      title="What I agreed to"
      description="Each document you accepted, its version and when."
    >
      {consents.isPending ? <LoadingState label="Loading what you agreed to" /> : null}
      {consents.isError ? (
        <ErrorState onRetry={() => void consents.refetch()} retrying={consents.isFetching} />
      ) : null}
      {consents.isSuccess && rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing is recorded yet. You accepted the Terms of Service and the Privacy Policy in force when you
          joined.
        </Text>
      ) : null}
      {rows.length ? (
        <Stack gap={0}>
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Document</Table.Th>
                  <Table.Th>Version</Table.Th>
                  <Table.Th>When</Table.Th>
                  <Table.Th>How</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((item, i) => (
                  <Table.Tr key={`${item.document}-${item.accepted_at}-${i}`}>
                    <Table.Td>
                      <DocumentName item={item} />
                    </Table.Td>
                    <Table.Td>{item.version}</Table.Td>
                    <Table.Td>{dateAndTime(item.accepted_at)}</Table.Td>
                    <Table.Td>{CONSENT_CONTEXT_LABELS[item.context]}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}
    </SectionCard>
  );
}

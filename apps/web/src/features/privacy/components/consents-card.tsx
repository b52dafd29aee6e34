import { Anchor, Group, Stack, Text } from '@mantine/core';
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
    <Anchor href={path} target="_blank" rel="noopener" fz="inherit" fw={600}>
      {label}
    </Anchor>
  ) : (
    <Text span fz="inherit" fw={600}>
      {label}
    </Text>
  );
}

/** "What I agreed to": every consent with its document version and time, newest first. */
export function ConsentsCard() {
  const consents = useConsents();
  // Newest first; consents given together (sign-up's) keep their order.
  const rows = [...(consents.data ?? [])].sort((a, b) => b.accepted_at.localeCompare(a.accepted_at));
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
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Consents">
          {rows.map((item, i) => (
            <Stack
              component="li"
              key={`${item.document}-${item.accepted_at}-${i}`}
              gap={2}
              py="xs"
              style={i ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
            >
              <Group gap="xs" wrap="wrap" fz="sm">
                <DocumentName item={item} />
                <Text span size="sm" c="dimmed">
                  version {item.version}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {dateAndTime(item.accepted_at)} · {CONSENT_CONTEXT_LABELS[item.context]}
              </Text>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </SectionCard>
  );
}

import { useState } from 'react';
import { Alert, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMailOff, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { isOutboxOff, useOutbox } from '../api/outbox-api';
import { OutboxMessageCard } from '../components/outbox-message-card';
import { countOf } from '../../../lib/counts';

/** /dev/outbox: the e-mails the server would have sent (codes, reset links), newest first. */
export function OutboxPage() {
  usePageTitle('Dev outbox');
  const [params] = useSearchParams();
  const [filter, setFilter] = useState(() => params.get('to') ?? '');
  const [debounced] = useDebouncedValue(filter.trim().toLowerCase(), 300);
  const outbox = useOutbox(debounced);

  return (
    <Container size="md" py={{ base: 'xl', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Dev outbox</Title>
          <Text c="dimmed" size="sm">
            Messages the server sent while no mail relay is set up. Read sign-in codes and open reset links
            here. The list refreshes every few seconds.
          </Text>
        </Stack>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Filter by address"
            placeholder="name@example.com"
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button
            variant="default"
            size="md"
            onClick={() => void outbox.refetch()}
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
          >
            Refresh
          </Button>
        </Group>
        <OutboxBody outbox={outbox} filter={debounced} />
      </Stack>
    </Container>
  );
}

function OutboxBody({ outbox, filter }: { outbox: ReturnType<typeof useOutbox>; filter: string }) {
  if (outbox.isPending) return <LoadingState label="Loading messages" />;
  if (outbox.isError) {
    if (isOutboxOff(outbox.error)) {
      return (
        <Alert color="navy" variant="light" icon={<IconMailOff aria-hidden="true" />} role="status">
          <Text fw={600}>The dev outbox is off in production</Text>
          <Text size="sm">E-mails go out through the real mail relay instead.</Text>
        </Alert>
      );
    }
    return <ErrorState onRetry={() => void outbox.refetch()} retrying={outbox.isFetching} />;
  }
  if (outbox.data.length === 0) {
    return (
      <EmptyPanel
        title="No messages yet"
        description={filter ? `Nothing has been sent to ${filter}.` : 'Nothing has been sent so far.'}
      />
    );
  }
  return (
    <Stack gap="md" component="section" aria-label="Messages">
      <Text size="sm" c="dimmed" role="status">
        {countOf(outbox.data.length, 'message')}
      </Text>
      {outbox.data.map((message) => (
        <OutboxMessageCard key={message.id} message={message} />
      ))}
    </Stack>
  );
}

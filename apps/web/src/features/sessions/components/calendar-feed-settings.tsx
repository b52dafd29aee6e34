import { useState } from 'react';
import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconRefresh } from '@tabler/icons-react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { errorText } from '../../../lib/api';
import { useCalendarFeed, useResetCalendarFeed } from '../api/sessions-api';

/** Settings: the private calendar-feed address, to copy into Google, Outlook or Apple Calendar, and reset. */
export function CalendarFeedSettings() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder p="lg" radius="md" data-testid="calendar-feed">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Calendar feed
        </Title>
        <Text size="sm" c="dimmed">
          Subscribe to this private address in Google Calendar, Outlook or Apple Calendar to see your
          mentoring sessions and the events you attend. Keep it to yourself: anyone with it can read your
          calendar. Reset it and the old address stops at once.
        </Text>
        {feed.isPending ? (
          <LoadingState label="Loading your calendar address" />
        ) : feed.isError ? (
          <ErrorState onRetry={() => void feed.refetch()} retrying={feed.isFetching} />
        ) : (
          <>
            <TextInput
              label="Your calendar address"
              value={feed.data.webcal_url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
            />
            <Group gap="xs" wrap="wrap">
              <CopyButton value={feed.data.webcal_url}>
                {({ copied, copy }) => (
                  <Button
                    leftSection={<IconCopy size={16} aria-hidden="true" />}
                    variant="outline"
                    onClick={copy}
                  >
                    {copied ? 'Copied' : 'Copy the address'}
                  </Button>
                )}
              </CopyButton>
              <Button
                leftSection={<IconRefresh size={16} aria-hidden="true" />}
                variant="subtle"
                color="red"
                onClick={() => setConfirming(true)}
              >
                Reset the address
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        onCancel={() => setConfirming(false)}
        title="Reset the calendar address?"
        confirmLabel="Reset"
        onConfirm={() =>
          reset.mutateAsync().then(
            () => {
              setConfirming(false);
              notifications.show({ message: 'Calendar address reset.', color: 'teal' });
            },
            (e: unknown) => notifications.show({ message: errorText(e), color: 'red' }),
          )
        }
      >
        <Text size="sm">
          Calendars subscribed to the old address stop updating at once; subscribe again with the new one.
        </Text>
      </ConfirmModal>
    </Paper>
  );
}

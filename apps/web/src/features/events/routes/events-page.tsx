import { Stack, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { MSG } from '@keh/contracts';
import { EmptyPanel } from '../../../components/query-states';
import { usePageTitle } from '../../../lib/use-page-title';

/** /my/events: the landing page after login. The list itself arrives with the events feature. */
export function EventsPage() {
  usePageTitle('Events');
  return (
    <Stack gap="lg">
      <Title order={1}>Events</Title>
      <EmptyPanel
        title={MSG.noEvents}
        icon={<IconCalendarEvent aria-hidden="true" />}
        description="Workshops, networking evenings and webinars from Business Captains will appear here."
      />
    </Stack>
  );
}

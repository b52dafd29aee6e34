import { Alert, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconHistory, IconLock } from '@tabler/icons-react';
import { END_REASON_TEXT, type EndedMentoring } from '@keh/contracts';
import { DownloadButton } from '../../../components/download-button';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { usePageTitle } from '../../../lib/use-page-title';
import { useEndedMentorings } from '../api/ending-api';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });
const dateOf = (iso: string) => day.format(new Date(iso));

/** /my/mentoring-history: ended mentorings as read-only history, with a certificate when completed. */
export function MentoringHistoryPage() {
  usePageTitle('Past mentorings');
  const ended = useEndedMentorings();
  return (
    <Stack gap="lg">
      <Title order={1}>Past mentorings</Title>
      {ended.isPending ? (
        <LoadingState label="Loading your past mentorings" />
      ) : ended.isError ? (
        <ErrorState onRetry={() => void ended.refetch()} retrying={ended.isFetching} />
      ) : ended.data.length === 0 ? (
        <EmptyPanel title="No past mentorings" icon={<IconHistory aria-hidden="true" />} />
      ) : (
        ended.data.map((m) => <EndedMentoringCard key={m.id} mentoring={m} />)
      )}
    </Stack>
  );
}

function EndedMentoringCard({ mentoring: m }: { mentoring: EndedMentoring }) {
  const other = `${m.other.first_name} ${m.other.last_name}`;
  const reason = m.end_reason ? END_REASON_TEXT[m.end_reason] : null;
  return (
    <Paper
      component="article"
      aria-label={m.mentoring_name}
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
            <Title order={2} size="h3">
              {m.mentoring_name}
            </Title>
            <Text size="sm" c="dimmed">
              With {other} · {dateOf(m.created_at)} – {dateOf(m.ended_at)}
            </Text>
          </Stack>
          {reason ? (
            <Badge
              size="lg"
              radius="sm"
              variant="light"
              color={m.end_reason === 'goals_reached' ? 'green' : 'gray'}
            >
              {reason}
            </Badge>
          ) : null}
        </Group>
        <Alert
          color="gray"
          icon={<IconLock size={18} aria-hidden="true" />}
          title="Read-only history"
          role="status"
        >
          This mentoring ended on {dateOf(m.ended_at)}
          {m.ended_by_me ? ' (you ended it)' : ''}. Its plan and feed are kept here as they were and can no
          longer be changed.
          {m.end_note ? ` Note: “${m.end_note}”` : ''}
        </Alert>
        <Text size="sm" fw={600}>
          Milestones done: {m.milestones_done} of {m.milestones_total} · Tasks done: {m.tasks_done} of{' '}
          {m.tasks_total}
        </Text>
        {m.certificate ? (
          <DownloadButton path={m.certificate} filename="certificate.pdf" variant="filled">
            Download certificate
          </DownloadButton>
        ) : null}
        {m.milestones.length > 0 ? (
          <Stack gap="xs">
            <Title order={3} size="h5">
              Plan
            </Title>
            {m.milestones.map((ms) => (
              <Stack key={ms.id} gap={4}>
                <Text size="sm" fw={600}>
                  {ms.milestone_name}
                  {ms.done ? ' — done' : ''}
                </Text>
                <List size="sm" spacing={2}>
                  {ms.tasks.map((task) => (
                    <List.Item
                      key={task.id}
                      icon={
                        task.done ? (
                          <IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-label="Done" />
                        ) : (
                          <IconCircleDashed size={16} aria-label="Not done" />
                        )
                      }
                    >
                      {task.title}
                    </List.Item>
                  ))}
                </List>
              </Stack>
            ))}
          </Stack>
        ) : null}
        {m.feed.length > 0 ? (
          <Stack gap="xs">
            <Title order={3} size="h5">
              Feed
            </Title>
            {m.feed.slice(-20).map((c) => (
              <Text key={c.id} size="sm">
                <Text component="span" fw={600}>
                  {c.owner ? `${c.owner.first_name} ${c.owner.last_name}` : 'Update'}:
                </Text>{' '}
                {c.body}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

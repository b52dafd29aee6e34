import {
  Anchor,
  Badge,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import type { SessionsOverview } from '@keh/contracts';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { useStaffSessionFeedback } from '../api/sessions-api';
import { grouped } from '../../../lib/counts';
import { shortWhen } from '../session-times';
import classes from './staff-sessions.module.css';

/** The ids of the lists on the Sessions page; the overview's figures link to them. */
export const SESSION_LISTS = {
  held: 'held',
  missed: 'missed',
  captains: 'captains',
  feedback: 'feedback',
  quietPairs: 'quiet-pairs',
} as const;
type PersonHref = (id: number) => string;

const name = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;
const percent = (v: number | null) => (v === null ? '—' : `${Math.round(v * 100)}%`);

/** One figure; the card is a link to the list behind it, further down the page. */
function Figure({ label, value, list }: { label: string; value: string | number; list: string }) {
  return (
    <Paper withBorder p="md" radius="md" component="a" href={`#${list}`} className={classes.figure}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={`sessions-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value}
      </Text>
    </Paper>
  );
}

/** The sessions group of the programme overview: held, hours, missed rate, usefulness, idle pairs. */
export function SessionsOverviewPanel({
  data,
  personHref,
}: {
  data: SessionsOverview;
  personHref: PersonHref;
}) {
  const personLink = (p: { id: number; first_name: string; last_name: string }) => (
    <Anchor component={Link} to={personHref(p.id)} size="sm">
      {name(p)}
    </Anchor>
  );
  return (
    <Stack gap="md" data-testid="sessions-overview">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Figure label="Sessions held" value={data.held} list={SESSION_LISTS.held} />
        <Figure label="Mentoring hours" value={data.hours} list={SESSION_LISTS.captains} />
        <Figure label="Missed rate" value={percent(data.missed_rate)} list={SESSION_LISTS.missed} />
        <Figure
          label="Usefulness"
          value={data.usefulness_avg === null ? '—' : `${data.usefulness_avg} / 5`}
          list={SESSION_LISTS.feedback}
        />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="xs">
          Sessions held per week
        </Title>
        <Group gap={4} align="flex-end" h={80} wrap="nowrap" aria-label="Sessions held per week">
          {data.per_week.map((w) => {
            const max = Math.max(1, ...data.per_week.map((x) => x.held));
            return (
              <div
                key={w.week}
                title={`Week of ${w.week}: ${w.held} held, ${w.hours} h`}
                style={{
                  flex: 1,
                  height: `${Math.max(4, (w.held / max) * 100)}%`,
                  background: w.held ? 'var(--mantine-color-teal-7)' : 'var(--mantine-color-gray-3)',
                  borderRadius: 3,
                }}
              />
            );
          })}
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" radius="md" id={SESSION_LISTS.captains}>
          <Title order={3} size="h5" mb="xs">
            Hours per Business Captain
          </Title>
          {data.hours_per_captain.length === 0 ? (
            <Text size="sm" c="dimmed">
              No session held yet.
            </Text>
          ) : (
            <>
              {data.hours_per_captain.map((c) => (
                <Group key={c.id} justify="space-between">
                  {personLink(c)}
                  <Text size="sm">
                    {c.hours} h · {c.held} held
                  </Text>
                </Group>
              ))}
              {data.hours_per_captain.length < data.captains_held ? (
                <Text size="sm" c="dimmed" mt="xs">
                  The {grouped(data.hours_per_captain.length)} with the most hours, of{' '}
                  {grouped(data.captains_held)} who held a session.
                </Text>
              ) : null}
            </>
          )}
        </Paper>
        <Paper withBorder p="md" radius="md" id={SESSION_LISTS.quietPairs}>
          <Title order={3} size="h5" mb="xs">
            Pairs with no session in 30 days ({grouped(data.pairs_without_session_30d_total)})
          </Title>
          {data.pairs_without_session_30d.length === 0 ? (
            <Text size="sm" c="dimmed">
              Every pair has held or booked a session in the last 30 days.
            </Text>
          ) : (
            <ScrollArea.Autosize mah={320} type="auto">
              {data.pairs_without_session_30d.map((p) => (
                <Text size="sm" key={p.mentoring_id}>
                  {personLink(p.captain)} with {personLink(p.member)}
                </Text>
              ))}
              {data.pairs_without_session_30d.length < data.pairs_without_session_30d_total ? (
                <Text size="sm" c="dimmed" mt="xs">
                  The first {grouped(data.pairs_without_session_30d.length)}, the oldest pairs first.
                </Text>
              ) : null}
            </ScrollArea.Autosize>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

/** Low ratings (1–2) and private notes, newest first: what the programme team should read. */
export function SessionFeedbackList() {
  const list = useStaffSessionFeedback();
  if (list.isPending) return <LoadingState label="Loading session feedback" />;
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (!list.data.length) return <EmptyPanel title="No low ratings or private notes" />;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped data-testid="session-feedback-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>From</Table.Th>
            <Table.Th>Pair</Table.Th>
            <Table.Th>Session</Table.Th>
            <Table.Th>Score</Table.Th>
            <Table.Th>What they said</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.map((f) => (
            <Table.Tr key={`${f.session_id}-${f.from.id}`}>
              <Table.Td>
                {name(f.from)}
                <Text size="xs" c="dimmed">
                  {f.from.role === 'mentor' ? 'Business Captain' : 'Member'}
                </Text>
              </Table.Td>
              <Table.Td>
                {name(f.captain)} with {name(f.member)}
              </Table.Td>
              <Table.Td>{shortWhen(f.session_start)}</Table.Td>
              <Table.Td>
                <Badge color={f.score <= 2 ? 'red.9' : 'gray.7'}>{f.score} / 5</Badge>
              </Table.Td>
              <Table.Td>
                {f.comment ? <Text size="sm">{f.comment}</Text> : null}
                {f.private_note ? (
                  <Text size="sm" fs="italic">
                    Private: {f.private_note}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

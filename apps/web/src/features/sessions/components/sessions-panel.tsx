import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconCalendarOff } from '@tabler/icons-react';
import type { Session } from '@keh/contracts';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { useSession } from '../../../lib/session';
import { useFeedbackSummary, useSessions } from '../api/sessions-api';
import { CancelModal } from './cancel-modal';
import { LogModal } from './log-modal';
import { ProposeModal, type ProposeMode } from './propose-modal';
import { SessionCard, SessionTime } from './session-card';

/**
 * The Sessions tab of a pair's workspace (issue 32): the next booked session first, then every
 * session, newest first, each with what the viewer may do now; proposing opens a form.
 */
export function SessionsPanel({
  mentoringId,
  milestones,
}: {
  mentoringId: number;
  /** The plan's milestones; the open ones may be picked for an agenda or an action item. */
  milestones: { id: number; milestone_name: string; done: boolean }[];
}) {
  const me = useSession()?.user;
  const viewerId = me?.id ?? 0;
  const summary = useFeedbackSummary(me?.type === 'mentor');
  const sessions = useSessions(mentoringId);
  const [now] = useState(() => Date.now());
  const [propose, setPropose] = useState<ProposeMode | null>(null);
  const [cancelling, setCancelling] = useState<Session | null>(null);
  const [logging, setLogging] = useState<Session | null>(null);
  const open = milestones.filter((m) => !m.done).map((m) => ({ id: m.id, name: m.milestone_name }));
  const next = (sessions.data ?? [])
    .filter((s) => s.status === 'accepted' && s.start * 1000 > now)
    .sort((a, b) => a.start - b.start)[0];

  return (
    <Stack gap="md" data-testid="sessions-panel">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h3">
          Sessions
        </Title>
        <Button
          leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
          onClick={() => setPropose({ kind: 'new' })}
        >
          Propose a session
        </Button>
      </Group>
      {sessions.isPending ? (
        <LoadingState label="Loading sessions" />
      ) : sessions.isError ? (
        <ErrorState onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />
      ) : (
        <>
          <Paper
            withBorder
            p="md"
            radius="md"
            bg="var(--mantine-color-khaki-0)"
            data-testid="next-session-box"
          >
            <Text size="sm" c="dimmed">
              Next session
            </Text>
            {next ? (
              <SessionTime start={next.start} minutes={next.duration_minutes} />
            ) : (
              <Text fw={600}>No session booked</Text>
            )}
          </Paper>
          {me?.type === 'mentor' && summary.data !== undefined ? (
            <Text size="sm" c="dimmed" data-testid="feedback-summary">
              {summary.data
                ? `Members rate your sessions ${summary.data.average} / 5 on average (${summary.data.count} ratings from ${summary.data.members} members, across all your pairs).`
                : 'Members’ ratings of your sessions show here once at least 3 ratings from 2 members are in.'}
            </Text>
          ) : null}
          {sessions.data.length === 0 ? (
            <EmptyPanel title="No sessions yet" icon={<IconCalendarOff aria-hidden="true" />}>
              <Text size="sm" c="dimmed" ta="center">
                Propose up to three times; the other person accepts one.
              </Text>
            </EmptyPanel>
          ) : (
            sessions.data.map((s) => (
              <SessionCard
                key={s.id}
                session={s}
                viewerId={viewerId}
                actions={{
                  onPropose: (x) => setPropose({ kind: 'other', session: x }),
                  onReschedule: (x) => setPropose({ kind: 'reschedule', session: x }),
                  onCancel: setCancelling,
                  onLog: setLogging,
                }}
              />
            ))
          )}
        </>
      )}
      <ProposeModal
        mode={propose}
        mentoringId={mentoringId}
        milestones={open}
        onClose={() => setPropose(null)}
      />
      <CancelModal session={cancelling} onClose={() => setCancelling(null)} />
      <LogModal session={logging} milestones={open} onClose={() => setLogging(null)} />
    </Stack>
  );
}

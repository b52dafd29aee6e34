import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarEvent, IconMapPin, IconVideo } from '@tabler/icons-react';
import type { Session, SessionStatus } from '@keh/contracts';
import { errorText } from '../../../lib/api';
import { sessionCalls, useSessionAction } from '../api/sessions-api';
import { ukNote, whenWithEnd } from '../session-times';
import { FeedbackForm } from './feedback-form';

const STATUS: Record<SessionStatus, { label: string; color: string }> = {
  proposed: { label: 'Proposed', color: 'khaki.7' },
  accepted: { label: 'Booked', color: 'teal.9' },
  held: { label: 'Held', color: 'navy.7' },
  missed: { label: 'Missed', color: 'red.9' },
  cancelled: { label: 'Cancelled', color: 'gray.7' },
};

const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;

/** A time in the viewer's zone, with the UK time beside it when it differs. */
export function SessionTime({ start, minutes }: { start: number; minutes: number }) {
  const uk = ukNote(start);
  return (
    <Text size="sm" fw={600}>
      {whenWithEnd(start, minutes)}
      {uk ? (
        <Text span size="xs" c="dimmed" fw={400}>
          {' '}
          ({uk})
        </Text>
      ) : null}
    </Text>
  );
}

export interface SessionCardActions {
  onPropose: (s: Session) => void;
  onReschedule: (s: Session) => void;
  onCancel: (s: Session) => void;
  onLog: (s: Session) => void;
}

/** One session: its time(s), place, agenda, state, and what the viewer may do with it now. */
export function SessionCard({
  session: s,
  viewerId,
  actions,
}: {
  session: Session;
  viewerId: number;
  actions: SessionCardActions;
}) {
  const accept = useSessionAction(s.mentoring_id, (slot: number) => sessionCalls.accept(s.id, slot));
  const status = STATUS[s.status];
  const mineProposal = s.proposed_by.id === viewerId;
  return (
    <Paper withBorder p="md" radius="md" data-testid="session-card" data-status={s.status}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <IconCalendarEvent size={18} aria-hidden="true" />
            <Text fw={700}>
              {s.status === 'proposed'
                ? mineProposal
                  ? 'You proposed'
                  : `${fullName(s.proposed_by)} proposed`
                : 'Mentoring session'}
            </Text>
          </Group>
          <Badge color={status.color} variant="filled">
            {status.label}
          </Badge>
        </Group>
        {s.status === 'proposed' ? (
          <Stack gap={6}>
            {s.slots.map((slot, i) => (
              <Group key={i} justify="space-between" wrap="wrap" gap="xs" data-testid="session-slot">
                <SessionTime start={slot.start} minutes={slot.duration_minutes} />
                {s.can.accept ? (
                  <Button
                    size="xs"
                    loading={accept.isPending && accept.variables === i}
                    onClick={() =>
                      accept.mutate(i, {
                        onSuccess: () => notifications.show({ message: 'Session booked.', color: 'teal' }),
                        onError: (e) => notifications.show({ message: errorText(e), color: 'red' }),
                      })
                    }
                  >
                    Accept this time
                  </Button>
                ) : null}
              </Group>
            ))}
          </Stack>
        ) : (
          <SessionTime start={s.start} minutes={s.actual_minutes ?? s.duration_minutes} />
        )}
        {s.location ? (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden="true" />
            <Text size="sm">{s.location}</Text>
          </Group>
        ) : null}
        {s.video_url ? (
          <Group gap={6} wrap="nowrap">
            <IconVideo size={16} aria-hidden="true" />
            <Anchor href={s.video_url} target="_blank" rel="noopener noreferrer" size="sm">
              Video link
            </Anchor>
          </Group>
        ) : null}
        {s.agenda ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <b>Agenda:</b> {s.agenda}
          </Text>
        ) : null}
        {s.milestones.length ? (
          <Text size="sm">
            <b>Milestones:</b> {s.milestones.map((m) => m.name).join(', ')}
          </Text>
        ) : null}
        {s.status === 'cancelled' && s.cancel_reason ? (
          <Text size="sm" c="dimmed">
            Reason: {s.cancel_reason}
          </Text>
        ) : null}
        {s.status === 'missed' && s.missed_by ? (
          <Text size="sm" c="dimmed">
            Missed by{' '}
            {s.missed_by === 'both'
              ? 'both'
              : s.missed_by === 'captain'
                ? fullName(s.captain)
                : fullName(s.member)}
          </Text>
        ) : null}
        {s.notes ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <b>Notes:</b> {s.notes}
          </Text>
        ) : null}
        {s.action_items.length ? (
          <Stack gap={2}>
            <Text size="sm" fw={700}>
              Action items
            </Text>
            {s.action_items.map((a, i) => (
              <Text size="sm" key={i}>
                • {a.title}
                {a.task_id ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (in the plan)
                  </Text>
                ) : null}
              </Text>
            ))}
          </Stack>
        ) : null}
        <Group gap="xs" wrap="wrap">
          {s.can.propose ? (
            <Button size="xs" variant="outline" onClick={() => actions.onPropose(s)}>
              Propose other times
            </Button>
          ) : null}
          {s.can.reschedule ? (
            <Button size="xs" variant="outline" onClick={() => actions.onReschedule(s)}>
              Reschedule
            </Button>
          ) : null}
          {s.can.log ? (
            <Button size="xs" onClick={() => actions.onLog(s)}>
              Log the session
            </Button>
          ) : null}
          {s.can.cancel ? (
            <Button size="xs" variant="subtle" color="red" onClick={() => actions.onCancel(s)}>
              Cancel the session
            </Button>
          ) : null}
        </Group>
        {s.can.feedback ? <FeedbackForm session={s} /> : null}
      </Stack>
    </Paper>
  );
}

import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MISSED_BY, type Session } from '@keh/contracts';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
import { errorText, isApiError } from '../../../lib/api';
import { sessionCalls, useSessionAction, type LogInput } from '../api/sessions-api';

const MISSED_LABELS: Record<(typeof MISSED_BY)[number], string> = {
  captain: 'The Business Captain',
  member: 'The Member',
  both: 'Both of us',
};

interface ItemDraft {
  title: string;
  milestone: string | null;
}

/**
 * Log a session once it has begun: held or missed (and by whom), how long it lasted, shared notes
 * and action items, each of which can become a task of an open milestone at once.
 */
export function LogModal({
  session,
  milestones,
  onClose,
}: {
  session: Session | null;
  milestones: { id: number; name: string }[];
  onClose: () => void;
}) {
  return (
    <AppModal opened={!!session} onClose={onClose} title="Log the session" size="lg">
      {session ? <LogForm session={session} milestones={milestones} onDone={onClose} /> : null}
    </AppModal>
  );
}

function LogForm({
  session,
  milestones,
  onDone,
}: {
  session: Session;
  milestones: { id: number; name: string }[];
  onDone: () => void;
}) {
  const [held, setHeld] = useState('held');
  const [missedBy, setMissedBy] = useState<string | null>(null);
  const [minutes, setMinutes] = useState<number | string>(session.duration_minutes);
  const [notes, setNotes] = useState('');
  const [items, setItems] = useState<ItemDraft[]>([]);
  const action = useSessionAction(session.mentoring_id, (input: LogInput) =>
    sessionCalls.log(session.id, input),
  );
  const err = action.error;
  const fieldError = (name: string) => (isApiError(err) ? err.fieldError(name) : undefined);
  const options = milestones.map((m) => ({ value: String(m.id), label: m.name }));

  const submit = () =>
    action.mutate(
      {
        held: held === 'held',
        missed_by: held === 'held' ? null : ((missedBy ?? undefined) as LogInput['missed_by']),
        duration_minutes: held === 'held' ? Number(minutes) || null : null,
        notes: notes || undefined,
        action_items: items
          .filter((i) => i.title.trim())
          .map((i) => ({ title: i.title.trim(), milestone_id: i.milestone ? Number(i.milestone) : null })),
      },
      {
        onSuccess: () => {
          notifications.show({ message: 'Session logged.', color: 'teal' });
          onDone();
        },
      },
    );

  return (
    <Stack gap="md">
      <SegmentedControl
        value={held}
        onChange={setHeld}
        data={[
          { value: 'held', label: 'Held' },
          { value: 'missed', label: 'Missed' },
        ]}
        aria-label="Was the session held?"
      />
      {held === 'held' ? (
        <NumberInput
          label="How long it lasted (minutes)"
          value={minutes}
          onChange={setMinutes}
          min={1}
          max={600}
          error={fieldError('duration_minutes')}
          w={240}
        />
      ) : (
        <Select
          label="Who missed it?"
          data={MISSED_BY.map((m) => ({ value: m, label: MISSED_LABELS[m] }))}
          value={missedBy}
          onChange={setMissedBy}
          error={fieldError('missed_by')}
          w={240}
        />
      )}
      <Textarea
        label="Notes (both of you see them)"
        autosize
        minRows={3}
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        maxLength={5000}
        error={fieldError('notes')}
      />
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Action items
        </Text>
        <Text size="xs" c="dimmed">
          Choose a milestone to add an item to the plan as a task.
        </Text>
        {items.map((item, i) => (
          <Group key={i} gap="xs" align="flex-start" wrap="wrap" data-testid={`action-item-${i}`}>
            <TextInput
              aria-label={`Action item ${i + 1}`}
              placeholder="What was agreed"
              value={item.title}
              onChange={(e) =>
                setItems(items.map((x, j) => (j === i ? { ...x, title: e.currentTarget.value } : x)))
              }
              error={fieldError(`action_items.${i}.title`) ?? fieldError(`action_items.${i}.milestone_id`)}
              style={{ flex: '1 1 220px' }}
              maxLength={500}
            />
            <Select
              aria-label={`Milestone for item ${i + 1}`}
              placeholder="No milestone"
              data={options}
              value={item.milestone}
              onChange={(v) => setItems(items.map((x, j) => (j === i ? { ...x, milestone: v } : x)))}
              clearable
              style={{ flex: '1 1 180px' }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove item ${i + 1}`}
              onClick={() => setItems(items.filter((_, j) => j !== i))}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setItems([...items, { title: '', milestone: null }])}
          >
            Add an action item
          </Button>
        </Group>
      </Stack>
      {err && !Object.keys(isApiError(err) ? err.errors : {}).length ? (
        <FormAlert messages={[errorText(err)]} />
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={action.isPending}>
          Save the log
        </Button>
      </Group>
    </Stack>
  );
}

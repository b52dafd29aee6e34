import { useState } from 'react';
import { Button, Group, MultiSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { SESSION_SLOTS_MAX, type Session, type SessionSlot } from '@keh/contracts';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
import { errorText, isApiError } from '../../../lib/api';
import { sessionCalls, useSessionAction } from '../api/sessions-api';
import { unixOf, viewerZone } from '../session-times';
import { SlotFields, emptySlot, type SlotDraft } from './slot-fields';

export type ProposeMode =
  { kind: 'new' } | { kind: 'other'; session: Session } | { kind: 'reschedule'; session: Session };

const TITLES = { new: 'Propose a session', other: 'Propose other times', reschedule: 'Move the session' };

/**
 * Propose a session (up to three times, a place or a video link, an agenda and open milestones),
 * propose other times for one, or move a booked one (one time). Times are typed in the viewer's
 * own time zone.
 */
export function ProposeModal({
  mode,
  mentoringId,
  milestones,
  onClose,
}: {
  mode: ProposeMode | null;
  mentoringId: number;
  milestones: { id: number; name: string }[];
  onClose: () => void;
}) {
  return (
    <AppModal opened={!!mode} onClose={onClose} title={mode ? TITLES[mode.kind] : ''} size="lg">
      {mode ? (
        <ProposeForm mode={mode} mentoringId={mentoringId} milestones={milestones} onDone={onClose} />
      ) : null}
    </AppModal>
  );
}

function ProposeForm({
  mode,
  mentoringId,
  milestones,
  onDone,
}: {
  mode: ProposeMode;
  mentoringId: number;
  milestones: { id: number; name: string }[];
  onDone: () => void;
}) {
  const [slots, setSlots] = useState<SlotDraft[]>([emptySlot()]);
  const [location, setLocation] = useState('');
  const [video, setVideo] = useState('');
  const [agenda, setAgenda] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [slotErrors, setSlotErrors] = useState<Record<number, string>>({});
  const action = useSessionAction(mentoringId, (parsed: SessionSlot[]) => {
    if (mode.kind === 'other') return sessionCalls.propose(mode.session.id, parsed);
    if (mode.kind === 'reschedule') return sessionCalls.reschedule(mode.session.id, parsed[0]!);
    return sessionCalls.create({
      mentoring_id: mentoringId,
      slots: parsed,
      location: location || undefined,
      video_url: video || undefined,
      agenda: agenda || undefined,
      milestone_ids: picked.map(Number),
    });
  });
  const max = mode.kind === 'reschedule' ? 1 : SESSION_SLOTS_MAX;
  const err = action.error;
  const fieldError = (name: string) => (isApiError(err) ? err.fieldError(name) : undefined);

  const submit = () => {
    const errors: Record<number, string> = {};
    const parsed: SessionSlot[] = [];
    slots.forEach((s, i) => {
      const start = unixOf(s.date, s.time);
      if (start === null) errors[i] = 'Please enter a date (dd/mm/yyyy) and a time (hh:mm).';
      else if (start * 1000 <= Date.now()) errors[i] = 'A session must start in the future.';
      else parsed.push({ start, duration_minutes: Number(s.length) });
    });
    setSlotErrors(errors);
    if (Object.keys(errors).length) return;
    action.mutate(parsed, {
      onSuccess: () => {
        notifications.show({
          message: mode.kind === 'reschedule' ? 'Session moved.' : 'Times sent.',
          color: 'teal',
        });
        onDone();
      },
    });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Times are in your time zone ({viewerZone()}).
      </Text>
      {slots.map((slot, i) => (
        <SlotFields
          key={i}
          index={i}
          value={slot}
          error={slotErrors[i] ?? fieldError(`slots.${i}.start`)}
          onChange={(next) => setSlots(slots.map((s, j) => (j === i ? next : s)))}
        />
      ))}
      {slots.length < max ? (
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setSlots([...slots, emptySlot()])}
          >
            Add another time
          </Button>
        </Group>
      ) : null}
      {mode.kind === 'new' ? (
        <>
          <TextInput
            label="Place"
            description="Where you meet, or leave empty and give a video link"
            value={location}
            onChange={(e) => setLocation(e.currentTarget.value)}
            error={fieldError('location')}
            maxLength={300}
          />
          <TextInput
            label="Video link"
            placeholder="https://"
            value={video}
            onChange={(e) => setVideo(e.currentTarget.value)}
            error={fieldError('video_url')}
            maxLength={300}
          />
          <Textarea
            label="Agenda"
            autosize
            minRows={2}
            value={agenda}
            onChange={(e) => setAgenda(e.currentTarget.value)}
            error={fieldError('agenda')}
            maxLength={2000}
          />
          {milestones.length ? (
            <MultiSelect
              label="Milestones to talk about"
              data={milestones.map((m) => ({ value: String(m.id), label: m.name }))}
              value={picked}
              onChange={setPicked}
              clearable
            />
          ) : null}
        </>
      ) : null}
      {err && !fieldError('location') && !fieldError('video_url') ? (
        <FormAlert messages={[errorText(err)]} />
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} loading={action.isPending}>
          {mode.kind === 'reschedule' ? 'Move the session' : 'Send the times'}
        </Button>
      </Group>
    </Stack>
  );
}

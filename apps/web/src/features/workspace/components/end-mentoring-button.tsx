import { useState } from 'react';
import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { END_NOTE_MAX, END_REASON_TEXT, END_REASONS, MSG, type EndReason } from '@keh/contracts';
import { AppModal } from '../../../components/app-modal';
import { errorText, isApiError } from '../../../lib/api';
import { useEndMentoring } from '../api/ending-api';

interface EndMentoringButtonProps {
  mentoringId: number;
  role: 'mentor' | 'mentee';
  /** The other of the pair, for the question. */
  otherName: string;
}

/**
 * 'End mentoring' (issue 33), for either of the pair: a reason and an optional note; the other side
 * is told and the workspace stays as read-only history. A Member who ends with 'Not a good fit' goes
 * straight to their next best matches.
 */
export function EndMentoringButton({ mentoringId, role, otherName }: EndMentoringButtonProps) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState<EndReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const end = useEndMentoring();
  const navigate = useNavigate();

  const close = () => {
    setOpened(false);
    setReason(null);
    setNote('');
    setError(null);
  };
  const confirm = async () => {
    if (!reason) return setError(MSG.endReasonRequired);
    if (note.trim().length > END_NOTE_MAX) return setError(MSG.endNoteLength);
    try {
      await end.mutateAsync({
        mentoringId,
        reason: reason as (typeof END_REASONS)[number],
        note: note.trim(),
      });
      close();
      void navigate(
        role === 'mentee' && reason === 'not_a_fit' ? '/mentors/matching' : '/my/mentoring-history',
      );
    } catch (failure) {
      setError(
        (isApiError(failure) && (failure.fieldError('reason') ?? failure.fieldError('note'))) ||
          errorText(failure),
      );
    }
  };

  return (
    <>
      <Button
        variant="outline"
        color="red.8"
        leftSection={<IconFlag size={16} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        End mentoring
      </Button>
      <AppModal opened={opened} onClose={close} title="End mentoring" size="md">
        <Stack gap="md">
          <Text size="sm">
            End your mentoring with {otherName}? They will be told. The plan and the feed stay as read-only
            history for you both.
          </Text>
          <Radio.Group
            label="Why does it end?"
            value={reason}
            onChange={(v) => {
              setReason(v as EndReason);
              setError(null);
            }}
            error={!reason ? error : null}
          >
            <Stack gap="xs" mt="xs">
              {END_REASONS.map((r) => (
                <Radio key={r} value={r} label={END_REASON_TEXT[r]} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="Note (optional)"
            description={`${otherName} will see it. At most ${END_NOTE_MAX} characters.`}
            autosize
            minRows={2}
            value={note}
            error={reason ? error : null}
            onChange={(e) => {
              setNote(e.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={end.isPending} data-autofocus>
              Cancel
            </Button>
            <Button color="red.8" onClick={() => void confirm()} loading={end.isPending}>
              End mentoring
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}

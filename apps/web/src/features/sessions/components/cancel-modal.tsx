import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Session } from '@keh/contracts';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
import { errorText } from '../../../lib/api';
import { sessionCalls, useSessionAction } from '../api/sessions-api';

/** Cancel a proposed or booked session, with an optional reason the other person reads. */
export function CancelModal({ session, onClose }: { session: Session | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const action = useSessionAction(session?.mentoring_id ?? 0, () => sessionCalls.cancel(session!.id, reason));
  return (
    <AppModal opened={!!session} onClose={onClose} title="Cancel the session">
      <Stack gap="md">
        <Textarea
          label="Reason (optional)"
          description="The other person reads it in the cancellation."
          autosize
          minRows={2}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
        />
        {action.error ? <FormAlert messages={[errorText(action.error)]} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button
            color="red"
            loading={action.isPending}
            onClick={() =>
              action.mutate(undefined, {
                onSuccess: () => {
                  notifications.show({ message: 'Session cancelled.', color: 'teal' });
                  setReason('');
                  onClose();
                },
              })
            }
          >
            Cancel the session
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}

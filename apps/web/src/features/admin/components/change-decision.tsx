import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { REFUSAL_REASON_MAX } from '@keh/contracts';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
import { useDecideChange } from '../api/admin-api';
import { actionErrorText, refusalReasonError } from '../console-texts';

interface ChangeDecisionProps {
  member: { id: number; name: string };
  size?: 'xs' | 'sm';
}

/**
 * Approve or refuse a Member's request to change their questionnaire answers, each behind a
 * modal. The Member is e-mailed either way; a refusal carries the reason.
 */
export function ChangeDecision({ member, size = 'sm' }: ChangeDecisionProps) {
  const decide = useDecideChange();
  const [open, setOpen] = useState<'approve' | 'refuse' | null>(null);
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState(false);
  const reasonError = refusalReasonError(reason);
  const busy = decide.isPending;
  const serverMessages = decide.isError ? [actionErrorText(decide.error)] : [];

  const close = () => {
    if (busy) return;
    setOpen(null);
    setSubmitted(false);
    setTouched(false);
    decide.reset();
  };

  const run = async (decision: 'approve' | 'refuse') => {
    try {
      await decide.mutateAsync({ memberId: member.id, decision, reason: reason.trim() });
    } catch {
      return; // the modal shows the server's words; nothing typed is lost
    }
    setOpen(null);
    setReason('');
    setSubmitted(false);
    setTouched(false);
    notifications.show(
      decision === 'approve'
        ? {
            color: 'green',
            title: 'Change approved',
            message: `${member.name} can now change their questionnaire answers; we have e-mailed them.`,
          }
        : {
            color: 'navy',
            title: 'Change refused',
            message: `We have e-mailed ${member.name} your reason.`,
          },
    );
  };

  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Button
          size={size}
          color="green.8"
          leftSection={<IconCheck size={16} aria-hidden="true" />}
          onClick={() => setOpen('approve')}
          aria-label={`Approve the change for ${member.name}`}
        >
          Approve
        </Button>
        <Button
          size={size}
          variant="default"
          leftSection={<IconX size={16} aria-hidden="true" />}
          onClick={() => setOpen('refuse')}
          aria-label={`Refuse the change for ${member.name}`}
        >
          Refuse
        </Button>
      </Group>

      <AppModal
        opened={open === 'approve'}
        onClose={close}
        title="Approve the questionnaire change"
        size="sm"
      >
        <Stack gap="lg">
          <Text size="sm">
            {member.name} may then change their questionnaire answers once. We e-mail them to say so.
          </Text>
          <FormAlert messages={serverMessages} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy} data-autofocus>
              Cancel
            </Button>
            <Button color="green.8" onClick={() => void run('approve')} loading={busy}>
              Approve
            </Button>
          </Group>
        </Stack>
      </AppModal>

      <AppModal opened={open === 'refuse'} onClose={close} title="Refuse the questionnaire change" size="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(true);
            if (!reasonError) void run('refuse');
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              {member.name} keeps their current answers and receives your reason by e-mail, so say why and
              what they can do instead.
            </Text>
            <FormAlert messages={serverMessages} />
            <Textarea
              label="Reason for the member"
              required
              autosize
              minRows={4}
              maxRows={10}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={(submitted || touched) && reasonError ? reasonError : undefined}
              description={`${reason.length} / ${REFUSAL_REASON_MAX} characters`}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" color="red.8" loading={busy}>
                Refuse
              </Button>
            </Group>
          </Stack>
        </form>
      </AppModal>
    </>
  );
}

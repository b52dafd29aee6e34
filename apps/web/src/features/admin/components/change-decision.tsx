import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { MSG, REFUSAL_REASON_MAX } from '@keh/contracts';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ReasonModal } from '../../../components/reason-modal';
import { useDecideChange } from '../api/admin-api';
import { actionErrorText } from '../console-texts';

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
  const busy = decide.isPending;
  const serverMessages = decide.isError ? [actionErrorText(decide.error)] : [];

  const close = () => {
    if (busy) return;
    setOpen(null);
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

      <ConfirmModal
        confirmColor="green.8"
        opened={open === 'approve'}
        title="Approve the questionnaire change"
        confirmLabel="Approve"
        busy={busy}
        messages={serverMessages}
        onCancel={close}
        onConfirm={() => void run('approve')}
      >
        <Text size="sm">
          {member.name} may then change their questionnaire answers once. We e-mail them to say so.
        </Text>
      </ConfirmModal>
      <ReasonModal
        opened={open === 'refuse'}
        title="Refuse the questionnaire change"
        label="Reason for the member"
        confirmLabel="Refuse"
        max={REFUSAL_REASON_MAX}
        requiredMessage={MSG.refusalReasonRequired}
        reason={reason}
        onReasonChange={setReason}
        messages={serverMessages}
        busy={busy}
        onCancel={close}
        onConfirm={() => void run('refuse')}
      >
        {member.name} keeps their current answers and receives your reason by e-mail, so say why and what they
        can do instead.
      </ReasonModal>
    </>
  );
}

import { useState } from 'react';
import { Button, Group, List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MSG, REFUSAL_REASON_MAX, type PersonDetail } from '@keh/contracts';
import { ReasonModal } from '../../../components/reason-modal';
import { SectionCard } from '../../../components/section-card';
import { isApiError } from '../../../lib/api';
import { useEraseNow } from '../api/erasure-api';
import { actionErrorText, personName } from '../console-texts';
import { PEOPLE_PATH } from '../staff';

/**
 * "Erase now" (issue 31): a request to erase that came by post or e-mail. Skips the grace period,
 * asks for the reason (kept in the audit log) and confirms what will happen.
 */
export function EraseNow({ person, isSelf }: { person: PersonDetail; isSelf: boolean }) {
  const name = personName(person);
  const navigate = useNavigate();
  const erase = useEraseNow();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const close = () => {
    if (erase.isPending) return;
    setOpen(false);
    erase.reset();
  };
  const confirm = async () => {
    try {
      await erase.mutateAsync({ id: person.id, reason: reason.trim() });
    } catch {
      return;
    }
    setOpen(false);
    notifications.show({
      color: 'navy',
      title: 'Account erased',
      message: `${name}'s account is being erased now; it leaves the console within a minute.`,
    });
    await navigate(PEOPLE_PATH);
  };
  return (
    <SectionCard
      title="Erase this account"
      description="For a request to erase made by post or e-mail: no grace period, written to the audit log."
    >
      <Group>
        <Button
          color="red.8"
          variant="outline"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={() => setOpen(true)}
          disabled={isSelf}
        >
          Erase now
        </Button>
        {isSelf ? (
          <Text size="sm" c="dimmed">
            You cannot erase your own account here.
          </Text>
        ) : null}
      </Group>
      <ReasonModal
        opened={open}
        title={`Erase ${name} now?`}
        label="Reason"
        hint="Kept in the audit log, e.g. how and when the request came."
        confirmLabel="Erase account"
        max={REFUSAL_REASON_MAX}
        requiredMessage={MSG.eraseReasonRequired}
        reason={reason}
        onReasonChange={setReason}
        serverError={isApiError(erase.error) ? erase.error.fieldError('reason') : undefined}
        messages={
          erase.isError && !(isApiError(erase.error) && erase.error.fieldError('reason'))
            ? [actionErrorText(erase.error)]
            : []
        }
        busy={erase.isPending}
        onCancel={close}
        onConfirm={() => void confirm()}
      >
        <List size="sm" spacing={4}>
          <List.Item>
            They are signed out everywhere and their account is erased at once, with no grace period.
          </List.Item>
          <List.Item>
            Their details, files, events, templates and articles go; their running mentorings end and the
            other person is told.
          </List.Item>
          <List.Item>
            Their messages and feed comments stay readable to the other person as &quot;Former member&quot; or
            &quot;Former captain&quot;. This cannot be undone.
          </List.Item>
        </List>
      </ReasonModal>
    </SectionCard>
  );
}

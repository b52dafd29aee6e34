import { useState } from 'react';
import { Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MSG, REFUSAL_REASON_MAX, type PersonDetail } from '@keh/contracts';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
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
  const [tried, setTried] = useState(false);
  const missing = !reason.trim();
  const tooLong = reason.length > REFUSAL_REASON_MAX;
  const reasonError =
    (isApiError(erase.error) ? erase.error.fieldError('reason') : undefined) ??
    (tried && missing
      ? MSG.eraseReasonRequired
      : tooLong
        ? `The reason can be at most ${REFUSAL_REASON_MAX} characters.`
        : undefined);
  const close = () => {
    if (erase.isPending) return;
    setOpen(false);
    setTried(false);
    erase.reset();
  };
  const confirm = async () => {
    setTried(true);
    if (missing || tooLong) return;
    try {
      await erase.mutateAsync({ id: person.id, reason });
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
      <AppModal opened={open} onClose={close} title={`Erase ${name} now?`} size="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          <Stack gap="md">
            <List size="sm" spacing={4}>
              <List.Item>
                They are signed out everywhere and their account is erased at once, with no grace period.
              </List.Item>
              <List.Item>
                Their details, files, events, templates and articles go; their running mentorings end and the
                other person is told.
              </List.Item>
              <List.Item>
                Their messages and feed comments stay readable to the other person as &quot;Former
                member&quot; or &quot;Former captain&quot;. This cannot be undone.
              </List.Item>
            </List>
            <FormAlert messages={erase.isError && !reasonError ? [actionErrorText(erase.error)] : []} />
            <Textarea
              label="Reason"
              required
              description="Kept in the audit log, e.g. how and when the request came."
              autosize
              minRows={3}
              maxRows={8}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={reasonError}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data-autofocus
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={erase.isPending}>
                Cancel
              </Button>
              <Button type="submit" color="red.8" loading={erase.isPending}>
                Erase account
              </Button>
            </Group>
          </Stack>
        </form>
      </AppModal>
    </SectionCard>
  );
}

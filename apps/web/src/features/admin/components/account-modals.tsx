import type { ReactNode } from 'react';
import { Badge, Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { REFUSAL_REASON_MAX, ROLE_LABELS, type Role } from '@keh/contracts';
import { AppModal } from '../../../components/app-modal';
import { FormAlert } from '../../../components/form-alert';
import { isStaff } from '../staff';
import { RoleBadge } from './person-badges';
import { countOf } from '../../../lib/counts';

interface ModalBase {
  opened: boolean;
  name: string;
  busy: boolean;
  /** The server's words when it refused. */
  messages: readonly string[];
  onCancel: () => void;
  onConfirm: () => void;
}

function Buttons({ busy, onCancel, confirm }: Pick<ModalBase, 'busy' | 'onCancel'> & { confirm: ReactNode }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      {confirm}
    </Group>
  );
}

interface SuspendModalProps extends ModalBase {
  sessions: number;
  /** Kept by the caller, so closing the modal loses nothing typed. */
  reason: string;
  onReasonChange: (reason: string) => void;
}

/** Suspend: what happens to them, and an optional reason for the audit log. */
export function SuspendModal({
  opened,
  name,
  sessions,
  reason,
  onReasonChange,
  busy,
  messages,
  onCancel,
  onConfirm,
}: SuspendModalProps) {
  const tooLong = reason.length > REFUSAL_REASON_MAX;
  return (
    <AppModal
      opened={opened}
      onClose={busy ? () => undefined : onCancel}
      title={`Suspend ${name}?`}
      size="md"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooLong) onConfirm();
        }}
      >
        <Stack gap="md">
          <List size="sm" spacing={4}>
            <List.Item>
              They are signed out everywhere at once
              {sessions > 0 ? ` (${countOf(sessions, 'session')} open now)` : ''}.
            </List.Item>
            <List.Item>
              They cannot sign in; when they try, they are told their account is suspended and how to contact
              us.
            </List.Item>
            <List.Item>
              Their profile, articles and mentorings stay as they are until you reactivate them.
            </List.Item>
          </List>
          <FormAlert messages={messages} />
          <Textarea
            label="Reason (optional)"
            description={`Kept in the audit log for other administrators; ${name} does not see it. ${reason.length} / ${REFUSAL_REASON_MAX} characters`}
            autosize
            minRows={3}
            maxRows={8}
            value={reason}
            onChange={(event) => onReasonChange(event.currentTarget.value)}
            error={tooLong ? `The reason can be at most ${REFUSAL_REASON_MAX} characters.` : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-autofocus
          />
          <Buttons
            busy={busy}
            onCancel={onCancel}
            confirm={
              <Button type="submit" color="red.8" loading={busy}>
                Suspend account
              </Button>
            }
          />
        </Stack>
      </form>
    </AppModal>
  );
}

/** Reactivate: they may sign in again. */
export function ReactivateModal({ opened, name, busy, messages, onCancel, onConfirm }: ModalBase) {
  return (
    <AppModal
      opened={opened}
      onClose={busy ? () => undefined : onCancel}
      title={`Reactivate ${name}?`}
      size="sm"
    >
      <Stack gap="lg">
        <Text size="sm">
          {name} can sign in again with their e-mail address and password, and everything they had is there.
        </Text>
        <FormAlert messages={messages} />
        <Buttons
          busy={busy}
          onCancel={onCancel}
          confirm={
            <Button color="green.8" onClick={onConfirm} loading={busy} data-autofocus>
              Reactivate account
            </Button>
          }
        />
      </Stack>
    </AppModal>
  );
}

/** What a new role changes, in a sentence. */
function roleConsequence(from: Role, to: Role, isSelf: boolean): string {
  if (isSelf && from === 'admin') {
    return 'You will no longer be an administrator: People, questionnaire changes and the audit log close to you at once.';
  }
  if (to === 'admin')
    return 'Administrators can open every page of the staff console, change roles and suspend accounts.';
  if (to === 'moderator') return 'Moderators can publish and ban articles in the review queue.';
  if (isStaff(from)) return 'They lose access to the staff console at once.';
  return 'What they can see and do changes at once; their profile, requests and mentorings are kept.';
}

interface RoleModalProps extends ModalBase {
  from: Role;
  to: Role;
  isSelf: boolean;
}

/** Change role: the old and the new role side by side, and what follows. */
export function RoleModal({
  opened,
  name,
  from,
  to,
  isSelf,
  busy,
  messages,
  onCancel,
  onConfirm,
}: RoleModalProps) {
  return (
    <AppModal opened={opened} onClose={busy ? () => undefined : onCancel} title="Change role" size="md">
      <Stack gap="md">
        <Text size="sm">
          Change {isSelf ? 'your own' : `${name}'s`} role from <b>{ROLE_LABELS[from]}</b> to{' '}
          <b>{ROLE_LABELS[to]}</b>?
        </Text>
        <Group gap="xs" aria-hidden="true">
          <RoleBadge role={from} size="lg" />
          <IconArrowRight size={18} color="var(--mantine-color-gray-6)" />
          <RoleBadge role={to} size="lg" />
        </Group>
        <Text size="sm" c="dimmed">
          {roleConsequence(from, to, isSelf)}
        </Text>
        {isSelf ? (
          <Badge color="orange" variant="light" radius="sm" style={{ alignSelf: 'flex-start' }}>
            This is your own account
          </Badge>
        ) : null}
        <FormAlert messages={messages} />
        <Buttons
          busy={busy}
          onCancel={onCancel}
          confirm={
            <Button onClick={onConfirm} loading={busy} data-autofocus>
              Change role
            </Button>
          }
        />
      </Stack>
    </AppModal>
  );
}

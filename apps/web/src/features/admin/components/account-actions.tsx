import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconPlayerPlay, IconUserCog } from '@tabler/icons-react';
import { ROLE_LABELS, ROLES, type PersonDetail, type Role } from '@keh/contracts';
import { SectionCard } from '../../../components/section-card';
import { useChangeRole, useReactivate, useSuspend } from '../api/admin-api';
import { actionErrorText, article, isRole, personName } from '../console-texts';
import { ReactivateModal, RoleModal, SuspendModal } from './account-modals';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

interface AccountActionsProps {
  person: PersonDetail;
  /** The signed-in admin's own account is open. */
  isSelf: boolean;
}

/** Suspend or reactivate the account, and change its role; each behind a modal that says what follows. */
export function AccountActions({ person, isSelf }: AccountActionsProps) {
  const name = personName(person);
  const suspended = person.status === 'suspended';
  const [open, setOpen] = useState<'suspend' | 'reactivate' | 'role' | null>(null);
  const [reason, setReason] = useState('');
  const [role, setRole] = useState<Role>(person.type);
  const suspend = useSuspend();
  const reactivate = useReactivate();
  const changeRole = useChangeRole();
  const busy = suspend.isPending || reactivate.isPending || changeRole.isPending;

  const close = () => {
    if (busy) return;
    setOpen(null);
    suspend.reset();
    reactivate.reset();
    changeRole.reset();
  };

  const doSuspend = async () => {
    try {
      await suspend.mutateAsync({ id: person.id, reason });
    } catch {
      return;
    }
    setOpen(null);
    setReason('');
    notifications.show({
      color: 'navy',
      title: 'Account suspended',
      message: `${name} has been signed out and cannot sign in until you reactivate the account.`,
    });
  };

  const doReactivate = async () => {
    try {
      await reactivate.mutateAsync({ id: person.id });
    } catch {
      return;
    }
    setOpen(null);
    notifications.show({
      color: 'green',
      title: 'Account reactivated',
      message: `${name} can sign in again.`,
    });
  };

  const doChangeRole = async () => {
    try {
      await changeRole.mutateAsync({ id: person.id, role });
    } catch {
      return;
    }
    setOpen(null);
    notifications.show({
      color: 'green',
      title: 'Role changed',
      message: `${name} is now ${article(ROLE_LABELS[role])} ${ROLE_LABELS[role]}.`,
    });
  };

  return (
    <SectionCard title="Account" description="Changes take effect at once and are written to the audit log.">
      <Stack gap="lg">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {suspended ? 'This account is suspended' : 'Access'}
          </Text>
          <Text size="sm" c="dimmed">
            {suspended
              ? `${name} cannot sign in; when they try, they are told the account is suspended.`
              : isSelf
                ? 'You cannot suspend your own account.'
                : `Suspending ends ${name}'s sessions at once and stops them from signing in.`}
          </Text>
          <Group>
            {suspended ? (
              <Button
                color="green.8"
                leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
                onClick={() => setOpen('reactivate')}
              >
                Reactivate account
              </Button>
            ) : (
              <Button
                color="red.8"
                variant="outline"
                leftSection={<IconBan size={16} aria-hidden="true" />}
                onClick={() => setOpen('suspend')}
                disabled={isSelf}
              >
                Suspend account
              </Button>
            )}
          </Group>
        </Stack>

        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (role !== person.type) setOpen('role');
          }}
        >
          <Group align="flex-end" gap="sm">
            <Select
              label="Role"
              data={ROLE_OPTIONS}
              value={role}
              onChange={(value) => setRole(isRole(value) ? value : person.type)}
              allowDeselect={false}
              size="md"
              w={{ base: '100%', xs: 240 }}
              description={isSelf ? 'This is your own account.' : `Now: ${ROLE_LABELS[person.type]}`}
            />
            <Button
              type="submit"
              size="md"
              variant="light"
              leftSection={<IconUserCog size={16} aria-hidden="true" />}
              disabled={role === person.type}
            >
              Change role
            </Button>
          </Group>
        </form>
      </Stack>

      <SuspendModal
        opened={open === 'suspend'}
        name={name}
        sessions={person.active_tokens}
        reason={reason}
        onReasonChange={setReason}
        busy={suspend.isPending}
        messages={suspend.isError ? [actionErrorText(suspend.error)] : []}
        onCancel={close}
        onConfirm={() => void doSuspend()}
      />
      <ReactivateModal
        opened={open === 'reactivate'}
        name={name}
        busy={reactivate.isPending}
        messages={reactivate.isError ? [actionErrorText(reactivate.error)] : []}
        onCancel={close}
        onConfirm={() => void doReactivate()}
      />
      <RoleModal
        opened={open === 'role'}
        name={name}
        from={person.type}
        to={role}
        isSelf={isSelf}
        busy={changeRole.isPending}
        messages={changeRole.isError ? [actionErrorText(changeRole.error)] : []}
        onCancel={close}
        onConfirm={() => void doChangeRole()}
      />
    </SectionCard>
  );
}

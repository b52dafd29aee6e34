import { Badge, type BadgeProps } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { ROLE_LABELS, type Role } from '@keh/contracts';
import { ROLE_COLORS, USER_STATUS_COLORS, USER_STATUS_LABELS, type UserStatus } from '../console-texts';

/** A person's role: Business Captain, Member, Moderator, Administrator. */
export function RoleBadge({ role, size = 'sm' }: { role: Role; size?: BadgeProps['size'] }) {
  return (
    <Badge variant="light" color={ROLE_COLORS[role].color} c={ROLE_COLORS[role].text} radius="sm" size={size}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}

/** Active or Suspended (in red, with a mark that does not rely on colour alone). */
export function StatusBadge({ status, size = 'sm' }: { status: UserStatus; size?: BadgeProps['size'] }) {
  const suspended = status === 'suspended';
  return (
    <Badge
      variant={suspended ? 'filled' : 'outline'}
      color={suspended ? 'red.8' : USER_STATUS_COLORS[status]}
      radius="sm"
      size={size}
      leftSection={suspended ? <IconBan size={12} aria-hidden="true" /> : undefined}
    >
      {USER_STATUS_LABELS[status]}
    </Badge>
  );
}

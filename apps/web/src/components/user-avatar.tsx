import { Avatar, type MantineSize } from '@mantine/core';

interface UserAvatarProps {
  firstName: string;
  lastName: string;
  src: string | null | undefined;
  size?: MantineSize | number;
  /** Decorative when the name is printed beside it. */
  decorative?: boolean;
}

export function UserAvatar({ firstName, lastName, src, size = 'md', decorative = false }: UserAvatarProps) {
  const name = `${firstName} ${lastName}`.trim();
  const letters = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
  return (
    <Avatar
      src={src || null}
      size={size}
      radius="100%"
      color="khaki.3"
      variant="filled"
      alt={decorative ? '' : name}
      aria-hidden={decorative || undefined}
      styles={{ placeholder: { color: 'var(--mantine-color-navy-9)', fontWeight: 700 } }}
    >
      {letters}
    </Avatar>
  );
}

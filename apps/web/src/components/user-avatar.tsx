import { Avatar, type MantineSize } from '@mantine/core';
import { pictureAt } from '@keh/contracts';

/** Mantine's avatar sizes in CSS pixels. */
const SIZE_PX: Record<MantineSize, number> = { xs: 16, sm: 26, md: 38, lg: 56, xl: 84 };

interface UserAvatarProps {
  firstName: string;
  lastName: string;
  src: string | null | undefined;
  size?: MantineSize | number;
  /** Decorative when the name is printed beside it. */
  decorative?: boolean;
}

/** A person's picture (at the width it is drawn, not the 320 px stored), or their initials. */
export function UserAvatar({ firstName, lastName, src, size = 'md', decorative = false }: UserAvatarProps) {
  const name = `${firstName} ${lastName}`.trim();
  const letters = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
  return (
    <Avatar
      src={src ? pictureAt(src, typeof size === 'number' ? size : SIZE_PX[size]) : null}
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

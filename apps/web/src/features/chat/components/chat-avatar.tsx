import { Indicator, VisuallyHidden } from '@mantine/core';
import { UserAvatar } from '../../../components/user-avatar';
import { useIsOnline } from '../api/presence';

/**
 * A conversation's avatar: the other member's picture or the initials of their name, with a green
 * dot while they are online (the 'online' channel). `sayOnline={false}` leaves the words to the
 * caller (a chat list row says them after the name, so its name starts with the visible text).
 */
export function ChatAvatar({
  name,
  src,
  userId,
  size = 44,
  sayOnline = true,
}: {
  name: string;
  src: string | null;
  userId?: number;
  size?: number;
  sayOnline?: boolean;
}) {
  const [first = '', ...rest] = name.split(' ');
  const online = useIsOnline(userId);
  return (
    <Indicator disabled={!online} color="green.7" size={12} offset={5} position="bottom-end" withBorder>
      <UserAvatar firstName={first} lastName={rest.join(' ')} src={src} size={size} decorative />
      {online && sayOnline ? <VisuallyHidden data-testid="online">online</VisuallyHidden> : null}
    </Indicator>
  );
}

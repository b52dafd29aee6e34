import { UserAvatar } from '../../../components/user-avatar';

/** A conversation's avatar: the other member's picture or the initials of their name. */
export function ChatAvatar({ name, src, size = 44 }: { name: string; src: string | null; size?: number }) {
  const [first = '', ...rest] = name.split(' ');
  return <UserAvatar firstName={first} lastName={rest.join(' ')} src={src} size={size} decorative />;
}

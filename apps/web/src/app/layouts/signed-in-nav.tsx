import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconMessages, IconRoute } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import { isStaff } from '../../features/admin';
import { useLogout } from '../../features/auth';
import { useChatRealtime, useUnreadChatTotal } from '../../features/chat';
import { useLiveChanges } from '../live-changes';
import { fullName, type Session } from '../../lib/session';
import { tourTarget, type TourTarget } from '../../lib/tour-targets';
import classes from './app-header.module.css';
import { NavWrap, type HeaderNavProps } from './nav-wrap';
import { HeaderLink } from './header-link';
import { StaffLinks } from './staff-links';

/** The header's navigation for a signed-in user (loaded lazily by HeaderNav). */
export default function SignedInNav({
  session,
  layout,
  tourOn,
  onToggleTour,
  onNavigate,
}: HeaderNavProps & { session: Session }) {
  const { logout, isPending } = useLogout();
  const unreadChats = useUnreadChatTotal();
  useChatRealtime();
  useLiveChanges();
  const column = layout === 'column';
  const itemClass = column ? classes.drawerLink : classes.link;
  const link = (to: string, label: string, target: TourTarget) => (
    <NavLink to={to} className={itemClass} onClick={onNavigate} {...tourTarget(target)}>
      {label}
    </NavLink>
  );

  return (
    <NavWrap layout={layout}>
      {link('/mentors/matching', 'Business Captains', 'nav-matching')}
      {link('/base', 'Knowledge base', 'nav-base')}
      <UnstyledButton
        className={itemClass}
        aria-pressed={tourOn}
        onClick={onToggleTour}
        {...tourTarget('toggle')}
      >
        <Group gap={6} wrap="nowrap" component="span">
          <IconRoute size={18} aria-hidden="true" />
          How it works
        </Group>
      </UnstyledButton>
      {isStaff(session.user.type) ? (
        <StaffLinks
          role={session.user.type}
          layout={layout}
          linkClassName={itemClass}
          onNavigate={onNavigate}
        />
      ) : null}
      <HeaderLink
        to="/chats"
        name="Chats"
        icon={IconMessages}
        count={unreadChats}
        noun="unread"
        alwaysCount
        layout={layout}
        className={column ? classes.drawerLink : classes.iconLink}
        onNavigate={onNavigate}
        target="nav-chats"
      />
      <NavLink
        to="/my/profile"
        className={column ? classes.drawerLink : classes.userLink}
        onClick={onNavigate}
        {...tourTarget('nav-profile')}
      >
        <Group gap="xs" wrap="nowrap" component="span">
          <UserAvatar
            firstName={session.user.first_name}
            lastName={session.user.last_name}
            src={session.user.avatar}
            size={30}
            decorative
          />
          <Text component="span" size="sm" fw={600} className={classes.userName}>
            {fullName(session.user) || 'My profile'}
          </Text>
        </Group>
      </NavLink>
      <UnstyledButton
        className={itemClass}
        onClick={() => {
          onNavigate?.();
          logout();
        }}
        disabled={isPending}
      >
        <Group gap={6} wrap="nowrap" component="span">
          <IconLogout size={18} aria-hidden="true" />
          Logout
        </Group>
      </UnstyledButton>
    </NavWrap>
  );
}

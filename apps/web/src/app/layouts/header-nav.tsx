import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Indicator,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconLogout, IconMessages, IconRoute } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import { isStaff } from '../../features/admin';
import { useLogout } from '../../features/auth';
import { useChatRealtime, useUnreadChatTotal } from '../../features/chat';
import { fullName, type Session } from '../../lib/session';
import classes from './app-header.module.css';
import { ReviewQueueLink } from './review-queue-link';

interface HeaderNavProps {
  session: Session | null;
  layout: 'row' | 'column';
  tourOn: boolean;
  onToggleTour: () => void;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

export function HeaderNav({ session, layout, tourOn, onToggleTour, onNavigate }: HeaderNavProps) {
  const { logout, isPending } = useLogout();
  const unreadChats = useUnreadChatTotal();
  useChatRealtime();
  const column = layout === 'column';
  const itemClass = column ? classes.drawerLink : classes.link;

  const wrap = (children: ReactNode) =>
    column ? (
      <Stack gap={4} w="100%">
        {children}
      </Stack>
    ) : (
      <Group gap={4} wrap="nowrap">
        {children}
      </Group>
    );
  const link = (to: string, label: string) => (
    <NavLink to={to} className={itemClass} onClick={onNavigate}>
      {label}
    </NavLink>
  );

  if (!session) {
    return wrap(
      <>
        {link('/base', 'Knowledge base')}
        {link('/login/1', 'Login')}
        <Button
          component={NavLink}
          to="/sign-up/1"
          onClick={onNavigate}
          color="khaki.4"
          c="navy.9"
          ml={column ? 0 : 'xs'}
          mt={column ? 'sm' : 0}
        >
          Sign up
        </Button>
      </>,
    );
  }

  const chatLabel = `Chats, ${unreadChats} unread`;
  return wrap(
    <>
      {link('/mentors/matching', 'Business Captains')}
      {link('/base', 'Knowledge base')}
      <UnstyledButton className={itemClass} aria-pressed={tourOn} onClick={onToggleTour}>
        <Group gap={6} wrap="nowrap" component="span">
          <IconRoute size={18} aria-hidden="true" />
          How it works
        </Group>
      </UnstyledButton>
      {isStaff(session.user.type) ? (
        <ReviewQueueLink
          layout={layout}
          className={column ? classes.drawerLink : classes.iconLink}
          onNavigate={onNavigate}
        />
      ) : null}
      {column ? (
        <NavLink to="/chats" className={itemClass} onClick={onNavigate}>
          <Group gap={6} wrap="nowrap" component="span">
            <IconMessages size={18} aria-hidden="true" />
            Chats
            <Badge size="sm" color="khaki.4" c="navy.9" circle>
              {unreadChats}
            </Badge>
            <VisuallyHidden>unread</VisuallyHidden>
          </Group>
        </NavLink>
      ) : (
        <Indicator
          label={unreadChats}
          size={18}
          offset={6}
          color="khaki.4"
          disabled={unreadChats === 0}
          styles={{ indicator: { color: 'var(--mantine-color-navy-9)', fontWeight: 700 } }}
          inline
        >
          <ActionIcon
            component={NavLink}
            to="/chats"
            variant="subtle"
            color="white"
            size="lg"
            className={classes.iconLink}
            aria-label={chatLabel}
          >
            <IconMessages size={22} aria-hidden="true" />
          </ActionIcon>
        </Indicator>
      )}
      <NavLink
        to="/my/profile"
        className={column ? classes.drawerLink : classes.userLink}
        onClick={onNavigate}
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
    </>,
  );
}

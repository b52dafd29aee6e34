import { Group } from '@mantine/core';
import { IconInbox, IconMessages } from '@tabler/icons-react';
import { useChatRealtime, useUnreadChatTotal } from '../../features/chat';
import { useUserProfile } from '../../features/profile';
import type { Session } from '../../lib/session';
import classes from './app-header.module.css';
import { HeaderLink } from './header-link';

/**
 * The phone header's news beside the burger (issue 28): unread chats, and for captains the new
 * requests, each an icon link with its count, so news shows without opening the menu. Loaded with
 * the signed-in navigation (it brings the chat and profile APIs); hidden from the lg breakpoint,
 * where the full header shows the same.
 */
export default function MobileNews({ session }: { session: Session }) {
  const unreadChats = useUnreadChatTotal();
  useChatRealtime();
  const captain = session.user.type === 'mentor';
  const profile = useUserProfile();
  const incoming = captain ? (profile.data?.incoming_requests_count ?? 0) : 0;
  return (
    <Group gap={4} wrap="nowrap" component="nav" aria-label="News">
      {captain ? (
        <HeaderLink
          to="/my/incoming-requests"
          name="Incoming Requests"
          icon={IconInbox}
          count={incoming}
          noun="waiting"
          layout="row"
          className={classes.iconLink}
        />
      ) : null}
      <HeaderLink
        to="/chats"
        name="Chats"
        icon={IconMessages}
        count={unreadChats}
        noun="unread"
        alwaysCount
        layout="row"
        className={classes.iconLink}
      />
    </Group>
  );
}

import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import {
  Badge,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import type { ChatSearchResult, Conversation } from '@keh/contracts';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { useConversations, useMessageSearch } from '../api/chat-api';
import { useIsOnline } from '../api/presence';
import { messageDateLabel } from '../chat-dates';
import { ChatAvatar } from './chat-avatar';
import { SearchToggle } from './search-toggle';
import classes from './chat.module.css';
import { tourTarget } from '../../../lib/tour-targets';

/** 'Chat list': every conversation with its time, last message and unread badge (docs/product/screens.md). */
export function ConversationList({ activeId }: { activeId: number | null }) {
  const conversations = useConversations();
  const [searching, setSearching] = useState(false);
  const [term, setTerm] = useState('');
  const needle = term.trim().toLowerCase();
  const [query] = useDebouncedValue(searching ? term.trim() : '', 300);
  const shown = (conversations.data ?? []).filter(
    (c) =>
      !needle || c.name.toLowerCase().includes(needle) || c.last_message?.body.toLowerCase().includes(needle),
  );

  return (
    <Paper
      withBorder
      radius="md"
      className={classes.panel}
      component="section"
      aria-labelledby="chat-list-title"
    >
      <Group justify="space-between" p="md" className={classes.panelHeader} wrap="nowrap">
        <Title order={1} size="h3" id="chat-list-title" {...tourTarget('chat-list')}>
          Chat list
        </Title>
        <SearchToggle
          open={searching}
          label="Search chats"
          closeLabel="Close chat search"
          onToggle={() => {
            setSearching((on) => !on);
            setTerm('');
          }}
        />
      </Group>
      {searching ? (
        <TextInput
          px="md"
          pb="sm"
          aria-label="Search chats"
          placeholder="Search by name or message"
          value={term}
          onChange={(event) => setTerm(event.currentTarget.value)}
          autoFocus
        />
      ) : null}
      <div className={classes.scroll}>
        {conversations.isPending ? (
          <LoadingState label="Loading chats" />
        ) : conversations.isError ? (
          <ErrorState onRetry={() => void conversations.refetch()} retrying={conversations.isFetching} />
        ) : shown.length === 0 && query.length < 2 ? (
          <EmptyPanel
            title={needle ? 'No chats match your search' : 'No chats yet'}
            description={needle ? undefined : 'Open a Business Captain or a Member to start a conversation.'}
          />
        ) : (
          <>
            {shown.length > 0 ? (
              <Stack gap={0} component="ul" className={classes.list} aria-label="Conversations">
                {shown.map((c) => (
                  <li key={c.id}>
                    <ConversationRow conversation={c} active={c.id === activeId} />
                  </li>
                ))}
              </Stack>
            ) : null}
            {query.length >= 2 ? <MessageResults query={query} /> : null}
          </>
        )}
      </div>
    </Paper>
  );
}

function ConversationRow({ conversation: c, active }: { conversation: Conversation; active: boolean }) {
  const unread = c.unread_messages_count;
  const online = useIsOnline(c.member.id);
  return (
    <UnstyledButton
      component={Link}
      to={`/chat/${c.id}`}
      className={classes.row}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
    >
      {/* The link's name is its text (label in name, WCAG 2.5.3): the name first, then the rest. */}
      <Group gap="sm" wrap="nowrap" align="center">
        <ChatAvatar name={c.name} src={c.avatar} userId={c.member.id} sayOnline={false} />
        <Stack gap={2} miw={0} flex={1}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={700} size="sm" truncate>
              {c.name}
              {online ? <VisuallyHidden data-testid="online">, online</VisuallyHidden> : null}
              <VisuallyHidden>,</VisuallyHidden>
            </Text>
            <Text size="xs" c="dimmed" className={classes.time}>
              {messageDateLabel(c.last_updated)}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            {c.blocked ? (
              <Badge size="xs" color="gray" variant="light" flex="none">
                Blocked<VisuallyHidden>,</VisuallyHidden>
              </Badge>
            ) : null}
            <Text size="sm" c="dimmed" truncate flex={1} miw={0}>
              {c.last_message?.body ?? 'No messages yet'}
            </Text>
            {unread > 0 ? (
              <Badge size="sm" circle color="khaki.4" c="navy.9">
                <VisuallyHidden>, </VisuallyHidden>
                <span data-testid="unread-badge">{unread}</span>
                <VisuallyHidden> unread</VisuallyHidden>
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/** Chat-wide search: messages of every conversation that match, each opening its conversation. */
function MessageResults({ query }: { query: string }) {
  const found = useMessageSearch(query);
  return (
    <section aria-label="Messages found">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="md" pt="sm" pb={4}>
        Messages
      </Text>
      {found.isPending ? (
        <LoadingState label="Searching messages" />
      ) : found.isError ? (
        <ErrorState onRetry={() => void found.refetch()} retrying={found.isFetching} />
      ) : found.data.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" pb="md">
          {`Sorry, we couldn't find any matches for "${query}"`}
        </Text>
      ) : (
        <Stack gap={0} component="ul" className={classes.list}>
          {found.data.map((m) => (
            <li key={m.id}>
              <MessageResult message={m} />
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}

function MessageResult({ message: m }: { message: ChatSearchResult }) {
  return (
    <UnstyledButton component={Link} to={`/chat/${m.conversation.id}`} className={classes.row}>
      <Stack gap={2} miw={0}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} size="sm" truncate>
            {m.conversation.name}
          </Text>
          <Text size="xs" c="dimmed" className={classes.time}>
            {messageDateLabel(m.created_at)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {m.body}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

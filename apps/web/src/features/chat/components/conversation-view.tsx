import { Fragment, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Highlight,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconChevronDown, IconChevronUp, IconSend } from '@tabler/icons-react';
import { CHAT_BOT_ID, MESSAGE_MAX, type ChatMessage } from '@keh/contracts';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { useSession } from '../../../lib/session';
import { setActiveConversation } from '../active-conversation';
import { useLoadOlder, useSendMessage, useThread, type PendingMessage } from '../api/chat-api';
import { messageDateLabel, sameDay, separatorLabel } from '../chat-dates';
import { ChatAvatar } from './chat-avatar';
import classes from './chat.module.css';
import { SearchToggle } from './search-toggle';
import { BlockButton, ReportButton } from '../../safety';

/** How long a search match stays highlighted after a jump (docs/product/limits.md). */
const FLASH_MS = 1000;

interface ConversationViewProps {
  id: number;
  onBack: () => void;
}

/** One conversation: header, messages with date separators, search, and the message input. */
export function ConversationView({ id, onBack }: ConversationViewProps) {
  const thread = useThread(id);
  const myId = useSession()?.user.id ?? null;
  const [searchOpen, setSearchOpen] = useState(false);
  const [term, setTerm] = useState('');

  // Opening makes it the active conversation; leaving (the back arrow) clears it.
  useEffect(() => {
    setActiveConversation(id);
    return () => setActiveConversation(null);
  }, [id]);

  if (thread.isPending) {
    return (
      <Paper withBorder radius="md" className={classes.panel}>
        <LoadingState label="Loading the conversation" />
      </Paper>
    );
  }
  if (thread.isError) {
    return (
      <Paper withBorder radius="md" className={classes.panel} p="md">
        <BackButton onBack={onBack} />
        <ErrorState onRetry={() => void thread.refetch()} retrying={thread.isFetching} />
      </Paper>
    );
  }

  const { conversation } = thread.data;
  const person = conversation.member.type !== 'chat_bot' && !conversation.member.is_deleted;
  const closed = !person || !!conversation.blocked;
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.panel}
      component="section"
      aria-labelledby="conversation-title"
    >
      <Group gap="sm" p="sm" className={classes.panelHeader} wrap="nowrap">
        <BackButton onBack={onBack} />
        <ChatAvatar
          name={conversation.name}
          src={conversation.avatar}
          userId={conversation.member.id}
          size={40}
        />
        <Title order={2} size="h4" id="conversation-title" flex={1} lineClamp={1}>
          {conversation.name}
        </Title>
        {person && !conversation.blocked ? (
          <BlockButton
            person={{ id: conversation.member.id, first_name: conversation.name.split(' ')[0] ?? '' }}
            size="xs"
          />
        ) : null}
        <SearchToggle
          open={searchOpen}
          label="Search in this chat"
          closeLabel="Close search"
          onToggle={() => {
            setSearchOpen((on) => !on);
            setTerm('');
          }}
        />
      </Group>
      <MessagePane
        key={id}
        id={id}
        messages={thread.data.messages}
        pending={thread.data.pending}
        hasMore={thread.data.messages.length < thread.data.total}
        myId={myId}
        searchOpen={searchOpen}
        term={term}
        onTerm={setTerm}
      />
      {closed ? (
        <Text size="sm" c="dimmed" p="md" className={classes.footer}>
          {conversation.blocked
            ? 'You can no longer message each other: one of you blocked the other. The conversation stays as read-only history.'
            : conversation.member.is_deleted
              ? 'This person is no longer a member.'
              : 'This chat takes no replies.'}
        </Text>
      ) : (
        <MessageInput id={id} />
      )}
    </Paper>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <ActionIcon variant="subtle" color="navy" size="lg" aria-label="Back to chat list" onClick={onBack}>
      <IconArrowLeft size={20} aria-hidden="true" />
    </ActionIcon>
  );
}

interface MessagePaneProps {
  id: number;
  messages: ChatMessage[];
  pending: PendingMessage[];
  hasMore: boolean;
  myId: number | null;
  searchOpen: boolean;
  term: string;
  onTerm: (term: string) => void;
}

/**
 * The messages, oldest first. Reaching the top loads the next older page, prepended without a
 * jump; new messages keep the view at the bottom when it was there. Search runs over the messages
 * loaded here (client-side), newest match first.
 */
function MessagePane({ id, messages, pending, hasMore, myId, searchOpen, term, onTerm }: MessagePaneProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const prepend = useRef<{ height: number; top: number } | null>(null);
  const loadOlder = useLoadOlder(id);
  const { resend } = useSendMessage(id);

  const matchesOf = (value: string) => {
    const lower = value.trim().toLowerCase();
    return lower ? messages.filter((m) => m.body.toLowerCase().includes(lower)).map((m) => m.id) : [];
  };
  const needle = searchOpen ? term.trim().toLowerCase() : '';
  const matches = matchesOf(needle);
  const [current, setCurrent] = useState(0);
  const [flashId, setFlashId] = useState<number | null>(null);

  const older = () => {
    const el = scroller.current;
    if (!el || !hasMore || loadOlder.isPending) return;
    prepend.current = { height: el.scrollHeight, top: el.scrollTop };
    loadOlder.mutate(undefined, { onError: () => (prepend.current = null) });
  };

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (prepend.current) {
      el.scrollTop = el.scrollHeight - prepend.current.height + prepend.current.top;
      prepend.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages, pending]);

  // A page that does not fill the pane has no top to scroll to: load the next one at once.
  useEffect(() => {
    const el = scroller.current;
    if (el && hasMore && !loadOlder.isPending && !loadOlder.isError && el.scrollHeight <= el.clientHeight)
      older();
  });

  /** `back` counts matches from the newest (0), which is where a search starts. */
  const jump = (back: number, found: number[] = matches) => {
    const messageId = found[found.length - 1 - back];
    if (messageId === undefined) return;
    setCurrent(back);
    setFlashId(messageId);
    atBottom.current = false;
    scroller.current
      ?.querySelector(`[data-message-id="${messageId}"]`)
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };
  useEffect(() => {
    if (flashId === null) return;
    const timer = setTimeout(() => setFlashId(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [flashId]);

  return (
    <>
      {searchOpen ? (
        <Group gap="xs" px="sm" py={6} className={classes.panelHeader} wrap="nowrap">
          <TextInput
            flex={1}
            size="sm"
            aria-label="Search messages"
            placeholder="Search messages"
            value={term}
            autoFocus
            onChange={(event) => {
              const value = event.currentTarget.value;
              onTerm(value);
              setCurrent(0);
              jump(0, matchesOf(value));
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && matches.length) {
                event.preventDefault();
                jump((current + 1) % matches.length);
              }
            }}
          />
          <Text size="sm" c="dimmed" aria-live="polite" miw={44} ta="center" data-testid="search-count">
            {matches.length ? `${matches.length - current}/${matches.length}` : needle ? '0/0' : ''}
          </Text>
          <ActionIcon
            variant="subtle"
            color="navy"
            aria-label="Previous match"
            disabled={!matches.length}
            onClick={() => jump((current + 1) % matches.length)}
          >
            <IconChevronUp size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="navy"
            aria-label="Next match"
            disabled={!matches.length}
            onClick={() => jump((current - 1 + matches.length) % matches.length)}
          >
            <IconChevronDown size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ) : null}
      <div
        ref={scroller}
        className={classes.messages}
        role="log"
        aria-label="Messages"
        onScroll={(event) => {
          const el = event.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 60;
          if (el.scrollTop < 40) older();
        }}
      >
        {hasMore ? (
          <Group justify="center" py="xs">
            {loadOlder.isPending ? (
              <Loader size="sm" aria-label="Loading older messages" />
            ) : (
              <Button variant="subtle" size="xs" onClick={older}>
                Load older messages
              </Button>
            )}
          </Group>
        ) : null}
        {messages.length === 0 && pending.length === 0 ? (
          <EmptyPanel title="Chat is still empty" description="Say hello: type a message below." />
        ) : (
          <Stack gap={6}>
            {messages.map((m, index) => {
              const previous = messages[index - 1];
              const mine = m.member_id === myId;
              return (
                <Fragment key={m.id}>
                  {!previous || !sameDay(previous.created_at, m.created_at) ? (
                    <Divider my="xs" labelPosition="center" label={separatorLabel(m.created_at)} />
                  ) : null}
                  <Stack
                    gap={2}
                    className={classes.bubble}
                    data-mine={mine || undefined}
                    data-message-id={m.id}
                    data-flash={flashId === m.id || undefined}
                  >
                    {needle ? (
                      <Highlight highlight={term.trim()} size="sm" c="inherit">
                        {m.body}
                      </Highlight>
                    ) : (
                      <Text size="sm" c="inherit" fs={m.removed ? 'italic' : undefined}>
                        {m.body}
                      </Text>
                    )}
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {mine || m.removed || m.member_id === CHAT_BOT_ID ? null : (
                        <ReportButton targetType="message" targetId={m.id} compact label="Report message" />
                      )}
                      <Text size="xs" c={mine ? 'gray.4' : 'dimmed'} ta="right">
                        {messageDateLabel(m.created_at)}
                      </Text>
                    </Group>
                  </Stack>
                </Fragment>
              );
            })}
            {pending.map((p) => (
              <Stack key={p.client_id} gap={2} className={classes.bubble} data-mine data-pending>
                <Text size="sm" c="inherit">
                  {p.body}
                </Text>
                <Group gap={6} justify="flex-end">
                  {p.failed ? (
                    <>
                      <Text size="xs" c="red.2">
                        Not sent
                      </Text>
                      <Button size="compact-xs" variant="white" onClick={() => resend(p)}>
                        Retry
                      </Button>
                    </>
                  ) : (
                    <Loader size={12} color="white" aria-label="Sending" />
                  )}
                </Group>
              </Stack>
            ))}
          </Stack>
        )}
      </div>
    </>
  );
}

function MessageInput({ id }: { id: number }) {
  const [text, setText] = useState('');
  const { send } = useSendMessage(id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body) return;
    send(body);
    setText('');
  };
  return (
    <form onSubmit={submit} className={classes.footer}>
      <Group gap="sm" p="sm" wrap="nowrap">
        <TextInput
          flex={1}
          aria-label="Type a message"
          placeholder="Type a message"
          maxLength={MESSAGE_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autoComplete="off"
        />
        <Button
          type="submit"
          disabled={!text.trim()}
          rightSection={<IconSend size={16} aria-hidden="true" />}
        >
          Send
        </Button>
      </Group>
    </form>
  );
}

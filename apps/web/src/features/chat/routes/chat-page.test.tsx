import { act, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHAT_PAGE_SIZE,
  MSG,
  type ChatMessage,
  type Conversation,
  type ConversationPage,
} from '@keh/contracts';
import { failure, invalid, ok } from '../../../test/http';
import { renderWithApp } from '../../../test/render';
import { mediaQueryList } from '../../../test/media';
import { server } from '../../../test/server';
import { signIn } from '../../../test/session';
import { receiveLiveMessage } from '../api/chat-api';
import { ChatPage } from './chat-page';

const ME = 3;
const ROBIN = 12;
const SAM = 14;

const message = (id: number, conversation_id: number, member_id: number, body: string): ChatMessage => ({
  id,
  conversation_id,
  body,
  member_id,
  created_at: `2030-01-15T10:${String(id % 60).padStart(2, '0')}:00.000Z`,
  client_id: null,
});

const conversation = (id: number, name: string, member: number, unread: number, last: ChatMessage | null) =>
  ({
    id,
    name,
    avatar: null,
    last_updated: last?.created_at ?? '2030-01-15T09:00:00.000Z',
    last_message: last,
    unread_messages_count: unread,
    member: { id: member, type: 'mentee', is_deleted: false },
  }) satisfies Conversation;

const ROBIN_HELLO = message(7, 1, ROBIN, 'Hello Cara');
const SAM_QUESTION = message(9, 2, SAM, 'Are you free on Friday?');

/** The server's chat: the list, each conversation's newest page (which marks it read), its sends. */
function chatServer(options: { blocked?: boolean } = {}) {
  const conversations = [
    conversation(2, 'Sam Sergeant', SAM, 2, SAM_QUESTION),
    conversation(1, 'Robin Ashworth', ROBIN, 0, ROBIN_HELLO),
  ];
  const messages: Record<number, ChatMessage[]> = { 1: [ROBIN_HELLO], 2: [SAM_QUESTION] };
  const pages: { id: number; limit: string | null }[] = [];
  server.use(
    http.get('/api/conversations', () => ok(conversations)),
    http.get('/api/conversations/:id', ({ params, request }) => {
      const id = Number(params.id);
      const limit = new URL(request.url).searchParams.get('limit');
      pages.push({ id, limit });
      const found = conversations.find((c) => c.id === id)!;
      found.unread_messages_count = 0;
      const { ...data } = found;
      const body: ConversationPage = {
        data: { ...data, ...(options.blocked ? { blocked: true } : {}), messages: messages[id] ?? [] },
        meta: { total: messages[id]?.length ?? 0, limit: Number(limit ?? 20), offset: 0 },
      };
      return Response.json(body);
    }),
  );
  return { pages };
}

/** POST conversations/{id}: each body kept; `answer` decides the reply (the stored message by default). */
function sends(answer?: (attempt: number) => Response | Promise<Response>) {
  const received: { body: string; client_id: string }[] = [];
  server.use(
    http.post('/api/conversations/:id', async ({ request, params }) => {
      const body = (await request.json()) as { body: string; client_id: string };
      received.push(body);
      if (answer) return answer(received.length);
      return ok({
        ...message(100 + received.length, Number(params.id), ME, body.body),
        client_id: body.client_id,
      });
    }),
  );
  return received;
}

/**
 * A live ConversationMessage as the socket layer hands it over (chat-realtime.ts calls the same
 * function): the cache changes, and the screen has had its turn to show it.
 */
async function hear(queryClient: QueryClient, live: ChatMessage) {
  let news: ReturnType<typeof receiveLiveMessage> = null;
  await act(async () => {
    news = receiveLiveMessage(queryClient, live, ME);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  return news;
}

function openChat(route = '/chat/1') {
  return renderWithApp(<ChatPage />, { route, path: ['/chats', '/chat/:conversationId'] });
}

const log = () => screen.getByRole('log', { name: 'Messages' });
const findLog = () => screen.findByRole('log', { name: 'Messages' });
const input = () => screen.getByRole('textbox', { name: 'Type a message' });

beforeEach(() => {
  signIn({ id: ME, type: 'mentor', first_name: 'Cara', last_name: 'Captain' });
  // Side by side (wider than 1250 px): the list and the open conversation together.
  vi.mocked(window.matchMedia).mockImplementation((query: string) =>
    mediaQueryList(query, query === '(min-width: 1250px)'),
  );
});

describe('chat: sending', () => {
  it('shows a message as sending until the server has it, then as sent, with its key', async () => {
    chatServer();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const received = sends(async () => {
      await held;
      return ok({ ...message(101, 1, ME, 'On my way'), client_id: received[0]!.client_id });
    });
    const { user } = openChat();
    await within(await findLog()).findByText('Hello Cara');
    await user.type(input(), '  On my way  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(input()).toHaveValue('');
    expect(within(log()).getByText('On my way')).toBeVisible();
    expect(within(log()).getByLabelText('Sending')).toBeInTheDocument();
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]!.body).toBe('On my way');
    expect(received[0]!.client_id).toMatch(/^[\w.:-]{1,100}$/);

    release();
    await waitFor(() => expect(within(log()).queryByLabelText('Sending')).not.toBeInTheDocument());
    expect(within(log()).getAllByText('On my way')).toHaveLength(1);
  });

  it('sends nothing blank', async () => {
    chatServer();
    const received = sends();
    const { user } = openChat();
    await within(await findLog()).findByText('Hello Cara');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(input(), '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(input(), '{Enter}');
    expect(received).toHaveLength(0);
  });

  it('a refused send shows Not sent with Retry, which sends it again under the same key', async () => {
    chatServer();
    const received = sends((attempt) =>
      attempt === 1
        ? invalid({ body: [MSG.messageTooLong] })
        : ok({ ...message(102, 1, ME, 'Second try'), client_id: received[0]!.client_id }),
    );
    const { user } = openChat();
    await within(await findLog()).findByText('Hello Cara');
    await user.type(input(), 'Second try{Enter}');
    expect(await within(await findLog()).findByText('Not sent')).toBeVisible();
    expect(received).toHaveLength(1);

    await user.click(within(log()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(log()).queryByText('Not sent')).not.toBeInTheDocument());
    await waitFor(() => expect(within(log()).queryByLabelText('Sending')).not.toBeInTheDocument());
    expect(received).toHaveLength(2);
    expect(received[1]!.client_id).toBe(received[0]!.client_id);
    expect(within(log()).getAllByText('Second try')).toHaveLength(1);
  });

  it('a server failure is tried again by itself with the same key', async () => {
    chatServer();
    const received = sends((attempt) =>
      attempt < 3
        ? failure(503)
        : ok({ ...message(103, 1, ME, 'Third time lucky'), client_id: received[0]!.client_id }),
    );
    const { user } = openChat();
    await within(await findLog()).findByText('Hello Cara');
    await user.type(input(), 'Third time lucky{Enter}');
    await waitFor(() => expect(received).toHaveLength(3), { timeout: 6_000 });
    await waitFor(() => expect(within(log()).queryByLabelText('Sending')).not.toBeInTheDocument());
    expect(new Set(received.map((r) => r.client_id)).size).toBe(1);
    expect(within(log()).queryByText('Not sent')).not.toBeInTheDocument();
  });

  it('the same message heard live after the answer shows once', async () => {
    chatServer();
    const received = sends();
    const { user, queryClient } = openChat();
    await within(await findLog()).findByText('Hello Cara');
    await user.type(input(), 'Only once{Enter}');
    await waitFor(() => expect(within(log()).queryByLabelText('Sending')).not.toBeInTheDocument());
    await hear(queryClient, { ...message(101, 1, ME, 'Only once'), client_id: received[0]!.client_id });
    expect(within(log()).getAllByText('Only once')).toHaveLength(1);
  });

  it('a blocked conversation is read-only history', async () => {
    chatServer({ blocked: true });
    openChat();
    expect(
      await screen.findByText(
        'You can no longer message each other: one of you blocked the other. The conversation stays as read-only history.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Type a message' })).not.toBeInTheDocument();
  });
});

describe('chat: unread', () => {
  const badgeOf = (name: string) =>
    within(screen.getByRole('link', { name: new RegExp(`^${name}`) })).queryByTestId('unread-badge');

  it('shows the unread count on its conversation, and opening it reads it', async () => {
    const { pages } = chatServer();
    const { user } = openChat('/chats');
    await screen.findByRole('link', { name: /^Sam Sergeant/ });
    expect(badgeOf('Sam Sergeant')).toHaveTextContent('2');
    expect(badgeOf('Robin Ashworth')).toBeNull();

    await user.click(screen.getByRole('link', { name: /^Sam Sergeant/ }));
    await within(await findLog()).findByText('Are you free on Friday?');
    expect(pages).toContainEqual({ id: 2, limit: String(CHAT_PAGE_SIZE) });
    await waitFor(() => expect(badgeOf('Sam Sergeant')).toBeNull());
  });

  it('a live message in another conversation raises its count; one in the open conversation is read at once', async () => {
    const { pages } = chatServer();
    const { queryClient } = openChat('/chat/1');
    await within(await findLog()).findByText('Hello Cara');
    await screen.findByRole('link', { name: /^Sam Sergeant/ });

    await hear(queryClient, message(20, 2, SAM, 'Still on for Friday?'));
    await waitFor(() => expect(badgeOf('Sam Sergeant')).toHaveTextContent('3'));

    await hear(queryClient, message(21, 1, ROBIN, 'See you there'));
    expect(await within(await findLog()).findByText('See you there')).toBeVisible();
    expect(badgeOf('Robin Ashworth')).toBeNull();
    // Reading the newest message moves the read mark on the server.
    await waitFor(() => expect(pages).toContainEqual({ id: 1, limit: '1' }));
  });

  it('my own message heard live (from another tab) is no news', async () => {
    chatServer();
    const { queryClient } = openChat('/chat/1');
    await screen.findByRole('link', { name: /^Sam Sergeant/ });
    expect(await hear(queryClient, message(22, 2, ME, 'Sent from my phone'))).toBeNull();
    expect(badgeOf('Sam Sergeant')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: /^Sam Sergeant/ })).toHaveTextContent('Sent from my phone');
  });
});

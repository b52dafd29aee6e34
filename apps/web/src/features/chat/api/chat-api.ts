import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, CHAT_PAGE_SIZE, MEMBER_ROLES, type ChatMessage, type Conversation } from '@keh/contracts';
import { call, callBody, isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { getActiveConversation } from '../active-conversation';

/** The chat's query keys: the only way other features touch its cache. */
export const chatKeys = {
  all: ['chat'] as const,
  /** GET conversations: the person's conversations with their unread counts. */
  list: ['chat', 'conversations'] as const,
  /** One conversation and the messages the client holds of it (a ChatThread). */
  thread: (id: number) => ['chat', 'conversation', id] as const,
  /** GET conversations/search across every conversation of the person. */
  search: (query: string) => ['chat', 'search', query] as const,
};

/** A message typed here and not yet confirmed by the server. */
export interface PendingMessage {
  client_id: string;
  body: string;
  created_at: string;
  failed: boolean;
}

/**
 * What the client holds of a conversation: the newest `messages.length` messages (oldest first),
 * the server's total, and the sends still under way. Decision 0017: the next older page starts at
 * offset `messages.length`.
 */
export interface ChatThread {
  conversation: Conversation;
  messages: ChatMessage[];
  total: number;
  pending: PendingMessage[];
}

export function useCanChat(): boolean {
  const session = useSession();
  return !!session && (MEMBER_ROLES as readonly string[]).includes(session.user.type);
}

const e = api.chat;

const fetchPage = (id: number, offset: number, limit = CHAT_PAGE_SIZE, signal?: AbortSignal) =>
  callBody(e.page, { params: { id }, query: { limit, offset } }, { signal });

const byId = (a: ChatMessage, b: ChatMessage) => a.id - b.id;
const byNewest = (a: Conversation, b: Conversation) => b.last_updated.localeCompare(a.last_updated);

function patchListItem(client: QueryClient, id: number, patch: (c: Conversation) => Conversation) {
  client.setQueryData<Conversation[]>(chatKeys.list, (list) =>
    list?.map((c) => (c.id === id ? patch(c) : c)).sort(byNewest),
  );
}

function markedRead(client: QueryClient, id: number) {
  patchListItem(client, id, (c) => ({ ...c, unread_messages_count: 0 }));
  // A list answered before this read would bring the old count back: ask again.
  if (client.isFetching({ queryKey: chatKeys.list }) > 0) {
    void client.invalidateQueries({ queryKey: chatKeys.list });
  }
}

// ---------- queries ----------

export function useConversations() {
  const canChat = useCanChat();
  return useQuery({
    queryKey: chatKeys.list,
    queryFn: async ({ signal }) => (await call(e.conversations, {}, { signal })).sort(byNewest),
    enabled: canChat,
  });
}

/** The total of unread messages over all conversations (the header's counter). */
export function useUnreadChatTotal(): number {
  const { data } = useConversations();
  return data?.reduce((sum, c) => sum + c.unread_messages_count, 0) ?? 0;
}

/**
 * One conversation's newest page. Reading it (offset 0) is what marks the conversation read on the
 * server, so it is fetched on every opening and the list's unread count drops to 0 with it. Older
 * messages already held are kept when the new page overlaps them.
 */
export function useThread(id: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: chatKeys.thread(id),
    queryFn: async ({ signal }): Promise<ChatThread> => {
      const page = await fetchPage(id, 0, CHAT_PAGE_SIZE, signal);
      markedRead(client, id);
      const old = client.getQueryData<ChatThread>(chatKeys.thread(id));
      const { messages, ...conversation } = page.data;
      const newestHeld = old?.messages.at(-1)?.id ?? 0;
      const overlaps = !!old && (messages.length === 0 || messages[0]!.id <= newestHeld);
      const kept = overlaps ? old.messages.filter((m) => !messages.some((n) => n.id === m.id)) : [];
      return {
        conversation,
        messages: [...kept, ...messages].sort(byId),
        total: page.meta.total,
        pending: old?.pending ?? [],
      };
    },
    enabled: Number.isInteger(id) && id > 0,
    staleTime: Infinity,
    refetchOnMount: 'always',
  });
}

/** Loads the next older page (offset = the messages held) and puts it in front. */
export function useLoadOlder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const held = client.getQueryData<ChatThread>(chatKeys.thread(id))?.messages.length ?? 0;
      return fetchPage(id, held);
    },
    onSuccess: (page) => {
      client.setQueryData<ChatThread>(chatKeys.thread(id), (t) => {
        if (!t) return t;
        const older = page.data.messages.filter((m) => !t.messages.some((n) => n.id === m.id));
        return { ...t, messages: [...older, ...t.messages].sort(byId), total: page.meta.total };
      });
    },
  });
}

// ---------- messages arriving: the server's reply to a send, or a live ConversationMessage ----------

/**
 * Puts a server message where it belongs: the pending copy with its client_id goes, the message
 * joins the thread if absent, and the list's last message moves. Returns whether it was new.
 */
export function receiveMessage(client: QueryClient, message: ChatMessage): void {
  client.setQueryData<ChatThread>(chatKeys.thread(message.conversation_id), (t) => {
    if (!t) return t;
    const pending = t.pending.filter((p) => !message.client_id || p.client_id !== message.client_id);
    if (t.messages.some((m) => m.id === message.id)) return { ...t, pending };
    return { ...t, pending, messages: [...t.messages, message].sort(byId), total: t.total + 1 };
  });
  const list = client.getQueryData<Conversation[]>(chatKeys.list);
  if (list && !list.some((c) => c.id === message.conversation_id)) {
    // A conversation someone just started with us: fetch the list with it.
    void client.invalidateQueries({ queryKey: chatKeys.list });
  } else {
    patchListItem(client, message.conversation_id, (c) =>
      c.last_message && c.last_message.id >= message.id
        ? c
        : { ...c, last_message: message, last_updated: message.created_at },
    );
  }
}

/**
 * A live ConversationMessage: in the open conversation it is appended (and read on the server),
 * in another one the unread count rises (docs/product/states.md).
 */
/**
 * A live message into the cache. Returns the conversation when the message is news for the reader
 * (someone else's, not seen yet, in a conversation that is not open): the caller may tell them.
 */
export function receiveLiveMessage(
  client: QueryClient,
  message: ChatMessage,
  myId: number | null,
): { name: string | null } | null {
  const before = client
    .getQueryData<Conversation[]>(chatKeys.list)
    ?.find((c) => c.id === message.conversation_id);
  const seen = !!before?.last_message && before.last_message.id >= message.id;
  receiveMessage(client, message);
  if (message.member_id === myId || seen) return null;
  if (getActiveConversation() === message.conversation_id) {
    // Reading the newest message moves the read mark (decision 0017).
    void fetchPage(message.conversation_id, 0, 1).catch(() => undefined);
    return null;
  }
  if (before) {
    patchListItem(client, message.conversation_id, (c) => ({
      ...c,
      unread_messages_count: c.unread_messages_count + 1,
    }));
  }
  return { name: before?.name ?? null };
}

// ---------- sending ----------

function newClientId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Network failures, timeouts and 5xx are tried again with the same key; a refusal is not. */
const retriable = (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500;

function setPending(client: QueryClient, id: number, patch: (p: PendingMessage[]) => PendingMessage[]) {
  client.setQueryData<ChatThread>(chatKeys.thread(id), (t) => (t ? { ...t, pending: patch(t.pending) } : t));
}

async function post(client: QueryClient, id: number, pending: PendingMessage) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const message = await call(e.send, {
        params: { id },
        body: { body: pending.body, client_id: pending.client_id },
      });
      receiveMessage(client, message);
      return;
    } catch (error) {
      if (attempt < 2 && retriable(error)) {
        await wait(1000 * (attempt + 1));
        continue;
      }
      setPending(client, id, (list) =>
        list.map((p) => (p.client_id === pending.client_id ? { ...p, failed: true } : p)),
      );
      return;
    }
  }
}

/** Sends a message: shown at once with a spinner, re-sent with the same client_id when it fails. */
export function useSendMessage(id: number) {
  const client = useQueryClient();
  const send = (body: string) => {
    const pending: PendingMessage = {
      client_id: newClientId(),
      body,
      created_at: new Date().toISOString(),
      failed: false,
    };
    setPending(client, id, (list) => [...list, pending]);
    void post(client, id, pending);
  };
  const resend = (pending: PendingMessage) => {
    setPending(client, id, (list) =>
      list.map((p) => (p.client_id === pending.client_id ? { ...p, failed: false } : p)),
    );
    void post(client, id, { ...pending, failed: false });
  };
  return { send, resend };
}

// ---------- starting a conversation ----------

/** POST conversations: creates one with that person, or returns the existing one. */
export function useStartConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => call(e.open, { body: { member_id: memberId } }),
    onSuccess: (conversation) => {
      client.setQueryData<Conversation[]>(chatKeys.list, (list) =>
        list
          ? list.some((c) => c.id === conversation.id)
            ? list
            : [conversation, ...list].sort(byNewest)
          : list,
      );
    },
  });
}

/** Chat-wide search: the person's messages that match (server full-text search), from 2 characters. */
export function useMessageSearch(query: string) {
  return useQuery({
    queryKey: chatKeys.search(query),
    queryFn: () => searchMessages(query),
    enabled: query.length >= 2,
    staleTime: 30_000,
  });
}

/** GET conversations/search (server full-text search; one conversation or all). */
export const searchMessages = (query: string, conversation?: number) =>
  call(e.search, { query: { query, conversation } });

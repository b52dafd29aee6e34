import { z } from 'zod';
import { MSG } from './messages';
import { ID_MAX, requiredText, ROLES, rowIdSchema } from './common';

// ---------- chat: conversations and messages (docs/product (entities, states, api and limits)) ----------

/** Chat page size (docs/product/limits.md). */
export const CHAT_PAGE_SIZE = 10;
export const CHAT_PAGE_MAX = 50;
export const MESSAGE_MAX = 2000;
export const CHAT_SEARCH_MAX = 200;
/** The id the platform's own chat bot has as a member (it is no user). */
export const CHAT_BOT_ID = 0;
export const CHAT_BOT_NAME = 'Knowledge Exchange Hub';
/** The chat bot's first message in every new account's welcome conversation. */
export const chatWelcomeText = (firstName: string) =>
  `Welcome to the X-Forces Knowledge Exchange Hub, ${firstName}! This is your chat: find a Business Captain ` +
  'or a Member, open their profile and start a conversation. Your conversations and their unread messages ' +
  'show here.';
/** Member types (docs/product/entities.md): the chat bot, or the other person's role. */
export const CHAT_MEMBER_TYPES = ['chat_bot', ...ROLES] as const;

/** Socket.IO: its path, a conversation's room and the events. */
export const REALTIME_PATH = '/socket.io';
export const conversationRoom = (id: number) => `conversation.${id}`;
export const CHAT_EVENTS = {
  /** A new message in a conversation the socket's user belongs to (payload: ChatMessage). */
  message: 'ConversationMessage',
  /**
   * Presence, only of the people one shares a conversation with: `{ user_id, online }` as they come
   * and go; asked for with an ack, `{ user_ids }` of those online now.
   */
  online: 'online',
  /** Client → server: join a conversation's room (`{ conversation_id }`), acknowledged `{ ok }`. */
  join: 'join',
} as const;

// ---------- what the client sends ----------

/** POST conversations: create, or return the existing one with that person. */
export const conversationCreateBody = z.object({ member_id: rowIdSchema(MSG.chatMemberInvalid) });
export type ConversationCreateBody = z.input<typeof conversationCreateBody>;

/**
 * GET conversations/{id}: `limit` messages (default 10), skipping the `offset` newest (decision
 * 0017: the offset counts the messages the client already holds, its own and live ones included).
 */
export const conversationPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).default(CHAT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(ID_MAX).default(0),
});

/** An idempotency key: the client makes one per message and re-sends it unchanged. */
const clientId = z
  .string({ error: MSG.chatClientIdInvalid })
  .regex(/^[\w.:-]{1,100}$/, { error: MSG.chatClientIdInvalid });

/** POST conversations/{id}: plain text, stored once per `client_id`. */
export const messageSendBody = z.object({
  body: requiredText(MSG.fieldRequired).pipe(z.string().max(MESSAGE_MAX, { error: MSG.messageTooLong })),
  client_id: clientId.optional(),
});
export type MessageSendBody = z.input<typeof messageSendBody>;

/** `conversation` may be absent, empty or the word null (all conversations). */
const optionalConversation = z.preprocess(
  (v) => (v === '' || v === 'null' || v === null ? undefined : v),
  rowIdSchema().optional(),
);

/** GET conversations/search: full-text search in the caller's conversations (one, or all). */
export const chatSearchQuery = z.object({
  query: requiredText(MSG.fieldRequired).pipe(z.string().max(CHAT_SEARCH_MAX)),
  conversation: optionalConversation,
});

/** GET conversations/messages: the messages from one id to another, both included. */
export const messagesBetweenQuery = z.object({
  from_message_id: rowIdSchema(),
  to_message_id: rowIdSchema(),
});

// ---------- what the server answers ----------

export const chatMessage = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  /** Plain text as typed: the client escapes it when it renders (never HTML). */
  body: z.string(),
  /** The sender's user id; CHAT_BOT_ID (0) for the chat bot. */
  member_id: z.number().int(),
  created_at: z.string(),
  /** The sender's idempotency key, so a client can match its pending copy. */
  client_id: z.string().nullable(),
  /** A moderator hid it (issue 33): `body` is then "Removed by a moderator". */
  removed: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatMember = z.object({
  id: z.number().int(),
  type: z.enum(CHAT_MEMBER_TYPES),
  is_deleted: z.boolean(),
});

/** A conversation as its member sees it: name and avatar are the other member's. */
export const conversation = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  last_updated: z.string(),
  last_message: chatMessage.nullable(),
  unread_messages_count: z.number().int(),
  member: chatMember,
  /** One of the two blocked the other (issue 33): the conversation is read-only history. */
  blocked: z.boolean().optional(),
});
export type Conversation = z.infer<typeof conversation>;

const pageMeta = z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() });

/** GET conversations/{id}: the conversation and one page of messages, oldest first within the page. */
export const conversationPage = z.object({
  data: conversation.extend({ messages: z.array(chatMessage) }),
  meta: pageMeta,
});
export type ConversationPage = z.infer<typeof conversationPage>;

export const chatSearchResult = chatMessage.extend({
  conversation: z.object({ id: z.number().int(), name: z.string() }),
});
export type ChatSearchResult = z.infer<typeof chatSearchResult>;

/** Presence as a socket hears it (only of the people its person shares a conversation with). */
export interface OnlineEvent {
  user_id?: number;
  online?: boolean;
  user_ids?: number[];
}

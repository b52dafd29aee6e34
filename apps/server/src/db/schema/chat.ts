import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** 'direct': two people; 'welcome': the platform's chat bot and one person. */
export const CONVERSATION_KINDS = ['direct', 'welcome'] as const;

/**
 * A conversation. `pairKey` makes "create or return the existing one" one statement under races:
 * `direct:{low id}:{high id}`, `welcome:{user id}`. `firstMessageAt` and `firstSenderId` (null: the
 * chat bot, or a deleted account) record who opened it, kept by a trigger on chat_messages
 * (migration 0034), for how soon people answer (chat/first-replies.repository.ts).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CONVERSATION_KINDS }).notNull(),
    pairKey: text('pair_key').notNull().unique(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
    firstMessageAt: timestamp('first_message_at', { withTimezone: true }),
    firstSenderId: integer('first_sender_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('conversations_activity_idx').on(t.lastMessageAt)],
);

/**
 * A person in a conversation (the chat bot is no member row), with their read mark (the newest
 * message id they have read), when they were last mailed about unread messages (decision 0017) and
 * when they first sent a message in it (`firstSentAt`, kept by the same trigger as the
 * conversation's first message). `unreadSince` is when the oldest message from someone else that
 * they have neither read nor been mailed about arrived (null: none), `unreadUpto` the newest
 * message from someone else; triggers keep both, and move a sender's read mark to their own message
 * (migration 0042, decision 0045), so the unread-mail sweep reads the few members waiting instead of
 * every conversation's messages.
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
    firstSentAt: timestamp('first_sent_at', { withTimezone: true }),
    unreadSince: timestamp('unread_since', { withTimezone: true }),
    unreadUpto: integer('unread_upto').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId),
    index('conversation_members_unread_idx')
      .on(t.unreadSince)
      .where(sql`${t.unreadSince} is not null`),
  ],
);

/**
 * A message: plain text. No sender: the chat bot. `clientId` is the sender's idempotency key (one
 * row per key and sender). `search` is the body's English tsvector, GIN-indexed.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    clientId: text('client_id'),
    createdAt: createdAt(),
    /** A moderator hid it after a report (issue 33): readers see "Removed by a moderator". */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', body)`),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('chat_messages_client_idx').on(t.senderId, t.clientId),
    index('chat_messages_search_idx').using('gin', t.search),
  ],
);

/** The table @socket.io/postgres-adapter keeps payloads over the NOTIFY limit in (its documented shape). */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: createdAt(),
  payload: bytea('payload'),
});

import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { param, preparedQuery } from '../../db/prepared';
import { chatMessages, conversationMembers, conversations } from '../../db/schema';
import { people } from '../users/users.read-model';
import { blockedBetweenSql } from '../users/blocks.repository';

/**
 * The chat's hot reads (issue 27), each one statement built and prepared once: a person's
 * conversation list, opening a conversation (its summary, count and one page, with the read mark)
 * and what sending checks first. `chat.repository.ts` serves them.
 */

/** A conversation as `summarySelect` answers it for one of its members. */
export interface SummaryRow {
  id: number;
  kind: 'direct' | 'welcome';
  createdAt: Date;
  lastMessageAt: Date | null;
  lastRead: number;
  otherId: number | null;
  otherType: (typeof people.type)['_']['data'] | null;
  otherStatus: (typeof people.status)['_']['data'] | null;
  otherFirstName: string | null;
  otherLastName: string | null;
  otherAvatar: string | null;
  last: {
    id: number;
    senderId: number | null;
    body: string;
    clientId: string | null;
    createdAt: string | null;
    hidden: boolean;
  } | null;
  blocked: boolean;
  unread: number;
}

/** A conversation's row for one of its members: the other member, the newest message, unread. */
export function summarySelect<E extends Record<string, SQL>>(
  select: DbOrTx['select'],
  userId: SQL | number,
  extra?: E,
  unread: SQL<number> = sql<number>`(select count(*)::int from chat_messages m
    where m.conversation_id = ${conversations.id} and m.id > ${conversationMembers.lastReadMessageId}
      and (m.sender_id is null or m.sender_id <> ${conversationMembers.userId}))`,
) {
  const other = sql<number | null>`(select om.user_id from conversation_members om
    where om.conversation_id = ${conversations.id} and om.user_id <> ${userId} limit 1)`;
  const last = new QueryBuilder()
    .select({
      id: sql<number>`${chatMessages.id}`.as('last_id'),
      senderId: sql<number | null>`${chatMessages.senderId}`.as('last_sender_id'),
      body: sql<string>`${chatMessages.body}`.as('last_body'),
      clientId: sql<string | null>`${chatMessages.clientId}`.as('last_client_id'),
      createdAt: sql<Date>`${chatMessages.createdAt}`.as('last_created_at'),
      hidden: sql<boolean>`${chatMessages.hiddenAt} is not null`.as('last_hidden'),
    })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversations.id))
    .orderBy(desc(chatMessages.id))
    .limit(1)
    .as('last');
  return select({
    id: conversations.id,
    kind: conversations.kind,
    createdAt: conversations.createdAt,
    lastMessageAt: conversations.lastMessageAt,
    lastRead: conversationMembers.lastReadMessageId,
    otherId: people.id,
    otherType: people.type,
    otherStatus: people.status,
    otherFirstName: people.firstName,
    otherLastName: people.lastName,
    otherAvatar: people.avatar,
    last: {
      id: last.id,
      senderId: last.senderId,
      body: last.body,
      clientId: last.clientId,
      createdAt: sql<string | null>`${last.createdAt}`,
      hidden: last.hidden,
    },
    blocked: sql<boolean>`${blockedBetweenSql(userId, people.id)}`,
    unread,
    ...(extra as E),
  })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .leftJoin(people, eq(people.id, other))
    .leftJoinLateral(last, sql`true`);
}

export const summaryOrder = [
  desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
  desc(conversations.id),
];

const userParam = param('userId');
const conversationParam = param('conversationId');

/** The person's whole list (GET conversations, the chat page): built and prepared once. */
export const listQuery = preparedQuery(
  (db, name) =>
    summarySelect(db.select.bind(db), userParam)
      .where(eq(conversationMembers.userId, userParam))
      .orderBy(...summaryOrder)
      .prepare(name),
  'chat_list',
);

/** A message of a page as the page statement answers it (JSON: a time is its ISO text). */
export interface PageMessage {
  id: number;
  sender_id: number | null;
  body: string;
  client_id: string | null;
  created_at: string;
  hidden: boolean;
}

/** The extra columns of an opened conversation: its message count and one page of messages. */
const pageColumns = {
  total: sql<number>`(select count(*)::int from chat_messages m where m.conversation_id = ${conversations.id})`,
  messages: sql<
    PageMessage[]
  >`(select coalesce(json_agg(json_build_object('id', p.id, 'sender_id', p.sender_id,
      'body', p.body, 'client_id', p.client_id, 'created_at', p.created_at, 'hidden', p.hidden_at is not null)
      order by p.id), '[]')
    from (select m.id, m.sender_id, m.body, m.client_id, m.created_at, m.hidden_at from chat_messages m
      where m.conversation_id = ${conversations.id}
      order by m.id desc limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) p)`,
};

const openWhere = and(
  eq(conversationMembers.userId, userParam),
  eq(conversationMembers.conversationId, conversationParam),
);

/** An older page: reads only. */
export const openOlderQuery = preparedQuery(
  (db, name) => summarySelect(db.select.bind(db), userParam, pageColumns).where(openWhere).prepare(name),
  'chat_open_older',
);

/**
 * The newest page: the read mark moves up to the newest message when behind, in a data-modifying
 * `with` of the same statement. Its reads see the rows as they were before it, so the unread count
 * is the one after it, 0: every message up to the newest is read now.
 */
export const openNewestQuery = preparedQuery((db, name) => {
  const mark = db.$with('mark', { userId: sql<number>`user_id` }).as(
    sql`update conversation_members set last_read_message_id = n.newest
      from (select max(id) as newest from chat_messages where conversation_id = ${conversationParam}) n
      where conversation_members.conversation_id = ${conversationParam}
        and conversation_members.user_id = ${userParam}
        and conversation_members.last_read_message_id < n.newest
      returning conversation_members.user_id`,
  );
  const withMark = db.with(mark);
  return summarySelect(withMark.select.bind(withMark), userParam, pageColumns, sql<number>`0`)
    .where(openWhere)
    .prepare(name);
}, 'chat_open_newest');

/** What sending a message checks first (`sendable`): built and prepared once. */
export const sendableQuery = preparedQuery(
  (db, name) =>
    db
      .select({
        kind: conversations.kind,
        blocked: sql<boolean>`exists (select 1 from conversation_members om
          where om.conversation_id = ${conversationMembers.conversationId} and om.user_id <> ${userParam}
            and ${blockedBetweenSql(userParam, sql`om.user_id`)})`,
      })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(openWhere)
      .prepare(name),
  'chat_sendable',
);

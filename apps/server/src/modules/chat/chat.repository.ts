import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { planFor } from '../../db/statement-names';
import type { DbOrTx } from '../../db/client';
import { chatMessages, conversationMembers, conversations } from '../../db/schema';
import { people, peopleAs } from '../users/users.read-model';
import { blockedBetweenSql } from '../users/blocks.repository';
import {
  listQuery,
  openNewestQuery,
  openOlderQuery,
  sendableQuery,
  summaryOrder,
  summarySelect,
  type PageMessage,
  type SummaryRow,
} from './conversation-reads.repository';

const messageColumns = {
  id: chatMessages.id,
  conversationId: chatMessages.conversationId,
  senderId: chatMessages.senderId,
  body: chatMessages.body,
  clientId: chatMessages.clientId,
  createdAt: chatMessages.createdAt,
  hiddenAt: chatMessages.hiddenAt,
};
export type MessageView = {
  id: number;
  conversationId: number;
  senderId: number | null;
  body: string;
  clientId: string | null;
  createdAt: Date;
  /** When a moderator hid it (issue 33); its body is then never served to readers. */
  hiddenAt: Date | null;
};

/** A stored message as the insert statement answers it (plain SQL: a time may be its text). */
interface StoredMessage {
  id: number;
  conversation_id: number;
  sender_id: number | null;
  body: string;
  client_id: string | null;
  created_at: string | Date;
  hidden_at: string | Date | null;
}

/** Unread for this member: newer than their read mark and not their own. */
const unreadFor = (
  userIdColumn: typeof conversationMembers.userId,
  markColumn: typeof conversationMembers.lastReadMessageId,
) =>
  and(
    gt(chatMessages.id, markColumn),
    or(isNull(chatMessages.senderId), ne(chatMessages.senderId, userIdColumn)),
  );

export type { PageMessage, SummaryRow };

export const chatRepository = (db: DbOrTx) => ({
  /** Creates the conversation (and its members) unless its pair key exists; answers its id either way. */
  async ensureConversation(kind: 'direct' | 'welcome', pairKey: string, memberIds: number[]) {
    const [made] = await db
      .insert(conversations)
      .values({ kind, pairKey })
      .onConflictDoNothing({ target: conversations.pairKey })
      .returning({ id: conversations.id });
    const id =
      made?.id ??
      (
        await db
          .select({ id: conversations.id })
          .from(conversations)
          .where(eq(conversations.pairKey, pairKey))
      )[0]!.id;
    if (made)
      await db
        .insert(conversationMembers)
        .values(memberIds.map((userId) => ({ conversationId: id, userId })))
        .onConflictDoNothing();
    return { id, created: !!made };
  },

  async membership(conversationId: number, userId: number) {
    const [row] = await db
      .select({ conversationId: conversationMembers.conversationId, kind: conversations.kind })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(
        and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
      );
    return row ?? null;
  },

  /**
   * Whether the person may write in the conversation, in one statement: its kind (null when they
   * are not in it) and whether a block stands between them and its other member (`blockedIn`).
   */
  async sendable(conversationId: number, userId: number) {
    const [row] = await sendableQuery(db).execute({ conversationId, userId });
    return row ?? null;
  },

  /**
   * Whether a block stands between the person and the other member of a conversation (issue 33):
   * the conversation is then read-only history.
   */
  async blockedIn(conversationId: number, userId: number) {
    const [row] = await db
      .select({ blocked: sql<boolean>`${blockedBetweenSql(userId, conversationMembers.userId)}` })
      .from(conversationMembers)
      .where(
        and(eq(conversationMembers.conversationId, conversationId), ne(conversationMembers.userId, userId)),
      );
    return !!row?.blocked;
  },

  /** The person's conversations whose other member is not apart from them by a block (live rooms). */
  openConversationIdsOf: async (userId: number) =>
    (
      await db
        .select({ id: conversationMembers.conversationId })
        .from(conversationMembers)
        .where(
          and(
            eq(conversationMembers.userId, userId),
            sql`not exists (select 1 from conversation_members om where om.conversation_id = ${conversationMembers.conversationId}
              and om.user_id <> ${userId} and ${blockedBetweenSql(userId, sql`om.user_id`)})`,
          ),
        )
    ).map((r) => r.id),

  /** One message with its conversation's kind (a report's target). */
  async messageById(id: number) {
    const [row] = await db
      .select({ ...messageColumns, kind: conversations.kind })
      .from(chatMessages)
      .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
      .where(eq(chatMessages.id, id));
    return row ?? null;
  },

  /** Hides a message from its readers (a moderator's decision; issue 33). */
  async hideMessage(id: number) {
    await db
      .update(chatMessages)
      .set({ hiddenAt: sql`coalesce(${chatMessages.hiddenAt}, now())` })
      .where(eq(chatMessages.id, id));
  },

  conversationIdsOf: async (userId: number) =>
    (
      await db
        .select({ id: conversationMembers.conversationId })
        .from(conversationMembers)
        .where(eq(conversationMembers.userId, userId))
    ).map((r) => r.id),

  /**
   * The person's conversations (or one of them), newest activity first, with the other member, the
   * newest message and the person's unread count: one statement for the whole list (issue 27). The
   * whole list is built and prepared once.
   */
  summaries(userId: number, conversationId?: number): Promise<SummaryRow[]> {
    if (conversationId === undefined) return listQuery(db).execute({ userId });
    return summarySelect(db.select.bind(db), userId)
      .where(and(eq(conversationMembers.userId, userId), eq(conversations.id, conversationId)))
      .orderBy(...summaryOrder);
  },

  /**
   * Opening a conversation (GET conversations/{id}), in one statement: the person's summary of it
   * (no row when they are not in it), its message count and one page of messages (skip the
   * `offset` newest, take `limit`, oldest first). Reading the newest page (offset 0) moves the
   * person's read mark up to the newest message in the same statement, only when it is behind
   * (decision 0036: a read writes nothing it need not), and answers the unread count after it: 0.
   */
  async openPage(
    userId: number,
    conversationId: number,
    limit: number,
    offset: number,
  ): Promise<(SummaryRow & { total: number; messages: PageMessage[] }) | null> {
    const query = offset === 0 ? openNewestQuery(db) : openOlderQuery(db);
    const [row] = await query.execute({ userId, conversationId, limit, offset });
    return row ?? null;
  },

  /** Unread messages per conversation for this person. */
  async unreadCounts(userId: number, conversationIds?: number[]) {
    const rows = await db
      .select({ id: conversationMembers.conversationId, n: count() })
      .from(conversationMembers)
      .innerJoin(
        chatMessages,
        and(
          eq(chatMessages.conversationId, conversationMembers.conversationId),
          unreadFor(conversationMembers.userId, conversationMembers.lastReadMessageId),
        ),
      )
      .where(
        and(
          eq(conversationMembers.userId, userId),
          conversationIds ? inArray(conversationMembers.conversationId, conversationIds) : undefined,
        ),
      )
      .groupBy(conversationMembers.conversationId);
    return new Map(rows.map((r) => [r.id, r.n]));
  },

  /** Stores a message once per sender and client id; answers the stored row and whether it is new. */
  async insertMessage(values: {
    conversationId: number;
    senderId: number | null;
    body: string;
    clientId?: string | null;
  }) {
    // One statement: the message and the conversation's last activity (to the millisecond, as a
    // JavaScript date wrote it). The message's trigger then moves the sender's read mark (their own
    // message is read) and stamps the others' wait for it (decision 0045), after this statement
    // holds the conversation's row, so two people writing at once queue on it.
    const [stored] = await rowsOf<StoredMessage>(
      db,
      sql`with ins as (insert into ${chatMessages} (conversation_id, sender_id, body, client_id)
          values (${values.conversationId}, ${values.senderId}, ${values.body}, ${values.clientId ?? null})
          on conflict (sender_id, client_id) do nothing
          returning id, conversation_id, sender_id, body, client_id, created_at, hidden_at),
        activity as (update ${conversations} set last_message_at = date_trunc('milliseconds', ins.created_at)
          from ins where conversations.id = ins.conversation_id)
        select * from ins`,
    );
    if (stored) {
      const row: MessageView = {
        id: stored.id,
        conversationId: stored.conversation_id,
        senderId: stored.sender_id,
        body: stored.body,
        clientId: stored.client_id,
        createdAt: new Date(stored.created_at),
        hiddenAt: stored.hidden_at === null ? null : new Date(stored.hidden_at),
      };
      return { message: row, created: true };
    }
    const [existing] = await db
      .select(messageColumns)
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, values.senderId!), eq(chatMessages.clientId, values.clientId!)));
    return { message: existing!, created: false };
  },

  /** Full-text search (English, GIN index) in the person's conversations; newest first. */
  search(userId: number, query: string, conversationId: number | undefined, limit: number) {
    // With what names the conversation: its kind and its other member's name (nameOf in the service).
    const other = sql<number | null>`(select om.user_id from conversation_members om
      where om.conversation_id = ${chatMessages.conversationId} and om.user_id <> ${userId} limit 1)`;
    return db
      .select({
        ...messageColumns,
        kind: conversations.kind,
        otherFirstName: people.firstName,
        otherLastName: people.lastName,
      })
      .from(chatMessages)
      .innerJoin(
        conversationMembers,
        and(
          eq(conversationMembers.conversationId, chatMessages.conversationId),
          eq(conversationMembers.userId, userId),
        ),
      )
      .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
      .leftJoin(people, eq(people.id, other))
      .where(
        and(
          // Planned for its words each call (decisions 0039, 0041): how many messages match decides
          // the plan (the GIN index, or the person's messages newest first).
          sql`${chatMessages.search} @@ websearch_to_tsquery('english', ${planFor(query)})`,
          isNull(chatMessages.hiddenAt),
          conversationId === undefined ? undefined : eq(chatMessages.conversationId, conversationId),
        ),
      )
      .orderBy(desc(chatMessages.id))
      .limit(limit);
  },

  /** Messages with ids from `low` to `high` in the person's conversations, oldest first. */
  between(userId: number, low: number, high: number, limit: number) {
    return db
      .select(messageColumns)
      .from(chatMessages)
      .innerJoin(
        conversationMembers,
        and(
          eq(conversationMembers.conversationId, chatMessages.conversationId),
          eq(conversationMembers.userId, userId),
        ),
      )
      .where(sql`${chatMessages.id} between ${low} and ${high}`)
      .orderBy(asc(chatMessages.id))
      .limit(limit);
  },

  /**
   * Claims the members to mail about unread messages (decision 0017): chat notifications on, a
   * person's message (not the chat bot's, not theirs) unread for at least `quietSeconds` and newer
   * than their last such mail, which `unread_since` says (kept by triggers, decision 0045: the
   * sweep reads the members waiting through its partial index, not every message). One
   * conditional UPDATE, so of several processes sweeping at once exactly one claims each row; at
   * most `limit` rows, skipping those another sweep holds, so a sweep's transaction holds few row
   * locks for a short time (a reader marking a conversation read waits on them; issue 27). Setting
   * `mailed_at` clears the wait.
   */
  async claimUnreadMail(quietSeconds: number, limit: number) {
    const rows = await db
      .update(conversationMembers)
      .set({ mailedAt: sql`now()` })
      .where(
        sql`(${conversationMembers.conversationId}, ${conversationMembers.userId}) in (
          select cm.conversation_id, cm.user_id from conversation_members cm
          where cm.unread_since <= now() - make_interval(secs => ${quietSeconds})
            and exists (select 1 from ${peopleAs('u')} where u.id = cm.user_id and u.chat_notifications and u.status = 'active')
          limit ${limit} for update skip locked)`,
      )
      .returning({ conversationId: conversationMembers.conversationId, userId: conversationMembers.userId });
    return rows;
  },
});

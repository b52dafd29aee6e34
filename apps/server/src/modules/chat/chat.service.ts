import {
  REMOVED_BY_MODERATOR,
  CHAT_BOT_ID,
  CHAT_BOT_NAME,
  chatWelcomeText,
  MSG,
  type ChatMessage,
  type ChatSearchResult,
  type Conversation,
} from '@keh/contracts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import { canChatWith, canStartChatWith } from '../../policies/chat';
import { chatUnread } from '../../lib/mail/templates';
import { notificationsService } from '../notifications/notifications.service';
import type { AuthUser } from '../../plugins/auth';
import { fullName, usersRepository } from '../users/users.repository';
import { blocksRepository } from '../users/blocks.repository';
import { chatRepository, type MessageView, type PageMessage, type SummaryRow } from './chat.repository';
import { firstReplyHours } from './first-replies.repository';

/** How long a message waits unread before its reader is mailed (decision 0017). */
export const UNREAD_MAIL_QUIET_SECONDS = 15 * 60;
/** Search answers at most this many messages; "between" at most this many. */
const SEARCH_LIMIT = 100;
/** Members claimed per transaction of the unread-mail sweep. */
const SWEEP_BATCH = 50;
const BETWEEN_LIMIT = 500;

export const toMessage = (m: MessageView): ChatMessage => ({
  id: m.id,
  conversation_id: m.conversationId,
  // A message a moderator hid is never served to readers again (issue 33).
  body: m.hiddenAt ? REMOVED_BY_MODERATOR : m.body,
  member_id: m.senderId ?? CHAT_BOT_ID,
  created_at: m.createdAt.toISOString(),
  client_id: m.clientId,
  ...(m.hiddenAt && { removed: true }),
});

const nameOf = (s: Pick<SummaryRow, 'kind' | 'otherFirstName' | 'otherLastName'>) =>
  s.kind === 'welcome'
    ? CHAT_BOT_NAME
    : s.otherFirstName !== null && s.otherLastName !== null
      ? fullName({ firstName: s.otherFirstName, lastName: s.otherLastName })
      : 'Deleted user';

/** A message as a statement's JSON gives it (a time as its text, hidden as a flag). */
const messageOf = (
  conversationId: number,
  m: {
    id: number;
    senderId: number | null;
    body: string;
    clientId: string | null;
    createdAt: string;
    hidden: boolean;
  },
): MessageView => ({
  id: m.id,
  conversationId,
  senderId: m.senderId,
  body: m.body,
  clientId: m.clientId,
  createdAt: new Date(m.createdAt),
  hiddenAt: m.hidden ? new Date(0) : null,
});

/** A conversation as its member sees it, from their summary row. */
const toConversation = (s: SummaryRow): Conversation => {
  const lastMessage =
    s.last?.id != null ? messageOf(s.id, { ...s.last, createdAt: s.last.createdAt! }) : null;
  return {
    id: s.id,
    name: nameOf(s),
    avatar: s.kind === 'welcome' ? null : s.otherAvatar,
    last_updated: (s.lastMessageAt ?? s.createdAt).toISOString(),
    last_message: lastMessage ? toMessage(lastMessage) : null,
    unread_messages_count: Number(s.unread),
    blocked: Boolean(s.blocked),
    member:
      s.kind === 'welcome'
        ? { id: CHAT_BOT_ID, type: 'chat_bot', is_deleted: false }
        : {
            id: s.otherId ?? 0,
            type: s.otherType ?? 'mentee',
            is_deleted: s.otherId === null || s.otherStatus !== 'active',
          },
  };
};

/** A message of an opened page (the page statement answers JSON). */
const fromPage = (conversationId: number, m: PageMessage): MessageView =>
  messageOf(conversationId, {
    id: m.id,
    senderId: m.sender_id,
    body: m.body,
    clientId: m.client_id,
    createdAt: m.created_at,
    hidden: m.hidden,
  });

/**
 * Chat (docs/product (entities, states and api); decision 0017): conversations of two people or of the platform's
 * chat bot and one person, messages stored once per idempotency key, read marks per person, full-text
 * search, and the unread-message mail.
 */
export const chatService = (ctx: AppContext) => {
  const repo = chatRepository(ctx.db);
  const people = usersRepository(ctx.db);
  const notifications = notificationsService(ctx);

  async function conversationsOf(userId: number, only?: number, r = repo): Promise<Conversation[]> {
    return (await r.summaries(userId, only)).map(toConversation);
  }

  /** The person's conversation, or 404 (it does not exist, or they are not in it). */
  async function mine(user: AuthUser, conversationId: number) {
    const member = await repo.membership(conversationId, user.id);
    if (!member) throw notFound();
    return member;
  }

  async function one(userId: number, conversationId: number) {
    const [found] = await conversationsOf(userId, conversationId);
    if (!found) throw notFound();
    return found;
  }

  return {
    list: (user: AuthUser) => conversationsOf(user.id),

    /** Opens the conversation with a person: the existing one, or a new one if they take chats. */
    async open(user: AuthUser, memberId: number) {
      if (memberId === user.id) throw invalid({ member_id: MSG.chatWithSelf });
      const other = await people.findById(memberId);
      if (!other || !canChatWith(user, other)) throw invalid({ member_id: MSG.chatMemberInvalid });
      // Nobody starts or reopens a conversation across a block (issue 33).
      if (await blocksRepository(ctx.db).areApart(user.id, memberId))
        throw invalid({ member_id: MSG.chatBlocked }, MSG.chatBlocked);
      const [low, high] = [user.id, memberId].sort((a, b) => a - b);
      const pairKey = `direct:${low}:${high}`;
      if (!canStartChatWith(other)) {
        // A captain who takes no chats cannot be started a conversation with; one that exists stays.
        const found = (await conversationsOf(user.id)).find((c) => c.member.id === memberId);
        if (!found) throw invalid({ member_id: MSG.chatNotAccepted }, MSG.chatNotAccepted);
        return found;
      }
      const { id, created } = await repo.ensureConversation('direct', pairKey, [user.id, memberId]);
      if (created) ctx.liveChat.conversationCreated(id, [user.id, memberId]);
      return one(user.id, id);
    },

    /**
     * A page of messages (decision 0017): skip the `offset` newest, take `limit`, oldest first within
     * the page. Reading the newest page (offset 0) marks the conversation read for this person.
     */
    async page(user: AuthUser, conversationId: number, limit: number, offset: number) {
      // One statement: the membership, the conversation, its count and the page, and the read mark.
      const row = await repo.openPage(user.id, conversationId, limit, offset);
      if (!row) throw notFound();
      return {
        data: { ...toConversation(row), messages: row.messages.map((m) => toMessage(fromPage(row.id, m))) },
        meta: { total: row.total, limit, offset },
      };
    },

    /** Sends a message; a repeated `client_id` answers the stored one and pushes nothing again. */
    async send(user: AuthUser, conversationId: number, body: string, clientId?: string) {
      const member = await repo.sendable(conversationId, user.id);
      if (!member) throw notFound();
      if (member.kind === 'welcome') throw invalid({ body: MSG.chatBotNoReplies }, MSG.chatBotNoReplies);
      // Across a block the conversation is read-only history (issue 33).
      if (member.blocked) throw invalid({ body: MSG.chatBlocked }, MSG.chatBlocked);
      const { message, created } = await ctx.db.transaction((tx) =>
        chatRepository(tx).insertMessage({ conversationId, senderId: user.id, body, clientId }),
      );
      // The same key used in another conversation is a client's mistake, not a resend.
      if (message.conversationId !== conversationId) throw invalid({ client_id: MSG.chatClientIdInvalid });
      const out = toMessage(message);
      if (created) ctx.liveChat.message(conversationId, out);
      return out;
    },

    async search(user: AuthUser, query: string, conversationId?: number): Promise<ChatSearchResult[]> {
      if (conversationId !== undefined) await mine(user, conversationId);
      // One statement: the messages found with their conversations' names.
      const found = await repo.search(user.id, query, conversationId, SEARCH_LIMIT);
      return found.map(({ kind, otherFirstName, otherLastName, ...m }) => ({
        ...toMessage(m),
        conversation: { id: m.conversationId, name: nameOf({ kind, otherFirstName, otherLastName }) },
      }));
    },

    /** The messages from one id to the other (either order), of conversations the person is in. */
    async between(user: AuthUser, fromId: number, toId: number) {
      const [low, high] = fromId <= toId ? [fromId, toId] : [toId, fromId];
      return (await repo.between(user.id, low, high, BETWEEN_LIMIT)).map(toMessage);
    },

    /** The platform's welcome conversation for a new account, written by the chat bot. */
    async welcome(userId: number, firstName: string, db: DbOrTx = ctx.db) {
      const rows = chatRepository(db);
      const { id, created } = await rows.ensureConversation('welcome', `welcome:${userId}`, [userId]);
      if (created)
        await rows.insertMessage({ conversationId: id, senderId: null, body: chatWelcomeText(firstName) });
      return id;
    },

    /** How many messages wait unread for a person, in all their conversations (the weekly digest). */
    async unreadTotal(userId: number) {
      const counts = await repo.unreadCounts(userId, await repo.conversationIdsOf(userId));
      return [...counts.values()].reduce((a, b) => a + b, 0);
    },

    /** Hours each person took to reply first in conversations others started (issue 33). */
    firstReplyHours: (userIds: number[], windowDays: number) => firstReplyHours(ctx.db, userIds, windowDays),

    /** Conversation ids a person's sockets join; whether a person is in one (the realtime plugin). */
    // A conversation across a block is no live room: no messages, no presence (issue 33).
    roomsOf: (userId: number) => repo.openConversationIdsOf(userId),
    isMember: async (userId: number, conversationId: number) =>
      !!(await repo.membership(conversationId, userId)) && !(await repo.blockedIn(conversationId, userId)),

    /**
     * A message as its reader may see it, with the conversation's kind and its sender (a report's
     * target, issue 33); null when the person is not in its conversation or it does not exist.
     */
    async messageFor(userId: number, messageId: number) {
      const m = await repo.messageById(messageId);
      if (!m || !(await repo.membership(m.conversationId, userId))) return null;
      return m;
    },
    /** Hides a message from its readers (a moderator's decision after a report; issue 33). */
    hideMessage: (messageId: number, db: DbOrTx = ctx.db) => chatRepository(db).hideMessage(messageId),
    /** The pair's direct conversation, if any (a block makes it read-only; its sockets leave the room). */
    async directBetween(a: number, b: number) {
      const found = (await conversationsOf(a)).find((c) => c.member.id === b && c.member.type !== 'chat_bot');
      return found?.id ?? null;
    },

    /**
     * Queues a mail to each person with a message unread for the quiet period, once per
     * conversation per quiet period (decision 0017), batched: one mail however many messages.
     * Claiming the rows and queueing the mails is one transaction, so several processes may sweep
     * at once and a mail is queued exactly when its claim commits. Answers how many were queued.
     */
    async sweepUnreadMail(quietSeconds = UNREAD_MAIL_QUIET_SECONDS) {
      // In batches, each its own short transaction: the claimed rows stay locked only while their
      // few mails are queued, not while thousands are (issue 27: readers waited seconds on them).
      let queued = 0;
      for (;;) {
        const batch = await ctx.db.transaction(async (tx) => {
          const rows = chatRepository(tx);
          const claimed = await rows.claimUnreadMail(quietSeconds, SWEEP_BATCH);
          const readers = usersRepository(tx);
          let sent = 0;
          for (const { conversationId, userId } of claimed) {
            const [reader, conversation] = await Promise.all([
              readers.findById(userId),
              conversationsOf(userId, conversationId, rows),
            ]);
            const c = conversation[0];
            if (!reader || !c?.unread_messages_count) continue; // gone, or its messages erased since
            const content = chatUnread(
              reader.firstName,
              c.name,
              c.unread_messages_count,
              `${ctx.config.appUrl}/chat/${conversationId}`,
            );
            if (await notifications.notify(tx, reader, 'chat', content)) sent++;
          }
          return { claimed: claimed.length, sent };
        });
        queued += batch.sent;
        if (batch.claimed < SWEEP_BATCH) return queued;
      }
    },
  };
};

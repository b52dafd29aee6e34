import { MSG, type BlockedPerson } from '@keh/contracts';
import type { AppContext } from '../../context';
import { canBlockPerson } from '../../policies/safety';
import { invalid, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { chatService } from '../chat/chat.service';
import { mentoringService } from '../mentoring/mentoring.service';
import { blocksRepository } from '../users/blocks.repository';
import { usersRepository, type UserRow } from '../users/users.repository';

/** The person as the mentoring module's calls take them (a background action on their behalf). */
const asUser = (u: UserRow): AuthUser => ({ id: u.id, type: u.type, tokenId: 0, row: u });

/**
 * Blocks (issue 33; decision 0031). A block works both ways: neither sees the other in matching,
 * lists and search, neither can message or request the other, their conversation becomes read-only
 * history, a pending request between them is withdrawn and a running mentoring between them ends.
 * Undoing it restores seeing and reaching; what ended stays ended.
 */
export const blocksService = (ctx: AppContext) => {
  const blocks = blocksRepository(ctx.db);
  const users = usersRepository(ctx.db);
  const chat = chatService(ctx);

  /** Someone one may block: a Business Captain or a Member, not oneself (404 for anyone else). */
  async function blockable(user: AuthUser, id: number) {
    if (id === user.id) throw invalid({ user_id: MSG.blockSelf }, MSG.blockSelf);
    const other = await users.findById(id);
    if (!other || !canBlockPerson(user, other)) throw notFound();
    return other;
  }

  /** What a new block ends between a captain and a Member: a pending request, a running mentoring. */
  async function endBetween(blocker: UserRow, other: UserRow) {
    if (blocker.type === other.type) return;
    const captain = blocker.type === 'mentor' ? blocker : other;
    const member = blocker.type === 'mentee' ? blocker : other;
    const mentoring = mentoringService(ctx);
    const latest = await mentoring.latestRequestOf(member.id, captain.id);
    if (latest?.status === 'pending') {
      // Withdrawn as the blocker would: a Member recalls it, a captain declines it (no reason given).
      if (blocker.id === member.id) await mentoring.recall(asUser(member), captain.id);
      else {
        const open = (await mentoring.requests(asUser(captain))).find(
          (r) => r.status === 'pending' && r.mentee?.id === member.id,
        );
        if (open) await mentoring.decline(asUser(captain), open.id);
      }
    }
    const pair = (await mentoring.pairsOf(asUser(captain))).find((p) => p.other.id === member.id);
    // Ended by the server with reason `blocked`: both are told, neither is named as the one who ended it.
    if (pair) await mentoring.endMentoring(pair.mentoring.id, 'blocked', null);
  }

  return {
    async list(user: AuthUser): Promise<BlockedPerson[]> {
      const rows = await blocks.listOf(user.id);
      return rows.map((r) => ({
        id: r.id,
        first_name: r.firstName,
        last_name: r.lastName,
        avatar: r.avatar,
        blocked_at: r.createdAt.toISOString(),
      }));
    },

    async block(user: AuthUser, id: number): Promise<BlockedPerson> {
      const other = await blockable(user, id);
      // The pair's conversation, found before the block (it is then left out of live rooms).
      const conversationId = await chat.directBetween(user.id, other.id);
      // Requests and the mentoring end while the two can still reach each other through their calls.
      if (!(await blocks.areApart(user.id, other.id))) await endBetween(user.row, other);
      await blocks.insert(user.id, other.id);
      if (conversationId !== null) ctx.liveChat.conversationClosed(conversationId, [user.id, other.id]);
      const made = (await blocks.listOf(user.id)).find((r) => r.id === other.id)!;
      return {
        id: made.id,
        first_name: made.firstName,
        last_name: made.lastName,
        avatar: made.avatar,
        blocked_at: made.createdAt.toISOString(),
      };
    },

    /** Undoes one's own block (404 when there is none); a block the other made stays. */
    async unblock(user: AuthUser, id: number) {
      if (!(await blocks.remove(user.id, id))) throw notFound();
      if (!(await blocks.areApart(user.id, id))) {
        const conversationId = await chat.directBetween(user.id, id);
        if (conversationId !== null) ctx.liveChat.conversationCreated(conversationId, [user.id, id]);
      }
      return { message: MSG.unblocked };
    },
  };
};

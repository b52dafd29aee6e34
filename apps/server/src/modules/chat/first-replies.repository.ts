import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Hours each person took to send their first reply in direct conversations the other person
 * started, over the window (issue 33: a captain's responsiveness), one statement for a page of
 * people. Who opened a conversation and when each member first wrote in it are kept on the rows by
 * a trigger on chat_messages (migration 0034): a member who did not open it first wrote after it
 * opened, so that first message is their reply.
 */
export async function firstReplyHours(db: DbOrTx, userIds: number[], windowDays: number) {
  if (!userIds.length) return new Map<number, number[]>();
  const rows = await rowsOf<{ userId: number; hours: string | null }>(
    db,
    sql`
    select cm.user_id as "userId",
           string_agg((extract(epoch from cm.first_sent_at - c.first_message_at) / 3600)::text, ',') as hours
    from conversation_members cm
    join conversations c on c.id = cm.conversation_id
    where cm.user_id = any(${sql.param(userIds)}::int[])
      and c.kind = 'direct'
      and cm.first_sent_at is not null
      and c.first_sender_id is distinct from cm.user_id
      and c.first_message_at > now() - make_interval(days => ${windowDays})
    group by cm.user_id`,
  );
  return new Map(rows.map((r) => [Number(r.userId), r.hours ? r.hours.split(',').map(Number) : []]));
}

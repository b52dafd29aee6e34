import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Hours each person took to send their first reply in direct conversations the other person
 * started, over the window (issue 33: a captain's responsiveness), one statement for a page of
 * people. Reads the newest messages through chat_messages_conversation_idx.
 */
export async function firstReplyHours(db: DbOrTx, userIds: number[], windowDays: number) {
  if (!userIds.length) return new Map<number, number[]>();
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select cm.user_id as "userId",
           string_agg((extract(epoch from reply.created_at - first_in.created_at) / 3600)::text, ',') as hours
    from conversation_members cm
    join conversations c on c.id = cm.conversation_id and c.kind = 'direct'
    cross join lateral (
      select m.id, m.sender_id, m.created_at from chat_messages m
      where m.conversation_id = cm.conversation_id order by m.id limit 1) first_in
    cross join lateral (
      select m.created_at from chat_messages m
      where m.conversation_id = cm.conversation_id and m.sender_id = cm.user_id and m.id > first_in.id
      order by m.id limit 1) reply
    where cm.user_id in (${ids})
      and first_in.sender_id is distinct from cm.user_id
      and first_in.created_at > now() - make_interval(days => ${windowDays})
    group by cm.user_id`);
  const rows = (result as unknown as { rows: { userId: number; hours: string | null }[] }).rows;
  return new Map(rows.map((r) => [Number(r.userId), r.hours ? r.hours.split(',').map(Number) : []]));
}

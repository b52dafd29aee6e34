import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { firstReplyHoursSql } from './first-replies.read-model';

/**
 * Hours each person took to send their first reply in direct conversations the other person
 * started, over the window (issue 33: a captain's responsiveness), one statement for a page of
 * people: the rule is the read model's (first-replies.read-model.ts), once per person.
 */
export async function firstReplyHours(db: DbOrTx, userIds: number[], windowDays: number) {
  if (!userIds.length) return new Map<number, number[]>();
  const rows = await rowsOf<{ userId: number; hours: string | null }>(
    db,
    sql`select u.id as "userId", ${firstReplyHoursSql(sql`u.id`, windowDays)} as hours
        from unnest(${sql.param(userIds)}::int[]) as u(id)`,
  );
  return new Map(rows.map((r) => [Number(r.userId), r.hours ? r.hours.split(',').map(Number) : []]));
}

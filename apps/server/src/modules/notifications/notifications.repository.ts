import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inText } from '../../db/prepared';
import { mailWindows } from '../../db/schema';

/** A mail that failed every try, as the dead-letter queue keeps it (pg-boss's own table). */
export interface DeadLetterRow {
  id: string;
  data: unknown;
  error: unknown;
  tries: number;
  firstTriedAt: Date;
  failedAt: Date;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const notificationsRepository = (db: DbOrTx) => ({
  /**
   * Opens the person's window for a topic unless one opened less than `windowMs` ago: answers
   * whether it is fresh, and when the current window opened. Two callers at once agree (the row is
   * written by one statement, the later one sees the window the first opened).
   */
  async openWindow(userId: number, topic: string, windowMs: number) {
    const [opened] = await db
      .insert(mailWindows)
      .values({ userId, topic })
      .onConflictDoUpdate({
        target: [mailWindows.userId, mailWindows.topic],
        set: { openedAt: sql`now()` },
        setWhere: sql`${mailWindows.openedAt} <= now() - make_interval(secs => ${windowMs / 1000})`,
      })
      .returning({ openedAt: mailWindows.openedAt });
    if (opened) return { fresh: true, openedAt: opened.openedAt };
    const [current] = await db
      .select({ openedAt: mailWindows.openedAt })
      .from(mailWindows)
      .where(and(eq(mailWindows.userId, userId), eq(mailWindows.topic, topic)));
    return { fresh: false, openedAt: current!.openedAt };
  },

  /** The dead letters of `queue`, newest first (jobs no worker takes: they wait for staff). */
  async deadLetters(queue: string, limit: number): Promise<DeadLetterRow[]> {
    return rowsOf<DeadLetterRow>(
      await db.execute(sql`
        select id::text as "id", data, source_output as "error", coalesce(source_retry_count, 0)::int as "tries",
               source_created_on as "firstTriedAt", created_on as "failedAt"
        from pgboss.job
        where name = ${queue} and state < 'completed'
        order by created_on desc
        limit ${inText(limit)}`),
    ).map((r) => ({ ...r, firstTriedAt: new Date(r.firstTriedAt), failedAt: new Date(r.failedAt) }));
  },

  /** Takes one dead letter off the list, answering its data (null when it is not there). */
  async takeDeadLetter(queue: string, id: string) {
    const [row] = rowsOf<{ data: unknown }>(
      await db.execute(sql`
        delete from pgboss.job
        where name = ${queue} and id = ${id}::uuid and state < 'completed'
        returning data`),
    );
    return row ? row.data : null;
  },
});

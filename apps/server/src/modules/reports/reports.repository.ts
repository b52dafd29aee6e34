import { asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inText } from '../../db/prepared';
import { reports } from '../../db/schema';
import { peopleAs } from '../users/users.read-model';

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;

const reporter = peopleAs('reporter');
const reported = peopleAs('reported');
const resolverView = peopleAs('u');

/** The reports a person made and staff's queue of them (issue 33). */
export const reportsRepository = (db: DbOrTx) => ({
  async insert(values: NewReport) {
    const [row] = await db.insert(reports).values(values).returning();
    return row!;
  },

  /** A report, locked until the transaction ends (one staff decision at a time). */
  async lock(id: number) {
    const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update');
    return row ?? null;
  },

  /** Closes a report with what staff did. */
  async resolve(id: number, status: ReportRow['status'], staffId: number) {
    await db
      .update(reports)
      .set({ status, resolvedById: staffId, resolvedAt: new Date() })
      .where(eq(reports.id, id));
  },

  /** The open queue, oldest first, or the closed reports, newest decision first. */
  async page(which: 'open' | 'closed', limit: number, offset: number, only?: number) {
    const where: SQL =
      only !== undefined
        ? eq(reports.id, only)
        : which === 'open'
          ? eq(reports.status, 'open')
          : ne(reports.status, 'open');
    const order =
      which === 'open'
        ? [asc(reports.createdAt), asc(reports.id)]
        : [desc(reports.resolvedAt), desc(reports.id)];
    const [rows, [total]] = await Promise.all([
      db
        .select({
          report: reports,
          reporter: {
            id: reporter.id,
            firstName: reporter.firstName,
            lastName: reporter.lastName,
            status: reporter.status,
          },
          reported: {
            id: reported.id,
            firstName: reported.firstName,
            lastName: reported.lastName,
            status: reported.status,
          },
          // Who decided (a subquery: drizzle types a left join of an aliased table as never).
          resolver: {
            id: reports.resolvedById,
            firstName: sql<
              string | null
            >`(select u.first_name from ${resolverView} where u.id = ${reports.resolvedById})`,
            lastName: sql<
              string | null
            >`(select u.last_name from ${resolverView} where u.id = ${reports.resolvedById})`,
          },
        })
        .from(reports)
        .innerJoin(reporter, eq(reporter.id, reports.reporterId))
        .innerJoin(reported, eq(reported.id, reports.reportedUserId))
        .where(where)
        .orderBy(...order)
        .limit(inText(limit))
        .offset(inText(offset)),
      db.select({ n: count() }).from(reports).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
});

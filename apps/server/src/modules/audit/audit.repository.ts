import { count, desc, eq } from 'drizzle-orm';
import type { AuditAction } from '@keh/contracts';
import type { DbOrTx } from '../../db/client';
import { inText } from '../../db/prepared';
import { staffAuditLog } from '../../db/schema';
import { people } from '../users/users.read-model';

export interface AuditRecord {
  actorId: number;
  action: AuditAction;
  targetType: 'user' | 'article';
  targetId: number;
  targetLabel: string;
  details?: Record<string, string>;
}

export const auditRepository = (db: DbOrTx) => ({
  async insert(r: AuditRecord) {
    await db.insert(staffAuditLog).values({ ...r, details: r.details ?? {} });
  },

  async page(action: AuditAction | undefined, limit: number, offset: number) {
    const where = action ? eq(staffAuditLog.action, action) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          entry: staffAuditLog,
          actorFirstName: people.firstName,
          actorLastName: people.lastName,
        })
        .from(staffAuditLog)
        .innerJoin(people, eq(people.id, staffAuditLog.actorId))
        .where(where)
        .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
        .limit(inText(limit))
        .offset(inText(offset)),
      db.select({ n: count() }).from(staffAuditLog).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
});

import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@keh/contracts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { auditRepository, type AuditRecord } from './audit.repository';

/**
 * The staff audit log (issue 14): each staff action records one entry, inside the transaction of
 * the change it describes when there is one (`db`), so the log never says what did not happen.
 */
export const auditService = (ctx: Pick<AppContext, 'db'>) => ({
  record: (entry: AuditRecord, db: DbOrTx = ctx.db) => auditRepository(db).insert(entry),

  async page(action: string | undefined, limit: number, offset: number) {
    const known = AUDIT_ACTIONS.find((a) => a === action) as AuditAction | undefined;
    const { rows, total } = await auditRepository(ctx.db).page(known, limit, offset);
    const data: AuditEntry[] = rows.map(({ entry, actorFirstName, actorLastName }) => ({
      id: entry.id,
      action: entry.action,
      actor: { id: entry.actorId, first_name: actorFirstName, last_name: actorLastName },
      target: { type: entry.targetType, id: entry.targetId, label: entry.targetLabel },
      details: entry.details,
      created_at: entry.createdAt.toISOString(),
    }));
    return { data, meta: { total, limit, offset } };
  },
});

import { and, desc, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataExports } from '../../db/schema';
import { downloadableExportSql } from '../../policies/privacy';

/** A namespace for the per-person advisory lock that serialises export requests (any constant of ours). */
const EXPORT_LOCK = 0x6b656831;

export type DataExportRow = typeof dataExports.$inferSelect;

export const dataExportRepository = (db: DbOrTx) => ({
  /** Holds the person's export requests until the transaction ends: two at once take turns. */
  async lockPerson(userId: number) {
    await db.execute(sql`select pg_advisory_xact_lock(${EXPORT_LOCK}, ${userId})`);
  },

  /** The person's own latest export since `since` that did not fail (their one a day). */
  async recentOwn(userId: number, since: Date) {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(
        and(
          eq(dataExports.userId, userId),
          eq(dataExports.requestedBy, userId),
          ne(dataExports.status, 'failed'),
          gt(dataExports.createdAt, since),
        ),
      )
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    return row ?? null;
  },

  async insert(userId: number, requestedBy: number) {
    const [row] = await db.insert(dataExports).values({ userId, requestedBy }).returning();
    return row!;
  },

  async latestRequestedBy(requestedBy: number) {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(eq(dataExports.requestedBy, requestedBy))
      .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
      .limit(1);
    return row ?? null;
  },

  /** Takes a waiting (or interrupted) export to build; null when it is done, failed or gone. */
  async claim(id: number) {
    const [row] = await db
      .update(dataExports)
      .set({ status: 'running', startedAt: new Date() })
      .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['queued', 'running'])))
      .returning();
    return row ?? null;
  },

  async markReady(id: number, storageKey: string, size: number, readyAt: Date, expiresAt: Date) {
    const [row] = await db
      .update(dataExports)
      .set({ status: 'ready', storageKey, size, readyAt, expiresAt })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'running')))
      .returning();
    return row ?? null;
  },

  async markFailed(id: number) {
    await db
      .update(dataExports)
      .set({ status: 'failed' })
      .where(and(eq(dataExports.id, id), inArray(dataExports.status, ['queued', 'running'])));
  },

  /** The requester's ready export, not yet downloaded nor expired. */
  async downloadable(id: number, requestedBy: number) {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.id, id), downloadableExportSql({ id: requestedBy }, new Date())));
    return row ?? null;
  },

  /** Spends the download (once): answers the stored key, or null when someone was first. */
  async spend(id: number, requestedBy: number) {
    const [row] = await db
      .update(dataExports)
      .set({ downloadedAt: new Date(), storageKey: null })
      .where(
        and(
          eq(dataExports.id, id),
          eq(dataExports.requestedBy, requestedBy),
          isNull(dataExports.downloadedAt),
          isNotNull(dataExports.storageKey),
          gt(dataExports.expiresAt, new Date()),
        ),
      )
      .returning({ id: dataExports.id });
    return row ?? null;
  },

  /** Forgets the files of exports past their expiry; answers their storage keys. */
  async takeExpired(now: Date) {
    const rows = (await db.execute(sql`
      update data_exports d set storage_key = null
      from (select id, storage_key from data_exports
            where storage_key is not null and expires_at < ${now.toISOString()}::timestamptz
            for update) old
      where d.id = old.id
      returning old.storage_key as key`)) as unknown as { rows: { key: string }[] };
    return rows.rows.map((r) => r.key);
  },
});

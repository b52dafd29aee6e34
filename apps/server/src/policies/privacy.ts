import { sql, type SQL } from 'drizzle-orm';
import { dataExports } from '../db/schema';
import type { ViewerId } from './viewer';

/** The facts of a copy of one's data (an export) its policy reads. */
export interface ExportFacts {
  requestedBy: number;
  status: string;
  storageKey: string | null;
  expiresAt: Date | null;
  downloadedAt: Date | null;
}

/**
 * A copy of one's data is downloaded once, by the one who asked for it (the person, or the staff
 * member who made it), while it is ready and has not expired. `canDownloadExport` and its SQL twin
 * `downloadableExportSql` stand side by side (policies/privacy.test.ts checks they agree).
 */
export const canDownloadExport = (viewer: ViewerId, e: ExportFacts, now: Date): boolean =>
  !!viewer &&
  e.requestedBy === viewer.id &&
  e.status === 'ready' &&
  e.downloadedAt === null &&
  e.storageKey !== null &&
  e.expiresAt !== null &&
  e.expiresAt.getTime() > now.getTime();

/** The twin of `canDownloadExport` over the `data_exports` table. */
export const downloadableExportSql = (viewer: ViewerId, now: Date): SQL =>
  viewer
    ? sql`(${dataExports.requestedBy} = ${viewer.id} and ${dataExports.status} = 'ready' and ${dataExports.downloadedAt} is null and ${dataExports.storageKey} is not null and ${dataExports.expiresAt} is not null and ${dataExports.expiresAt} > ${now.toISOString()}::timestamptz)`
    : sql`false`;

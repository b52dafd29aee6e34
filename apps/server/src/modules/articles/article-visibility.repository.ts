import { sql, type SQL } from 'drizzle-orm';
import type { Visibility } from '@keh/contracts';
import { articles, articleVersions } from '../../db/schema';

/** Who reads: nobody signed in, or a person of a role. */
export type Reader = { id: number; type: 'mentor' | 'mentee' | 'moderator' | 'admin' } | null;

/**
 * Who may read a version (docs/product/permissions.md; decision 0018): Public everyone, All Members any signed-in
 * person, Business captains the captains, Private its assigned Members; always its author and staff.
 * `canRead` and its SQL twin `readableSql` stand side by side; articles.test.ts checks they agree.
 */
export function canRead(
  reader: Reader,
  v: { visibility: Visibility; assignedMemberIds: readonly number[]; ownerId: number },
): boolean {
  if (v.visibility === '1') return true;
  if (!reader) return false;
  if (reader.type === 'moderator' || reader.type === 'admin' || reader.id === v.ownerId) return true;
  if (v.visibility === '2') return true;
  if (v.visibility === '3') return reader.type === 'mentor';
  return v.assignedMemberIds.includes(reader.id);
}

export function readableSql(reader: Reader): SQL {
  if (!reader) return sql`${articleVersions.visibility} = '1'`;
  if (reader.type === 'moderator' || reader.type === 'admin') return sql`true`;
  const byRole =
    reader.type === 'mentor'
      ? sql`${articleVersions.visibility} in ('1', '2', '3')`
      : sql`${articleVersions.visibility} in ('1', '2')`;
  return sql`(${byRole} or ${articles.ownerId} = ${reader.id} or (${articleVersions.visibility} = '0' and ${articleVersions.assignedMemberIds} @> array[${reader.id}]::integer[]))`;
}

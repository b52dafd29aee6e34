import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/database';
import { CALLERS, VIEWERS as v, type Caller } from '../test/policy-callers';
import { canDownloadExport, downloadableExportSql, type ExportFacts } from './privacy';

type Database = Awaited<ReturnType<typeof openTestDatabase>>;

const now = new Date('2027-05-12T08:00:00Z');
const later = new Date(now.getTime() + 3_600_000);
const earlier = new Date(now.getTime() - 3_600_000);
const ready = (requestedBy: number): ExportFacts => ({
  requestedBy,
  status: 'ready',
  storageKey: 'exports/x.zip',
  expiresAt: later,
  downloadedAt: null,
});

describe('privacy policies over the seven callers', () => {
  // The member's own copy, and one an admin made of the member's data (the admin downloads it).
  const table: [Caller, { own: boolean; staffMade: boolean }][] = [
    ['guest', { own: false, staffMade: false }],
    ['member', { own: true, staffMade: false }],
    ['otherMember', { own: false, staffMade: false }],
    ['captain', { own: false, staffMade: false }],
    ['otherCaptain', { own: false, staffMade: false }],
    ['moderator', { own: false, staffMade: false }],
    ['admin', { own: false, staffMade: true }],
  ];
  it.each(table)('%s', (caller, want) => {
    expect(canDownloadExport(v[caller], ready(v.member!.id), now)).toBe(want.own);
    expect(canDownloadExport(v[caller], ready(v.admin!.id), now)).toBe(want.staffMade);
  });
  it('covers every caller', () => expect(table.map(([c]) => c)).toEqual([...CALLERS]));
  it('only once, only while ready and not expired', () => {
    const m = v.member;
    const id = m!.id;
    expect(canDownloadExport(m, { ...ready(id), downloadedAt: earlier }, now)).toBe(false);
    expect(canDownloadExport(m, { ...ready(id), storageKey: null }, now)).toBe(false);
    expect(canDownloadExport(m, { ...ready(id), expiresAt: earlier }, now)).toBe(false);
    expect(canDownloadExport(m, { ...ready(id), expiresAt: now }, now)).toBe(false);
    expect(canDownloadExport(m, { ...ready(id), status: 'running' }, now)).toBe(false);
  });
});

describe('canDownloadExport and downloadableExportSql agree', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('for every caller on every state of an export', async () => {
    const fixtures: ExportFacts[] = [v.member!.id, v.admin!.id].flatMap((requestedBy) =>
      ['queued', 'running', 'ready', 'failed'].flatMap((status) =>
        [null, 'exports/x.zip'].flatMap((storageKey) =>
          [null, earlier, now, later].flatMap((expiresAt) =>
            [null, earlier].map((downloadedAt) => ({
              requestedBy,
              status,
              storageKey,
              expiresAt,
              downloadedAt,
            })),
          ),
        ),
      ),
    );
    const at = (d: Date | null) => (d ? d.toISOString() : null);
    const values = sql.join(
      fixtures.map(
        (f, i) =>
          sql`(${i}::int, ${f.requestedBy}::int, ${f.status}::text, ${f.storageKey}::text, ${at(f.expiresAt)}::timestamptz, ${at(f.downloadedAt)}::timestamptz)`,
      ),
      sql`, `,
    );
    let allowed = 0;
    for (const caller of CALLERS) {
      // The twin names "data_exports": the fixtures stand in for its rows.
      const result = await database.db.execute(sql`
        select "data_exports".i, ${downloadableExportSql(v[caller], now)} as ok
        from (values ${values}) as "data_exports"(i, requested_by, status, storage_key, expires_at, downloaded_at)
        order by "data_exports".i`);
      const fromSql = (result as unknown as { rows: { ok: boolean }[] }).rows.map((r) => r.ok);
      expect(fromSql, caller).toEqual(fixtures.map((f) => canDownloadExport(v[caller], f, now)));
      allowed += fromSql.filter(Boolean).length;
    }
    expect(allowed).toBe(2);
  });
});

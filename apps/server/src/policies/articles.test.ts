import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { VISIBILITY_VALUES } from '@keh/contracts';
import { openTestDatabase } from '../test/database';

type Database = Awaited<ReturnType<typeof openTestDatabase>>;
import { CALLERS, VIEWERS as v, type Caller } from '../test/policy-callers';
import {
  canEditArticle,
  canReadArticle,
  canSeeArticleMembers,
  opensOnSignIn,
  readableArticleSql,
  type ArticleFacts,
} from './articles';

/** The captain's articles of each visibility, the private one for the member. */
const ofCaptain = (visibility: ArticleFacts['visibility']): ArticleFacts => ({
  visibility,
  ownerId: v.captain!.id,
  assignedMemberIds: visibility === '0' ? [v.member!.id] : [],
});

describe('articles policies over the seven callers', () => {
  // Readable visibilities ('1' public, '2' all members, '3' business captains, '0' private), edit, members seen.
  const table: [Caller, { read: string; signIn: boolean; edit: boolean; members: boolean }][] = [
    ['guest', { read: '1', signIn: true, edit: false, members: false }],
    ['member', { read: '120', signIn: false, edit: false, members: false }],
    ['otherMember', { read: '12', signIn: false, edit: false, members: false }],
    ['captain', { read: '1230', signIn: false, edit: true, members: true }],
    ['otherCaptain', { read: '123', signIn: false, edit: false, members: false }],
    ['moderator', { read: '1230', signIn: false, edit: false, members: true }],
    ['admin', { read: '1230', signIn: false, edit: false, members: true }],
  ];
  it.each(table)('%s', (caller, want) => {
    const viewer = v[caller];
    for (const vis of VISIBILITY_VALUES)
      expect(canReadArticle(viewer, ofCaptain(vis)), `reads ${vis}`).toBe(want.read.includes(vis));
    expect(opensOnSignIn(viewer, ofCaptain('2'))).toBe(want.signIn);
    expect(opensOnSignIn(viewer, ofCaptain('3'))).toBe(want.signIn);
    expect(opensOnSignIn(viewer, ofCaptain('0'))).toBe(false);
    expect(canEditArticle(viewer, ofCaptain('0'))).toBe(want.edit);
    expect(canSeeArticleMembers(viewer, ofCaptain('0'))).toBe(want.members);
  });
  it('covers every caller', () => expect(table.map(([c]) => c)).toEqual([...CALLERS]));
});

describe('canReadArticle and readableArticleSql agree', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('for every caller on every visibility, author and assignment', async () => {
    const owners = [v.captain!.id, v.otherCaptain!.id];
    const assigned = [[], [v.member!.id], [v.otherMember!.id, v.member!.id]];
    const fixtures: ArticleFacts[] = VISIBILITY_VALUES.flatMap((visibility) =>
      owners.flatMap((ownerId) =>
        assigned.map((assignedMemberIds) => ({ visibility, ownerId, assignedMemberIds })),
      ),
    );
    const values = sql.join(
      fixtures.map(
        (f, i) =>
          sql`(${i}::int, ${f.ownerId}::int, ${f.visibility}::text, ${`{${f.assignedMemberIds.join(',')}}`}::integer[])`,
      ),
      sql`, `,
    );
    let readable = 0;
    for (const caller of CALLERS) {
      // The twin names "articles" and "article_versions": the fixtures stand in for both rows.
      const result = await database.db.execute(sql`
        select f.i, ${readableArticleSql(v[caller])} as ok
        from (values ${values}) as f(i, owner_id, visibility, assigned_member_ids)
        cross join lateral (select f.owner_id) as "articles"("owner_id")
        cross join lateral (select f.visibility, f.assigned_member_ids) as "article_versions"("visibility", "assigned_member_ids")
        order by f.i`);
      const fromSql = (result as unknown as { rows: { ok: boolean }[] }).rows.map((r) => r.ok);
      expect(fromSql, caller).toEqual(fixtures.map((f) => canReadArticle(v[caller], f)));
      readable += fromSql.filter(Boolean).length;
    }
    expect(readable).toBeGreaterThan(0);
    expect(readable).toBeLessThan(CALLERS.length * fixtures.length);
  });
});

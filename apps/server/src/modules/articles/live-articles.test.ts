import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/database';
import { insertCallers } from '../../test/policy-callers';
import { articleCategories, articleVersions, liveArticles } from '../../db/schema';
import { articlesRepository, type VersionValues } from './articles.repository';

type Database = Awaited<ReturnType<typeof openTestDatabase>>;

/** What the triggers must keep (migration 0036): each live article, joined to its live version. */
async function expected(db: Database['db']) {
  const result = await db.execute(sql`
    select a.id as article_id, v.id as version_id, a.owner_id, a.published_at, v.category_id,
      v.sub_category_id, v.tags, v.visibility, v.assigned_member_ids, v.search::text as search
    from articles a join article_versions v on v.id = a.live_version_id order by a.id`);
  return (result as unknown as { rows: unknown[] }).rows;
}

async function kept(db: Database['db']) {
  const result = await db.execute(sql`
    select article_id, version_id, owner_id, published_at, category_id, sub_category_id, tags,
      visibility, assigned_member_ids, search::text as search
    from live_articles order by article_id`);
  return (result as unknown as { rows: unknown[] }).rows;
}

describe('live_articles follows the live versions (decision 0036)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
  });
  afterAll(() => database.close());

  it('through publishing, an edit of the live version, a new version, a ban and a delete', async () => {
    const { db } = database;
    const callers = await insertCallers(db);
    const owner = callers.captain!.id;
    const [category] = await db
      .insert(articleCategories)
      .values({ id: 901, name: 'Finance' })
      .returning({ id: articleCategories.id });
    const repo = articlesRepository(db);
    const version = (title: string, visibility: VersionValues['visibility']): VersionValues => ({
      title,
      shortDescription: 'About cash',
      body: { type: 'doc', content: [] } as unknown as VersionValues['body'],
      bodyText: `${title} and cash flow`,
      categoryId: category!.id,
      subCategoryId: null,
      tags: ['cash'],
      visibility,
      assignedMemberIds: visibility === '0' ? [callers.member!.id] : [],
      previewSmallImage: null,
      previewBigImage: null,
      bgImage: null,
    });
    const check = async (articles: number) => {
      const want = await expected(db);
      expect(want).toHaveLength(articles);
      expect(await kept(db)).toEqual(want);
    };

    const first = await repo.insertArticle(owner, 'pending');
    const v1 = await repo.insertVersion(first, version('Pricing', '1'));
    await repo.setCurrent(first, v1, 'pending');
    await check(0);
    await repo.publish(first, v1);
    await check(1);
    // The live version changed in place (its visibility) is copied again.
    await repo.updateVersion(v1, version('Pricing', '0'));
    await check(1);
    expect((await kept(db))[0]).toMatchObject({ visibility: '0', assigned_member_ids: [callers.member!.id] });
    // A new current version waits behind the live one: the live copy is unchanged until published.
    const v2 = await repo.insertVersion(first, version('Pricing again', '2'));
    await repo.setCurrent(first, v2, 'pending');
    await check(1);
    expect((await kept(db))[0]).toMatchObject({ version_id: v1 });
    await repo.publish(first, v2);
    await check(1);
    expect((await kept(db))[0]).toMatchObject({ version_id: v2, visibility: '2' });

    const second = await repo.insertArticle(owner, 'pending');
    const v3 = await repo.insertVersion(second, version('Hiring', '1'));
    await repo.publish(second, v3);
    await check(2);
    await repo.ban(second, 'Off topic', true);
    await check(1);
    await repo.publish(second, v3);
    await check(2);
    await repo.remove(first);
    await check(1);
    expect(await db.select().from(liveArticles).where(eq(liveArticles.articleId, first))).toEqual([]);
    expect(
      await db.select({ id: articleVersions.id }).from(articleVersions).where(eq(articleVersions.id, v1)),
    ).toEqual([]);
  });
});

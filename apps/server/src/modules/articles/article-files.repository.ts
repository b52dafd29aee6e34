import { articleFiles } from '@keh/contracts';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articleVersions } from '../../db/schema';

/** The uploads an article's versions use: covers, body images and linked documents (as URLs). */
export const articleFilesRepository = (db: DbOrTx) => ({
  async ofArticle(articleId: number) {
    const rows = await db
      .select({
        small: articleVersions.previewSmallImage,
        big: articleVersions.previewBigImage,
        bg: articleVersions.bgImage,
        body: articleVersions.body,
      })
      .from(articleVersions)
      .where(eq(articleVersions.articleId, articleId));
    return [
      ...new Set(
        rows.flatMap((r) => [r.small, r.big, r.bg, ...articleFiles(r.body)]).filter((u) => u !== null),
      ),
    ];
  },

  /** Which of `urls` a version of any of the owner's articles still uses (a cover, or in its body). */
  async stillUsed(ownerId: number, urls: string[]) {
    if (!urls.length) return new Set<string>();
    const values = sql.join(
      urls.map((u) => sql`(${u}::text)`),
      sql`, `,
    );
    const result = await db.execute(sql`
      select u.url from (values ${values}) as u(url)
      where exists (
        select 1 from article_versions v join articles a on a.id = v.article_id
        where a.owner_id = ${ownerId}
          and (u.url in (v.preview_small_image, v.preview_big_image, v.bg_image)
               or strpos(v.body::text, u.url) > 0))`);
    return new Set((result as unknown as { rows: { url: string }[] }).rows.map((r) => r.url));
  },
});

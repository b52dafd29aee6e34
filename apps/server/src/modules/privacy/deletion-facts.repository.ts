import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** What a deletion would do, for its confirmation (plain SQL over the areas it touches, like the overview). */
export const deletionFactsRepository = (db: DbOrTx) => ({
  async facts(userId: number) {
    const result = await db.execute(sql`select
        (select count(*) from mentorings where (mentor_id = ${userId} or mentee_id = ${userId}) and ended_at is null)::int as active,
        (select count(*) from articles where owner_id = ${userId} and live_version_id is not null)::int as published,
        exists (select 1 from user_identities where user_id = ${userId}) as linkedin`);
    const row = (result as unknown as { rows: { active: number; published: number; linkedin: boolean }[] })
      .rows[0]!;
    return {
      active_mentorings: Number(row.active),
      published_articles: Number(row.published),
      linkedin: row.linkedin === true || (row.linkedin as unknown) === 't',
    };
  },
});

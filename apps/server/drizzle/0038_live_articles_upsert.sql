-- refresh_live_article as an upsert (decision 0036). The first version deleted the row and inserted
-- it again; PL/pgSQL caches a generic plan for its DELETE after five calls, and planned while the
-- table was empty (a bulk publish, the seed) that plan scans the whole table: each row of a bulk
-- update then scanned all the rows before it. ON CONFLICT finds the row by the primary key, always;
-- the DELETE runs only for an article that has no live version any more (rare, and then by one row).
-- Written by hand (drizzle-kit generate --custom).
CREATE OR REPLACE FUNCTION refresh_live_article(aid integer) RETURNS void AS $$
BEGIN
  INSERT INTO live_articles (article_id, version_id, owner_id, published_at, category_id, sub_category_id,
    tags, visibility, assigned_member_ids, search)
  SELECT a.id, v.id, a.owner_id, a.published_at, v.category_id, v.sub_category_id, v.tags, v.visibility,
    v.assigned_member_ids, v.search
  FROM articles a JOIN article_versions v ON v.id = a.live_version_id
  WHERE a.id = aid
  ON CONFLICT (article_id) DO UPDATE SET version_id = excluded.version_id, owner_id = excluded.owner_id,
    published_at = excluded.published_at, category_id = excluded.category_id,
    sub_category_id = excluded.sub_category_id, tags = excluded.tags, visibility = excluded.visibility,
    assigned_member_ids = excluded.assigned_member_ids, search = excluded.search;
  IF NOT FOUND THEN
    DELETE FROM live_articles WHERE article_id = aid;
  END IF;
END
$$ LANGUAGE plpgsql;

-- Keeps live_articles current: one narrow row per live article, copied from its live version
-- whenever the article's live version, publication time or owner changes, or the live version
-- itself is updated (decision 0036). Written by hand (drizzle-kit generate --custom).
CREATE OR REPLACE FUNCTION refresh_live_article(aid integer) RETURNS void AS $$
BEGIN
  DELETE FROM live_articles WHERE article_id = aid;
  INSERT INTO live_articles (article_id, version_id, owner_id, published_at, category_id, sub_category_id,
    tags, visibility, assigned_member_ids, search)
  SELECT a.id, v.id, a.owner_id, a.published_at, v.category_id, v.sub_category_id, v.tags, v.visibility,
    v.assigned_member_ids, v.search
  FROM articles a JOIN article_versions v ON v.id = a.live_version_id
  WHERE a.id = aid;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_articles_from_article() RETURNS trigger AS $$
BEGIN
  PERFORM refresh_live_article(NEW.id);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_articles_from_version() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM articles WHERE id = NEW.article_id AND live_version_id = NEW.id) THEN
    PERFORM refresh_live_article(NEW.article_id);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER live_articles_articles AFTER INSERT OR UPDATE OF live_version_id, published_at, owner_id
  ON articles FOR EACH ROW EXECUTE FUNCTION live_articles_from_article();
--> statement-breakpoint
CREATE TRIGGER live_articles_versions AFTER UPDATE ON article_versions
  FOR EACH ROW EXECUTE FUNCTION live_articles_from_version();
--> statement-breakpoint
INSERT INTO live_articles (article_id, version_id, owner_id, published_at, category_id, sub_category_id,
  tags, visibility, assigned_member_ids, search)
SELECT a.id, v.id, a.owner_id, a.published_at, v.category_id, v.sub_category_id, v.tags, v.visibility,
  v.assigned_member_ids, v.search
FROM articles a JOIN article_versions v ON v.id = a.live_version_id;

CREATE TABLE "captain_count" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "captain_count_one_row" CHECK ("captain_count"."one")
);
--> statement-breakpoint
-- Written by hand from here (drizzle-kit generate made the table above). Decision 0043.
-- captain_count holds how many rows captain_features has: a statement-level trigger adds what a
-- statement inserted and takes off what it deleted, and only when it did (a refresh that changes
-- a captain's facts in place leaves the row alone, so captains' writes do not queue on it).
INSERT INTO captain_count (n) SELECT count(*) FROM captain_features;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION captain_count_added() RETURNS trigger AS $$
DECLARE k integer;
BEGIN
  SELECT count(*) INTO k FROM added;
  IF k > 0 THEN UPDATE captain_count SET n = n + k; END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION captain_count_removed() RETURNS trigger AS $$
DECLARE k integer;
BEGIN
  SELECT count(*) INTO k FROM removed;
  IF k > 0 THEN UPDATE captain_count SET n = n - k; END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION captain_count_emptied() RETURNS trigger AS $$
BEGIN
  UPDATE captain_count SET n = 0;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER captain_count_insert AFTER INSERT ON captain_features
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION captain_count_added();
--> statement-breakpoint
CREATE TRIGGER captain_count_delete AFTER DELETE ON captain_features
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION captain_count_removed();
--> statement-breakpoint
CREATE TRIGGER captain_count_truncate AFTER TRUNCATE ON captain_features
  FOR EACH STATEMENT EXECUTE FUNCTION captain_count_emptied();
--> statement-breakpoint
-- refresh_captain_features as an upsert (as refresh_live_article, migration 0038): the row of a
-- captain who stays a captain is updated in place, so the count moves only when one comes or goes.
CREATE OR REPLACE FUNCTION refresh_captain_features(cid integer) RETURNS void AS $$
BEGIN
  INSERT INTO captain_features (user_id, location, town, county, sector_id, spec_ids, skill_ids, category_ids,
    finished_days, current_count, current_start_days, active, mentees_limit, disabled)
  SELECT u.id, u.location,
    nullif(lower(trim(split_part(coalesce(u.location, ''), ',', 1))), ''),
    CASE WHEN strpos(coalesce(u.location, ''), ',') > 0
      THEN nullif(lower(trim(substr(u.location, strpos(u.location, ',') + 1))), '') END,
    u.business_sector_id,
    coalesce((SELECT array_agg(us.specialization_id ORDER BY us.specialization_id) FROM user_specializations us WHERE us.user_id = u.id), '{}'),
    coalesce((SELECT array_agg(k.skill_id ORDER BY k.skill_id) FROM user_skills k WHERE k.user_id = u.id), '{}'),
    coalesce((SELECT array_agg(DISTINCT s.category_id) FROM user_skills k JOIN skills s ON s.id = k.skill_id WHERE k.user_id = u.id), '{}'),
    coalesce((SELECT sum(greatest(e.finish_date - e.start_date, 0)) FROM experiences e
      WHERE e.user_id = u.id AND NOT e.current AND e.finish_date IS NOT NULL), 0),
    (SELECT count(*) FROM experiences e WHERE e.user_id = u.id AND (e.current OR e.finish_date IS NULL)),
    coalesce((SELECT sum(e.start_date - date '1970-01-01') FROM experiences e
      WHERE e.user_id = u.id AND (e.current OR e.finish_date IS NULL)), 0),
    (SELECT count(*) FROM mentorings m WHERE m.mentor_id = u.id AND m.ended_at IS NULL),
    coalesce(u.mentees_limit, 0),
    u.disable_mentoring_requests
  FROM users u
  WHERE u.id = cid AND u.type = 'mentor' AND u.status = 'active'
  ON CONFLICT (user_id) DO UPDATE SET location = excluded.location, town = excluded.town,
    county = excluded.county, sector_id = excluded.sector_id, spec_ids = excluded.spec_ids,
    skill_ids = excluded.skill_ids, category_ids = excluded.category_ids,
    finished_days = excluded.finished_days, current_count = excluded.current_count,
    current_start_days = excluded.current_start_days, active = excluded.active,
    mentees_limit = excluded.mentees_limit, disabled = excluded.disabled;
  IF NOT FOUND THEN
    DELETE FROM captain_features WHERE user_id = cid;
  END IF;
END
$$ LANGUAGE plpgsql;

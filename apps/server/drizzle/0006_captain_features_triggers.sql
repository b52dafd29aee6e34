-- Keeps captain_features current: one row per active captain, rebuilt whenever anything it
-- summarises changes. Written by hand (drizzle-kit generate --custom).
CREATE OR REPLACE FUNCTION refresh_captain_features(cid integer) RETURNS void AS $$
BEGIN
  DELETE FROM captain_features WHERE user_id = cid;
  INSERT INTO captain_features (user_id, location, town, county, sector_id, spec_ids, skill_ids, category_ids,
    finished_days, current_starts, active, mentees_limit, disabled)
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
    coalesce((SELECT array_agg(e.start_date) FROM experiences e WHERE e.user_id = u.id AND (e.current OR e.finish_date IS NULL)), '{}'),
    (SELECT count(*) FROM mentorings m WHERE m.mentor_id = u.id AND m.ended_at IS NULL),
    coalesce(u.mentees_limit, 0),
    u.disable_mentoring_requests
  FROM users u
  WHERE u.id = cid AND u.type = 'mentor' AND u.status = 'active';
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION captain_features_from_user() RETURNS trigger AS $$
BEGIN
  PERFORM refresh_captain_features(NEW.id);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION captain_features_from_child() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM refresh_captain_features(OLD.user_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM refresh_captain_features(NEW.user_id); END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION captain_features_from_mentoring() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM refresh_captain_features(OLD.mentor_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM refresh_captain_features(NEW.mentor_id); END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER captain_features_users AFTER INSERT OR UPDATE OF type, status, location, business_sector_id, mentees_limit, disable_mentoring_requests
  ON users FOR EACH ROW EXECUTE FUNCTION captain_features_from_user();
--> statement-breakpoint
CREATE TRIGGER captain_features_skills AFTER INSERT OR UPDATE OR DELETE ON user_skills
  FOR EACH ROW EXECUTE FUNCTION captain_features_from_child();
--> statement-breakpoint
CREATE TRIGGER captain_features_specializations AFTER INSERT OR UPDATE OR DELETE ON user_specializations
  FOR EACH ROW EXECUTE FUNCTION captain_features_from_child();
--> statement-breakpoint
CREATE TRIGGER captain_features_experiences AFTER INSERT OR UPDATE OR DELETE ON experiences
  FOR EACH ROW EXECUTE FUNCTION captain_features_from_child();
--> statement-breakpoint
CREATE TRIGGER captain_features_mentorings AFTER INSERT OR UPDATE OR DELETE ON mentorings
  FOR EACH ROW EXECUTE FUNCTION captain_features_from_mentoring();
--> statement-breakpoint
SELECT refresh_captain_features(id) FROM users WHERE type = 'mentor';

-- Current roles as a count and a sum of start days (integer arithmetic at query time, no unnest).
CREATE OR REPLACE FUNCTION refresh_captain_features(cid integer) RETURNS void AS $$
BEGIN
  DELETE FROM captain_features WHERE user_id = cid;
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
  WHERE u.id = cid AND u.type = 'mentor' AND u.status = 'active';
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT refresh_captain_features(id) FROM users WHERE type = 'mentor';

-- The captain's specialisms, skills and skill categories as bits of a bigint, so ranking every
-- captain compares integers instead of arrays (decision 0021). Ids 1–62 only: a bigger id has no
-- bit, and the ranking compares the arrays instead whenever the Member's side names one.
CREATE OR REPLACE FUNCTION id_mask(ids integer[]) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (SELECT coalesce(bit_or(1::bigint << i), 0) FROM unnest(ids) AS i WHERE i BETWEEN 1 AND 62);
--> statement-breakpoint
ALTER TABLE "captain_features" ADD COLUMN "spec_mask" bigint GENERATED ALWAYS AS (id_mask(spec_ids)) STORED;--> statement-breakpoint
ALTER TABLE "captain_features" ADD COLUMN "skill_mask" bigint GENERATED ALWAYS AS (id_mask(skill_ids)) STORED;--> statement-breakpoint
ALTER TABLE "captain_features" ADD COLUMN "category_mask" bigint GENERATED ALWAYS AS (id_mask(category_ids)) STORED;
ALTER TABLE "captain_features" ALTER COLUMN "current_starts" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "captain_features" ADD COLUMN "current_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "captain_features" ADD COLUMN "current_start_days" integer DEFAULT 0 NOT NULL;
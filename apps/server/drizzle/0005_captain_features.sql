CREATE TABLE "captain_features" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"location" text,
	"town" text,
	"county" text,
	"sector_id" integer,
	"spec_ids" integer[] NOT NULL,
	"skill_ids" integer[] NOT NULL,
	"category_ids" integer[] NOT NULL,
	"finished_days" integer NOT NULL,
	"current_starts" date[] NOT NULL,
	"active" integer NOT NULL,
	"mentees_limit" integer NOT NULL,
	"disabled" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "captain_features" ADD CONSTRAINT "captain_features_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
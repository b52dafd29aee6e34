ALTER TABLE "mentoring_requests" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentorings" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "mentorings" ADD COLUMN "end_note" text;--> statement-breakpoint
ALTER TABLE "mentorings" ADD COLUMN "ended_by" integer;--> statement-breakpoint
ALTER TABLE "mentorings" ADD CONSTRAINT "mentorings_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
CREATE TABLE "mail_windows" (
	"user_id" integer NOT NULL,
	"topic" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_windows_user_id_topic_pk" PRIMARY KEY("user_id","topic")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unsubscribe_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "due_soon_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "milestones" ADD COLUMN "overdue_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_windows" ADD CONSTRAINT "mail_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milestones_open_deadline_idx" ON "milestones" USING btree ("deadline") WHERE "milestones"."completed_at" is null and "milestones"."mentoring_id" is not null and "milestones"."deadline" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_unsubscribe_token_unique" UNIQUE("unsubscribe_token");
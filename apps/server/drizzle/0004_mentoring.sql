CREATE TABLE "mentoring_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"mentee_id" integer NOT NULL,
	"mentor_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentorings" (
	"id" serial PRIMARY KEY NOT NULL,
	"mentor_id" integer NOT NULL,
	"mentee_id" integer NOT NULL,
	"request_id" integer,
	"mentoring_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mentoring_requests" ADD CONSTRAINT "mentoring_requests_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_requests" ADD CONSTRAINT "mentoring_requests_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorings" ADD CONSTRAINT "mentorings_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorings" ADD CONSTRAINT "mentorings_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorings" ADD CONSTRAINT "mentorings_request_id_mentoring_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."mentoring_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentoring_requests_mentor_idx" ON "mentoring_requests" USING btree ("mentor_id","status");--> statement-breakpoint
CREATE INDEX "mentoring_requests_mentee_idx" ON "mentoring_requests" USING btree ("mentee_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "mentoring_requests_one_open" ON "mentoring_requests" USING btree ("mentee_id","mentor_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "mentorings_mentor_idx" ON "mentorings" USING btree ("mentor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mentorings_one_active_per_mentee" ON "mentorings" USING btree ("mentee_id") WHERE ended_at is null;
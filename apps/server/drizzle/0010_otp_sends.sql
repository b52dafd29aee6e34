CREATE TABLE "otp_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"known" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "code" text;--> statement-breakpoint
CREATE INDEX "otp_sends_email_idx" ON "otp_sends" USING btree ("email","created_at");
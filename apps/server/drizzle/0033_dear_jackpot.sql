ALTER TABLE "conversation_members" ADD COLUMN "first_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "first_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "first_sender_id" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_first_sender_id_users_id_fk" FOREIGN KEY ("first_sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
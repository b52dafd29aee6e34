CREATE TABLE "agreement_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"version" text NOT NULL,
	"text" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_answers" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" smallint NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_answers_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"service_connection_id" integer,
	"service_type_id" integer,
	"discover_type_id" integer,
	"service_id" integer,
	"course_name" text,
	"course_from" date,
	"course_to" date,
	"loan_amount" integer,
	"business_status" text,
	"business_type" text,
	"referred_text" text,
	"business_start_date" date,
	"business_description" text,
	"company_number" text,
	"business_twitter" text,
	"business_facebook" text,
	"business_instagram" text,
	"business_linkedin" text,
	"business_idea" text,
	"what_need_does_it_meet" text,
	"who_will_be_your_customers" text,
	"usp" text,
	"competitors" text,
	"what_will_you_charge" text,
	"advertise" text,
	"where_will_you_sell" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_skills" (
	"user_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "user_skills_user_id_skill_id_pk" PRIMARY KEY("user_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "user_specializations" (
	"user_id" integer NOT NULL,
	"specialization_id" integer NOT NULL,
	CONSTRAINT "user_specializations_user_id_specialization_id_pk" PRIMARY KEY("user_id","specialization_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "business_sector_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cv" text;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_answers" ADD CONSTRAINT "assessment_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_answers" ADD CONSTRAINT "assessment_answers_question_id_assess_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assess_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_service_connection_id_service_connections_id_fk" FOREIGN KEY ("service_connection_id") REFERENCES "public"."service_connections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_discover_type_id_discover_types_id_fk" FOREIGN KEY ("discover_type_id") REFERENCES "public"."discover_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skills" ADD CONSTRAINT "user_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_skills" ADD CONSTRAINT "user_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_specializations" ADD CONSTRAINT "user_specializations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_specializations" ADD CONSTRAINT "user_specializations_specialization_id_business_specializations_id_fk" FOREIGN KEY ("specialization_id") REFERENCES "public"."business_specializations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_acceptances_user_idx" ON "agreement_acceptances" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_sector_id_business_sectors_id_fk" FOREIGN KEY ("business_sector_id") REFERENCES "public"."business_sectors"("id") ON DELETE no action ON UPDATE no action;
CREATE TABLE "article_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"moderator_id" integer NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_reactions" (
	"article_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_reactions_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "article_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"title" text NOT NULL,
	"short_description" text NOT NULL,
	"body" jsonb NOT NULL,
	"body_text" text NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"visibility" text NOT NULL,
	"assigned_member_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"preview_small_image" text,
	"preview_big_image" text,
	"bg_image" text,
	"search" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text NOT NULL,
	"current_version_id" integer,
	"live_version_id" integer,
	"ban_reason" text,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_decisions" ADD CONSTRAINT "article_decisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_decisions" ADD CONSTRAINT "article_decisions_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reactions" ADD CONSTRAINT "article_reactions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reactions" ADD CONSTRAINT "article_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_versions" ADD CONSTRAINT "article_versions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_versions" ADD CONSTRAINT "article_versions_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_versions" ADD CONSTRAINT "article_versions_sub_category_id_article_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."article_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_current_version_id_article_versions_id_fk" FOREIGN KEY ("current_version_id") REFERENCES "public"."article_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_live_version_id_article_versions_id_fk" FOREIGN KEY ("live_version_id") REFERENCES "public"."article_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_decisions_article_idx" ON "article_decisions" USING btree ("article_id","created_at");--> statement-breakpoint
CREATE INDEX "article_reactions_user_idx" ON "article_reactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "article_versions_article_idx" ON "article_versions" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "article_versions_search_idx" ON "article_versions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "article_versions_tags_idx" ON "article_versions" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "article_versions_members_idx" ON "article_versions" USING gin ("assigned_member_ids");--> statement-breakpoint
CREATE INDEX "article_versions_category_idx" ON "article_versions" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "article_versions_sub_category_idx" ON "article_versions" USING btree ("sub_category_id");--> statement-breakpoint
CREATE INDEX "articles_owner_idx" ON "articles" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "articles_live_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE live_version_id is not null;--> statement-breakpoint
CREATE INDEX "articles_pending_idx" ON "articles" USING btree ("submitted_at") WHERE status = 'pending';
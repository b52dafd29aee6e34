CREATE TABLE "live_articles" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"published_at" timestamp with time zone,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"tags" text[] NOT NULL,
	"visibility" text NOT NULL,
	"assigned_member_ids" integer[] NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_articles" ADD CONSTRAINT "live_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_articles_newest_idx" ON "live_articles" USING btree ("published_at" DESC NULLS LAST,"article_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_articles_category_idx" ON "live_articles" USING btree ("category_id","published_at" DESC NULLS LAST,"article_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_articles_sub_category_idx" ON "live_articles" USING btree ("sub_category_id");--> statement-breakpoint
CREATE INDEX "live_articles_search_idx" ON "live_articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "live_articles_tags_idx" ON "live_articles" USING gin ("tags");
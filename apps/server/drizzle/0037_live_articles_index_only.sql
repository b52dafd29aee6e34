DROP INDEX "live_articles_newest_idx";--> statement-breakpoint
DROP INDEX "live_articles_category_idx";--> statement-breakpoint
CREATE INDEX "live_articles_newest_idx" ON "live_articles" USING btree ("published_at" DESC NULLS LAST,"article_id" DESC NULLS LAST,"visibility","owner_id","category_id","assigned_member_ids");--> statement-breakpoint
CREATE INDEX "live_articles_category_idx" ON "live_articles" USING btree ("category_id","published_at" DESC NULLS LAST,"article_id" DESC NULLS LAST,"visibility","owner_id","assigned_member_ids");
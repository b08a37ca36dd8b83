CREATE TABLE "blog_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_comments" ADD CONSTRAINT "blog_comments_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_categories_store_name_key" ON "blog_categories" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "blog_categories_store_created_idx" ON "blog_categories" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_categories_store_slug_key" ON "blog_categories" USING btree ("store_id",lower("slug"));--> statement-breakpoint
CREATE INDEX "blog_comments_store_status_idx" ON "blog_comments" USING btree ("store_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "blog_comments_post_idx" ON "blog_comments" USING btree ("post_id","status","created_at");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Posts and their cards name their category: a write drops the store's kept pages (migration 0049).
CREATE TRIGGER blog_categories_pages_changed AFTER INSERT OR UPDATE OR DELETE ON blog_categories
  FOR EACH ROW EXECUTE FUNCTION stallfront_pages_changed();--> statement-breakpoint
-- Only approved comments are shown: a new one waiting for the merchant changes no page.
CREATE TRIGGER blog_comments_pages_added AFTER INSERT ON blog_comments
  FOR EACH ROW WHEN (NEW.status = 'approved') EXECUTE FUNCTION stallfront_pages_changed();--> statement-breakpoint
CREATE TRIGGER blog_comments_pages_updated AFTER UPDATE ON blog_comments
  FOR EACH ROW WHEN (OLD.status = 'approved' OR NEW.status = 'approved') EXECUTE FUNCTION stallfront_pages_changed();--> statement-breakpoint
CREATE TRIGGER blog_comments_pages_removed AFTER DELETE ON blog_comments
  FOR EACH ROW WHEN (OLD.status = 'approved') EXECUTE FUNCTION stallfront_pages_changed();

CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"cover" text NOT NULL,
	"author" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"publish_on" date,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_store_name_key" ON "blog_posts" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "blog_posts_store_created_idx" ON "blog_posts" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_store_slug_key" ON "blog_posts" USING btree ("store_id",lower("slug"));--> statement-breakpoint
-- The home page's blog section and the blog's own pages are kept by the shop: a write drops the store's (migration 0049).
CREATE TRIGGER blog_posts_pages_changed AFTER INSERT OR UPDATE OR DELETE ON blog_posts
  FOR EACH ROW EXECUTE FUNCTION stallfront_pages_changed();

CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"topic" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"cover" text NOT NULL,
	"author" text NOT NULL,
	"status" text NOT NULL,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_store_name_key" ON "articles" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "articles_store_created_idx" ON "articles" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_store_slug_key" ON "articles" USING btree ("store_id",lower("slug"));--> statement-breakpoint
-- The footer links the guides while the store has a published article, with the store row, and the
-- guides' pages and the sitemap are kept by the shop: a write drops both (migration 0015).
CREATE TRIGGER articles_shop_changed AFTER INSERT OR UPDATE OR DELETE ON articles
  FOR EACH ROW EXECUTE FUNCTION stallfront_shop_changed();

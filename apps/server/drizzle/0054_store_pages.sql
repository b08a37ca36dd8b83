CREATE TABLE "store_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_pages" ADD CONSTRAINT "store_pages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_pages_store_name_key" ON "store_pages" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "store_pages_store_created_idx" ON "store_pages" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_pages_store_slug_key" ON "store_pages" USING btree ("store_id",lower("slug"));--> statement-breakpoint
-- The shop's footer lists the published pages with the store row: a write drops its kept pages (migration 0015).
CREATE TRIGGER store_pages_shop_changed AFTER INSERT OR UPDATE OR DELETE ON store_pages
  FOR EACH ROW EXECUTE FUNCTION stallfront_shop_changed();

CREATE TABLE "collection_products" (
	"store_id" uuid NOT NULL,
	"thing_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "collection_products_thing_id_target_id_pk" PRIMARY KEY("thing_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"sort" text NOT NULL,
	"rule_catalog_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"rule_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"rule_price_min" bigint,
	"rule_price_max" bigint,
	"rule_vendor_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_thing_id_collections_id_fk" FOREIGN KEY ("thing_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_products" ADD CONSTRAINT "collection_products_target_id_products_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_products_target_idx" ON "collection_products" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_store_name_key" ON "collections" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "collections_store_created_idx" ON "collections" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_store_slug_key" ON "collections" USING btree ("store_id",lower("slug"));--> statement-breakpoint
-- A collection's page and the sitemap are kept by the shop: a write drops the store's (migration 0049).
CREATE TRIGGER collections_pages_changed AFTER INSERT OR UPDATE OR DELETE ON collections
  FOR EACH ROW EXECUTE FUNCTION stallfront_pages_changed();
--> statement-breakpoint
CREATE TRIGGER collection_products_pages_changed AFTER INSERT OR UPDATE OR DELETE ON collection_products
  FOR EACH ROW EXECUTE FUNCTION stallfront_pages_changed();

CREATE TABLE "catalogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"status" text DEFAULT 'active' NOT NULL,
	"highlight_position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_navigation_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_navigations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"name" text NOT NULL,
	"catalog_id" uuid,
	"link" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_upload_items" (
	"upload_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"before" jsonb,
	CONSTRAINT "bulk_upload_items_upload_id_product_id_pk" PRIMARY KEY("upload_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "bulk_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"rows" integer NOT NULL,
	"created" integer NOT NULL,
	"updated" integer NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"uploaded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"url" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_branch_stock" (
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "product_branch_stock_product_id_branch_id_pk" PRIMARY KEY("product_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "product_skus" (
	"store_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "product_skus_store_id_sku_pk" PRIMARY KEY("store_id","sku")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"vendor_id" uuid,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"price" bigint NOT NULL,
	"compare_at_price" bigint,
	"currency" text NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"catalog_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"weight" integer,
	"taxonomy" text,
	"custom_model" jsonb,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogs" ADD CONSTRAINT "catalogs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_navigation_sections" ADD CONSTRAINT "catalog_navigation_sections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_navigations" ADD CONSTRAINT "catalog_navigations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_navigations" ADD CONSTRAINT "catalog_navigations_section_id_catalog_navigation_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."catalog_navigation_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_navigations" ADD CONSTRAINT "catalog_navigations_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_upload_items" ADD CONSTRAINT "bulk_upload_items_upload_id_bulk_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."bulk_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_uploads" ADD CONSTRAINT "bulk_uploads_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_branch_stock" ADD CONSTRAINT "product_branch_stock_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_branch_stock" ADD CONSTRAINT "product_branch_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_branch_stock" ADD CONSTRAINT "product_branch_stock_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_skus" ADD CONSTRAINT "product_skus_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_skus" ADD CONSTRAINT "product_skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogs_store_name_key" ON "catalogs" USING btree ("store_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogs_store_slug_key" ON "catalogs" USING btree ("store_id","slug");--> statement-breakpoint
CREATE INDEX "catalog_navigation_sections_store_idx" ON "catalog_navigation_sections" USING btree ("store_id","position");--> statement-breakpoint
CREATE INDEX "catalog_navigations_section_idx" ON "catalog_navigations" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "bulk_uploads_store_idx" ON "bulk_uploads" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "media_store_idx" ON "media" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "product_branch_stock_branch_idx" ON "product_branch_stock" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "product_skus_product_idx" ON "product_skus" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_store_slug_key" ON "products" USING btree ("store_id","slug");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("store_id","archived","created_at","id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("store_id","archived","name","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("store_id","archived","price","id");--> statement-breakpoint
CREATE INDEX "products_stock_idx" ON "products" USING btree ("store_id","archived","stock","id");--> statement-breakpoint
CREATE INDEX "products_vendor_idx" ON "products" USING btree ("store_id","vendor_id");--> statement-breakpoint
CREATE INDEX "products_catalogs_idx" ON "products" USING gin ("catalog_ids");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin (to_tsvector('simple', name || ' ' || sku));--> statement-breakpoint
CREATE INDEX "product_reviews_created_idx" ON "product_reviews" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "product_reviews_rating_idx" ON "product_reviews" USING btree ("store_id","rating","id");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id");
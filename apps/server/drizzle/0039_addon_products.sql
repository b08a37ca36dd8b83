CREATE TABLE "addon_product_catalogs" (
	"store_id" uuid NOT NULL,
	"thing_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "addon_product_catalogs_thing_id_target_id_pk" PRIMARY KEY("thing_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "addon_product_products" (
	"store_id" uuid NOT NULL,
	"thing_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "addon_product_products_thing_id_target_id_pk" PRIMARY KEY("thing_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "addon_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"offered_ids" uuid[] NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_note" text;--> statement-breakpoint
ALTER TABLE "addon_product_catalogs" ADD CONSTRAINT "addon_product_catalogs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_product_catalogs" ADD CONSTRAINT "addon_product_catalogs_thing_id_addon_products_id_fk" FOREIGN KEY ("thing_id") REFERENCES "public"."addon_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_product_catalogs" ADD CONSTRAINT "addon_product_catalogs_target_id_catalogs_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_product_products" ADD CONSTRAINT "addon_product_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_product_products" ADD CONSTRAINT "addon_product_products_thing_id_addon_products_id_fk" FOREIGN KEY ("thing_id") REFERENCES "public"."addon_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_product_products" ADD CONSTRAINT "addon_product_products_target_id_products_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_products" ADD CONSTRAINT "addon_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addon_product_catalogs_target_idx" ON "addon_product_catalogs" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "addon_product_products_target_idx" ON "addon_product_products" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addon_products_store_name_key" ON "addon_products" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "addon_products_store_created_idx" ON "addon_products" USING btree ("store_id","created_at");
CREATE TABLE "image_tag_catalogs" (
	"store_id" uuid NOT NULL,
	"thing_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "image_tag_catalogs_thing_id_target_id_pk" PRIMARY KEY("thing_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "image_tag_products" (
	"store_id" uuid NOT NULL,
	"thing_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "image_tag_products_thing_id_target_id_pk" PRIMARY KEY("thing_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "image_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_tag_catalogs" ADD CONSTRAINT "image_tag_catalogs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_tag_catalogs" ADD CONSTRAINT "image_tag_catalogs_thing_id_image_tags_id_fk" FOREIGN KEY ("thing_id") REFERENCES "public"."image_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_tag_catalogs" ADD CONSTRAINT "image_tag_catalogs_target_id_catalogs_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_tag_products" ADD CONSTRAINT "image_tag_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_tag_products" ADD CONSTRAINT "image_tag_products_thing_id_image_tags_id_fk" FOREIGN KEY ("thing_id") REFERENCES "public"."image_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_tag_products" ADD CONSTRAINT "image_tag_products_target_id_products_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_tags" ADD CONSTRAINT "image_tags_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_tag_catalogs_target_idx" ON "image_tag_catalogs" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "image_tag_products_target_idx" ON "image_tag_products" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "image_tags_store_name_key" ON "image_tags" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "image_tags_store_created_idx" ON "image_tags" USING btree ("store_id","created_at");
CREATE TABLE "amenities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"group" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amenity_catalogs" (
	"store_id" uuid NOT NULL,
	"thing_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "amenity_catalogs_thing_id_target_id_pk" PRIMARY KEY("thing_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "amenity_products" (
	"store_id" uuid NOT NULL,
	"thing_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "amenity_products_thing_id_target_id_pk" PRIMARY KEY("thing_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "amenities" ADD CONSTRAINT "amenities_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amenity_catalogs" ADD CONSTRAINT "amenity_catalogs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amenity_catalogs" ADD CONSTRAINT "amenity_catalogs_thing_id_amenities_id_fk" FOREIGN KEY ("thing_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amenity_catalogs" ADD CONSTRAINT "amenity_catalogs_target_id_catalogs_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amenity_products" ADD CONSTRAINT "amenity_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amenity_products" ADD CONSTRAINT "amenity_products_thing_id_amenities_id_fk" FOREIGN KEY ("thing_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amenity_products" ADD CONSTRAINT "amenity_products_target_id_products_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "amenities_store_name_key" ON "amenities" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "amenities_store_created_idx" ON "amenities" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "amenity_catalogs_target_idx" ON "amenity_catalogs" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "amenity_products_target_idx" ON "amenity_products" USING btree ("target_id");
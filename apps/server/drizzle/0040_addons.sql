CREATE TABLE "addon_attached_catalogs" (
	"store_id" uuid NOT NULL,
	"thing_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "addon_attached_catalogs_thing_id_target_id_pk" PRIMARY KEY("thing_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "addon_attached_products" (
	"store_id" uuid NOT NULL,
	"thing_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "addon_attached_products_thing_id_target_id_pk" PRIMARY KEY("thing_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "addons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"price" bigint NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"max_chars" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "addons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "addon_attached_catalogs" ADD CONSTRAINT "addon_attached_catalogs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_attached_catalogs" ADD CONSTRAINT "addon_attached_catalogs_thing_id_addons_id_fk" FOREIGN KEY ("thing_id") REFERENCES "public"."addons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_attached_catalogs" ADD CONSTRAINT "addon_attached_catalogs_target_id_catalogs_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_attached_products" ADD CONSTRAINT "addon_attached_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_attached_products" ADD CONSTRAINT "addon_attached_products_thing_id_addons_id_fk" FOREIGN KEY ("thing_id") REFERENCES "public"."addons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_attached_products" ADD CONSTRAINT "addon_attached_products_target_id_products_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addons" ADD CONSTRAINT "addons_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addon_attached_catalogs_target_idx" ON "addon_attached_catalogs" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "addon_attached_products_target_idx" ON "addon_attached_products" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addons_store_name_key" ON "addons" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "addons_store_created_idx" ON "addons" USING btree ("store_id","created_at");
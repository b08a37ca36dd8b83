CREATE TABLE "appointment_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price" bigint NOT NULL,
	"staff" text[] DEFAULT '{}'::text[] NOT NULL,
	"hours" jsonb NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_category_products" (
	"store_id" uuid NOT NULL,
	"thing_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "appointment_category_products_thing_id_target_id_pk" PRIMARY KEY("thing_id","target_id")
);
--> statement-breakpoint
ALTER TABLE "appointment_categories" ADD CONSTRAINT "appointment_categories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_category_products" ADD CONSTRAINT "appointment_category_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_category_products" ADD CONSTRAINT "appointment_category_products_thing_id_appointment_categories_id_fk" FOREIGN KEY ("thing_id") REFERENCES "public"."appointment_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_category_products" ADD CONSTRAINT "appointment_category_products_target_id_products_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_categories_store_name_key" ON "appointment_categories" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "appointment_categories_store_created_idx" ON "appointment_categories" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "appointment_category_products_target_idx" ON "appointment_category_products" USING btree ("target_id");--> statement-breakpoint
-- The shop's booking forms draw a service's category: a write drops the store's kept pages (migration 0049).
CREATE TRIGGER appointment_categories_pages_changed AFTER INSERT OR UPDATE OR DELETE ON appointment_categories
  FOR EACH ROW EXECUTE FUNCTION stallfront_pages_changed();--> statement-breakpoint
CREATE TRIGGER appointment_category_products_pages_changed AFTER INSERT OR UPDATE OR DELETE ON appointment_category_products
  FOR EACH ROW EXECUTE FUNCTION stallfront_pages_changed();

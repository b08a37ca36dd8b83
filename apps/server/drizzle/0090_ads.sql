CREATE TABLE "ad_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"slot_id" uuid,
	"slot_name" text NOT NULL,
	"placement" text NOT NULL,
	"vendor_id" uuid NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"title" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"days" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"provider" text NOT NULL,
	"payment_reference" text,
	"attempt_key" uuid NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"placement" text NOT NULL,
	"size" text NOT NULL,
	"price_per_day" bigint NOT NULL,
	"max_running" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_orders" ADD CONSTRAINT "ad_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_orders" ADD CONSTRAINT "ad_orders_slot_id_ad_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."ad_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_orders" ADD CONSTRAINT "ad_orders_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_orders" ADD CONSTRAINT "ad_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_slots" ADD CONSTRAINT "ad_slots_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_orders_store_attempt_key" ON "ad_orders" USING btree ("store_id","attempt_key");--> statement-breakpoint
CREATE INDEX "ad_orders_store_created_idx" ON "ad_orders" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_orders_vendor_created_idx" ON "ad_orders" USING btree ("store_id","vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_orders_slot_days_idx" ON "ad_orders" USING btree ("slot_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_slots_store_name_key" ON "ad_slots" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "ad_slots_store_created_idx" ON "ad_slots" USING btree ("store_id","created_at");--> statement-breakpoint
-- Hand-written: the shop keeps its pages, which draw running ads. An order's arrival, its status
-- or its slot changing drops the store's pages (migration 0049); its counters do not, or every
-- impression would empty the cache.
CREATE TRIGGER ad_orders_pages_changed AFTER INSERT OR DELETE ON ad_orders
  FOR EACH ROW EXECUTE FUNCTION stallfront_pages_changed();--> statement-breakpoint
CREATE TRIGGER ad_orders_pages_updated AFTER UPDATE ON ad_orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.slot_id IS DISTINCT FROM NEW.slot_id)
  EXECUTE FUNCTION stallfront_pages_changed();--> statement-breakpoint
CREATE TRIGGER ad_slots_pages_changed AFTER INSERT OR UPDATE OR DELETE ON ad_slots
  FOR EACH ROW EXECUTE FUNCTION stallfront_pages_changed();

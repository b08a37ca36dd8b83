CREATE TABLE "customer_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "mailbox" text GENERATED ALWAYS AS (regexp_replace(lower(email), '\+[^@]*@', '@')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "orders_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "total_spent" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "last_order_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "merged_into" uuid;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_notes" ADD CONSTRAINT "customer_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_notes_customer_idx" ON "customer_notes" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_merged_into_customers_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_store_mailbox_idx" ON "customers" USING btree ("store_id","mailbox");--> statement-breakpoint
CREATE INDEX "customers_store_name_idx" ON "customers" USING btree ("store_id",lower(name) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_store_email_idx" ON "customers" USING btree ("store_id",lower(email) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_store_phone_idx" ON "customers" USING btree ("store_id",phone text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_store_last_order_idx" ON "customers" USING btree ("store_id","last_order_at","id");--> statement-breakpoint
CREATE INDEX "customers_store_spent_idx" ON "customers" USING btree ("store_id","total_spent","id");--> statement-breakpoint
CREATE INDEX "customers_store_orders_idx" ON "customers" USING btree ("store_id","orders_count","id");--> statement-breakpoint
CREATE INDEX "customers_tags_idx" ON "customers" USING gin ("tags");--> statement-breakpoint
-- Customers made before these columns: their figures from their orders, as refreshCustomerStats keeps them.
UPDATE "customers" SET
  "orders_count" = (SELECT count(*)::int FROM "orders" "o" WHERE "o"."customer_id" = "customers"."id" AND "o"."status" <> 'cancelled'),
  "total_spent" = (SELECT coalesce(sum("o"."total"), 0)::int8 FROM "orders" "o" WHERE "o"."customer_id" = "customers"."id" AND "o"."status" <> 'cancelled'),
  "last_order_at" = (SELECT max("o"."created_at") FROM "orders" "o" WHERE "o"."customer_id" = "customers"."id" AND "o"."status" <> 'cancelled');

CREATE TABLE "tax_classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"hsn_code" text,
	"rates" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_parts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "tax_classes" ADD CONSTRAINT "tax_classes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_classes_store_name_key" ON "tax_classes" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "tax_classes_store_created_idx" ON "tax_classes" USING btree ("store_id","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class_id_tax_classes_id_fk" FOREIGN KEY ("tax_class_id") REFERENCES "public"."tax_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_tax_class_idx" ON "products" USING btree ("tax_class_id") WHERE tax_class_id is not null;--> statement-breakpoint
-- Each store's product tax rates become tax classes for its own country ("GST 5%" in India, "Tax 5%" elsewhere).
INSERT INTO "tax_classes" ("store_id", "name", "rates")
SELECT DISTINCT p."store_id",
  CASE WHEN s."country" = 'IN' THEN 'GST ' ELSE 'Tax ' END || trim_scale(p."tax_rate_bp" / 100.0) || '%',
  jsonb_build_array(jsonb_build_object('country', s."country", 'region', '', 'rate', trim_scale(p."tax_rate_bp" / 100.0)))
FROM "products" p JOIN "stores" s ON s."id" = p."store_id"
WHERE p."tax_rate_bp" > 0;--> statement-breakpoint
UPDATE "products" p SET "tax_class_id" = tc."id"
FROM "tax_classes" tc JOIN "stores" s ON s."id" = tc."store_id"
WHERE tc."store_id" = p."store_id" AND p."tax_rate_bp" > 0
  AND tc."name" = CASE WHEN s."country" = 'IN' THEN 'GST ' ELSE 'Tax ' END || trim_scale(p."tax_rate_bp" / 100.0) || '%';--> statement-breakpoint
-- Lines bought before: one tax part at their rate, as their invoices printed it.
UPDATE "order_lines" ol SET "tax_parts" = jsonb_build_array(jsonb_build_object(
  'name', CASE WHEN s."country" = 'IN' THEN 'GST' ELSE 'Tax' END, 'rate_bp', ol."tax_rate_bp", 'amount', ol."tax"))
FROM "stores" s WHERE s."id" = ol."store_id" AND ol."tax_rate_bp" > 0;

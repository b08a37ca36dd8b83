ALTER TABLE "carts" ADD COLUMN "quick_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_store_quick_created_idx" ON "orders" USING btree ("store_id","created_at","id") WHERE "orders"."source" = 'quick_order';
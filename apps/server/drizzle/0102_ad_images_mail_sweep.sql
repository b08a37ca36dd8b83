ALTER TABLE "ad_orders" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "ad_orders" ADD COLUMN "approval_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_orders" ADD COLUMN "rejection_mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ad_orders_paying_idx" ON "ad_orders" USING btree ("created_at") WHERE status = 'paying';--> statement-breakpoint
-- Hand-written: an ad's own picture is drawn in the kept pages too, so changing it drops them.
DROP TRIGGER ad_orders_pages_updated ON ad_orders;--> statement-breakpoint
CREATE TRIGGER ad_orders_pages_updated AFTER UPDATE ON ad_orders
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.slot_id IS DISTINCT FROM NEW.slot_id
    OR OLD.image_url IS DISTINCT FROM NEW.image_url)
  EXECUTE FUNCTION stallfront_pages_changed();

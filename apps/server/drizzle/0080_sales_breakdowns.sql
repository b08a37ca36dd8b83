CREATE TABLE "sales_breakdown_days" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_breakdown_days_store_id_dimension_day_key_pk" PRIMARY KEY("store_id","dimension","day","key")
);
--> statement-breakpoint
ALTER TABLE "sales_breakdown_days" ADD CONSTRAINT "sales_breakdown_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Sales by payment method, channel (the order's source), country and region, kept here like the
-- sales_days of 0079 and beside them (docs/decisions.md, "Sales breakdowns"): the same orders count,
-- on the same store-local day.
CREATE OR REPLACE FUNCTION stallfront_breakdown_keys(payment text, channel text, address jsonb)
RETURNS TABLE(dimension text, key text) LANGUAGE sql IMMUTABLE AS $$
  SELECT 'payment', payment
  UNION ALL SELECT 'channel', channel
  UNION ALL SELECT 'country', COALESCE(upper(address->>'country'), '')
  UNION ALL SELECT 'region', COALESCE(upper(address->>'country'), '') || '|' || btrim(address->>'region')
    WHERE btrim(COALESCE(address->>'region', '')) <> '';
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stallfront_roll_breakdowns(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (o.created_at AT TIME ZONE stallfront_sales_zone(o.store_id))::date;
BEGIN
  IF sign > 0 THEN
    INSERT INTO sales_breakdown_days AS r (store_id, day, dimension, key, orders, sales)
      SELECT o.store_id, d, k.dimension, k.key, 1, o.total FROM stallfront_breakdown_keys(o.payment_method, o.source, o.shipping_address) k
      ON CONFLICT (store_id, dimension, day, key) DO UPDATE
        SET orders = r.orders + 1, sales = r.sales + excluded.sales;
  ELSE
    UPDATE sales_breakdown_days r SET orders = r.orders - 1, sales = r.sales - o.total
      FROM stallfront_breakdown_keys(o.payment_method, o.source, o.shipping_address) k
      WHERE r.store_id = o.store_id AND r.dimension = k.dimension AND r.day = d AND r.key = k.key;
  END IF;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stallfront_orders_breakdowns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.total, OLD.created_at, OLD.store_id, OLD.payment_method, OLD.source,
      OLD.shipping_address->>'country', OLD.shipping_address->>'region')
      IS NOT DISTINCT FROM (NEW.status, NEW.total, NEW.created_at, NEW.store_id, NEW.payment_method, NEW.source,
      NEW.shipping_address->>'country', NEW.shipping_address->>'region') THEN
    RETURN NEW;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND stallfront_counts_as_sale(OLD.status) THEN
    PERFORM stallfront_roll_breakdowns(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND stallfront_counts_as_sale(NEW.status) THEN
    PERFORM stallfront_roll_breakdowns(NEW, 1);
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_breakdowns_write AFTER INSERT OR UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION stallfront_orders_breakdowns();--> statement-breakpoint
CREATE TRIGGER orders_breakdowns_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION stallfront_orders_breakdowns();--> statement-breakpoint
-- A store's breakdowns counted again from its orders: the backfill, and a store whose zone changed.
CREATE OR REPLACE FUNCTION stallfront_rebuild_breakdowns(store uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := stallfront_sales_zone(store);
BEGIN
  DELETE FROM sales_breakdown_days WHERE store_id = store;
  INSERT INTO sales_breakdown_days (store_id, day, dimension, key, orders, sales)
    SELECT o.store_id, (o.created_at AT TIME ZONE zone)::date, k.dimension, k.key, count(*), sum(o.total)
      FROM orders o CROSS JOIN LATERAL stallfront_breakdown_keys(o.payment_method, o.source, o.shipping_address) k
      WHERE o.store_id = store AND stallfront_counts_as_sale(o.status)
      GROUP BY 1, 2, 3, 4;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stallfront_store_zone_changed_breakdowns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stallfront_rebuild_breakdowns(NEW.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER stores_breakdowns_zone_changed AFTER UPDATE OF timezone, country ON stores
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone OR OLD.country IS DISTINCT FROM NEW.country)
  EXECUTE FUNCTION stallfront_store_zone_changed_breakdowns();--> statement-breakpoint
SELECT stallfront_rebuild_breakdowns(id) FROM stores;

CREATE TABLE "share_product_sales_days" (
	"store_id" uuid NOT NULL,
	"share_kind" text NOT NULL,
	"share_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "share_product_sales_days_store_id_share_kind_share_id_day_product_id_pk" PRIMARY KEY("store_id","share_kind","share_id","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "share_sales_days" (
	"store_id" uuid NOT NULL,
	"share_kind" text NOT NULL,
	"share_id" uuid NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "share_sales_days_store_id_share_kind_share_id_day_pk" PRIMARY KEY("store_id","share_kind","share_id","day")
);
--> statement-breakpoint
ALTER TABLE "share_product_sales_days" ADD CONSTRAINT "share_product_sales_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_product_sales_days" ADD CONSTRAINT "share_product_sales_days_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_sales_days" ADD CONSTRAINT "share_sales_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The vendor and branch dashboards' rollups (docs/decisions.md, "The vendor and branch dashboards"),
-- kept beside the owner's (0079) by triggers of their own. A vendor's share of an order is its
-- lines (subtotal plus tax), counted once per order however many lines it has there; a branch's
-- is the orders placed at it (their totals). Days and the orders that count are the owner's.
CREATE OR REPLACE FUNCTION stallfront_order_shares(o orders)
  RETURNS TABLE (kind text, id uuid, sales bigint, units integer) LANGUAGE sql STABLE AS $$
  SELECT 'vendor'::text, l.vendor_id, sum(l.subtotal + l.tax)::bigint, sum(l.quantity)::integer
    FROM order_lines l WHERE l.order_id = o.id AND l.vendor_id IS NOT NULL GROUP BY l.vendor_id
  UNION ALL
  SELECT 'branch'::text, o.branch_id, o.total::bigint,
         COALESCE((SELECT sum(l.quantity) FROM order_lines l WHERE l.order_id = o.id), 0)::integer
    WHERE o.branch_id IS NOT NULL;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stallfront_order_share_products(o orders)
  RETURNS TABLE (kind text, id uuid, product_id uuid, units integer, sales bigint) LANGUAGE sql STABLE AS $$
  SELECT s.kind, s.id, l.product_id, sum(l.quantity)::integer, sum(l.subtotal)::bigint
    FROM order_lines l CROSS JOIN LATERAL (VALUES ('vendor'::text, l.vendor_id), ('branch'::text, o.branch_id)) AS s(kind, id)
    WHERE l.order_id = o.id AND l.product_id IS NOT NULL AND s.id IS NOT NULL
    GROUP BY s.kind, s.id, l.product_id;
$$;--> statement-breakpoint
-- Adds an order's shares (sign 1) or takes them away (-1), with the lines it has now. Taking away
-- only updates rows, never inserts (as in 0079: a store being deleted may have lost them already).
CREATE OR REPLACE FUNCTION stallfront_roll_shares(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (o.created_at AT TIME ZONE stallfront_sales_zone(o.store_id))::date;
BEGIN
  IF sign > 0 THEN
    INSERT INTO share_sales_days AS r (store_id, share_kind, share_id, day, orders, sales, units)
      SELECT o.store_id, s.kind, s.id, d, 1, s.sales, s.units FROM stallfront_order_shares(o) s
      ON CONFLICT (store_id, share_kind, share_id, day) DO UPDATE
        SET orders = r.orders + 1, sales = r.sales + excluded.sales, units = r.units + excluded.units;
    INSERT INTO share_product_sales_days AS r (store_id, share_kind, share_id, day, product_id, units, sales)
      SELECT o.store_id, s.kind, s.id, d, s.product_id, s.units, s.sales FROM stallfront_order_share_products(o) s
      ON CONFLICT (store_id, share_kind, share_id, day, product_id) DO UPDATE
        SET units = r.units + excluded.units, sales = r.sales + excluded.sales;
  ELSE
    UPDATE share_sales_days r SET orders = r.orders - 1, sales = r.sales - s.sales, units = r.units - s.units
      FROM stallfront_order_shares(o) s
      WHERE r.store_id = o.store_id AND r.share_kind = s.kind AND r.share_id = s.id AND r.day = d;
    UPDATE share_product_sales_days r SET units = r.units - s.units, sales = r.sales - s.sales
      FROM stallfront_order_share_products(o) s
      WHERE r.store_id = o.store_id AND r.share_kind = s.kind AND r.share_id = s.id AND r.day = d
        AND r.product_id = s.product_id;
  END IF;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stallfront_orders_shares() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.total, OLD.created_at, OLD.store_id, OLD.branch_id)
      IS NOT DISTINCT FROM (NEW.status, NEW.total, NEW.created_at, NEW.store_id, NEW.branch_id) THEN
    RETURN NEW;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND stallfront_counts_as_sale(OLD.status) THEN
    PERFORM stallfront_roll_shares(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND stallfront_counts_as_sale(NEW.status) THEN
    PERFORM stallfront_roll_shares(NEW, 1);
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;--> statement-breakpoint
CREATE TRIGGER orders_shares_write AFTER INSERT OR UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION stallfront_orders_shares();--> statement-breakpoint
CREATE TRIGGER orders_shares_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION stallfront_orders_shares();--> statement-breakpoint
-- Lines written under orders that count, a statement at a time: a vendor's order is counted once
-- however many of its lines one statement writes, so whether the order had a line of the vendor
-- before the statement and has one after is read from the statement's old and new rows.
CREATE OR REPLACE FUNCTION stallfront_roll_share_lines(added order_lines[], removed order_lines[])
  RETURNS void LANGUAGE sql AS $$
  WITH changed AS (
    SELECT a.id, a.order_id, a.vendor_id, a.product_id, a.quantity, a.subtotal, a.tax, 1 AS sign FROM unnest(added) a
    UNION ALL
    SELECT r.id, r.order_id, r.vendor_id, r.product_id, r.quantity, r.subtotal, r.tax, -1 FROM unnest(removed) r
  ), counted AS (
    SELECT c.*, o.store_id, o.branch_id, (o.created_at AT TIME ZONE stallfront_sales_zone(o.store_id))::date AS day
      FROM changed c JOIN orders o ON o.id = c.order_id
      WHERE stallfront_counts_as_sale(o.status)
  ), vendor_pairs AS (
    SELECT store_id, vendor_id, order_id, day, sum(sign * (subtotal + tax)) AS sales, sum(sign * quantity) AS units
      FROM counted WHERE vendor_id IS NOT NULL GROUP BY 1, 2, 3, 4
  ), day_deltas AS (
    SELECT p.store_id, 'vendor'::text AS kind, p.vendor_id AS share_id, p.day,
           sum((EXISTS (SELECT 1 FROM order_lines x WHERE x.order_id = p.order_id AND x.vendor_id = p.vendor_id))::integer
             - (EXISTS (SELECT 1 FROM unnest(removed) r WHERE r.order_id = p.order_id AND r.vendor_id = p.vendor_id)
                OR EXISTS (SELECT 1 FROM order_lines x WHERE x.order_id = p.order_id AND x.vendor_id = p.vendor_id
                             AND x.id <> ALL (SELECT a.id FROM unnest(added) a)))::integer) AS orders,
           sum(p.sales) AS sales, sum(p.units) AS units
      FROM vendor_pairs p GROUP BY 1, 2, 3, 4
    UNION ALL
    SELECT store_id, 'branch'::text, branch_id, day, 0, 0, sum(sign * quantity)
      FROM counted WHERE branch_id IS NOT NULL GROUP BY 1, 2, 3, 4
  ), days_written AS (
    INSERT INTO share_sales_days AS r (store_id, share_kind, share_id, day, orders, sales, units)
      SELECT store_id, kind, share_id, day, orders, sales, units FROM day_deltas
        WHERE orders <> 0 OR sales <> 0 OR units <> 0
      ON CONFLICT (store_id, share_kind, share_id, day) DO UPDATE
        SET orders = r.orders + excluded.orders, sales = r.sales + excluded.sales, units = r.units + excluded.units
  )
  -- A product deleted under its lines (their product set to null) has taken its rows with it.
  INSERT INTO share_product_sales_days AS r (store_id, share_kind, share_id, day, product_id, units, sales)
    SELECT c.store_id, s.kind, s.id, c.day, c.product_id, sum(c.sign * c.quantity), sum(c.sign * c.subtotal)
      FROM counted c CROSS JOIN LATERAL (VALUES ('vendor'::text, c.vendor_id), ('branch'::text, c.branch_id)) AS s(kind, id)
      WHERE c.product_id IS NOT NULL AND s.id IS NOT NULL AND EXISTS (SELECT 1 FROM products p WHERE p.id = c.product_id)
      GROUP BY 1, 2, 3, 4, 5
      HAVING sum(c.sign * c.quantity) <> 0 OR sum(c.sign * c.subtotal) <> 0
    ON CONFLICT (store_id, share_kind, share_id, day, product_id) DO UPDATE
      SET units = r.units + excluded.units, sales = r.sales + excluded.sales;
$$;--> statement-breakpoint
-- A transition table's rows are records: ROW(...)::order_lines names their type.
CREATE OR REPLACE FUNCTION stallfront_order_lines_shares() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM stallfront_roll_share_lines(ARRAY(SELECT ROW(a.*)::order_lines FROM added a), '{}'::order_lines[]);
  ELSE
    PERFORM stallfront_roll_share_lines(
      ARRAY(SELECT ROW(a.*)::order_lines FROM added a), ARRAY(SELECT ROW(r.*)::order_lines FROM removed r));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER order_lines_shares_insert AFTER INSERT ON order_lines REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION stallfront_order_lines_shares();--> statement-breakpoint
CREATE TRIGGER order_lines_shares_update AFTER UPDATE ON order_lines REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION stallfront_order_lines_shares();--> statement-breakpoint
-- A store's shares counted again from its orders: the backfill, and a store whose zone changed.
CREATE OR REPLACE FUNCTION stallfront_rebuild_shares(store uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := stallfront_sales_zone(store);
BEGIN
  DELETE FROM share_sales_days WHERE store_id = store;
  DELETE FROM share_product_sales_days WHERE store_id = store;
  INSERT INTO share_sales_days (store_id, share_kind, share_id, day, orders, sales, units)
    SELECT o.store_id, s.kind, s.id, (o.created_at AT TIME ZONE zone)::date, count(*), sum(s.sales), sum(s.units)
      FROM orders o CROSS JOIN LATERAL stallfront_order_shares(o) s
      WHERE o.store_id = store AND stallfront_counts_as_sale(o.status)
      GROUP BY 1, 2, 3, 4;
  INSERT INTO share_product_sales_days (store_id, share_kind, share_id, day, product_id, units, sales)
    SELECT o.store_id, s.kind, s.id, (o.created_at AT TIME ZONE zone)::date, s.product_id, sum(s.units), sum(s.sales)
      FROM orders o CROSS JOIN LATERAL stallfront_order_share_products(o) s
      WHERE o.store_id = store AND stallfront_counts_as_sale(o.status)
      GROUP BY 1, 2, 3, 4, 5;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stallfront_store_zone_changed_shares() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stallfront_rebuild_shares(NEW.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER stores_shares_zone_changed AFTER UPDATE OF timezone, country ON stores
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone OR OLD.country IS DISTINCT FROM NEW.country)
  EXECUTE FUNCTION stallfront_store_zone_changed_shares();--> statement-breakpoint
SELECT stallfront_rebuild_shares(id) FROM stores;

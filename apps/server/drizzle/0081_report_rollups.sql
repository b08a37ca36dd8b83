CREATE TABLE "tax_days" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"rate_bp" integer NOT NULL,
	"part" text NOT NULL,
	"part_rate_bp" double precision NOT NULL,
	"taxable" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"rate_taxable" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tax_days_store_id_day_rate_bp_part_pk" PRIMARY KEY("store_id","day","rate_bp","part")
);
--> statement-breakpoint
ALTER TABLE "sales_days" ADD COLUMN "net" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_days" ADD COLUMN "tax" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_days" ADD COLUMN "shipping" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_days" ADD COLUMN "discounts" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_days" ADD CONSTRAINT "tax_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The reports' rollups (docs/decisions.md, "Reports"): sales_days now also keeps net sales, tax, shipping and
-- the coupons' parts off the items; tax_days keeps tax by line rate and invoice part. The triggers of 0079 are
-- redefined here to keep them; which orders count and on which day is unchanged.
-- A line's tax as its invoice prints it: one row per part (CGST and SGST, IGST, GST, Tax), or one row named ''
-- for a line with no parts (untaxed, or older than tax_parts). rate_taxable counts the line on its first row only.
CREATE OR REPLACE FUNCTION stallfront_line_tax_parts(l order_lines)
  RETURNS TABLE (rate_bp integer, part text, part_rate_bp double precision, taxable bigint, tax bigint, rate_taxable bigint)
  LANGUAGE plpgsql IMMUTABLE AS $$
-- PL/pgSQL, not SQL: an inlined SQL function of a whole row trips the planner under GROUP BY.
BEGIN
  IF jsonb_array_length(l.tax_parts) = 0 THEN
    RETURN QUERY SELECT l.tax_rate_bp, ''::text, l.tax_rate_bp::double precision, l.subtotal::bigint, l.tax::bigint,
                        l.subtotal::bigint;
    RETURN;
  END IF;
  RETURN QUERY
    SELECT l.tax_rate_bp, p.value->>'name', (p.value->>'rate_bp')::double precision, l.subtotal::bigint,
           (p.value->>'amount')::bigint, CASE WHEN p.n = 1 THEN l.subtotal ELSE 0 END::bigint
      FROM jsonb_array_elements(l.tax_parts) WITH ORDINALITY AS p(value, n);
END;
$$;--> statement-breakpoint
-- Adds a line's tax rows to a day (sign 1) or takes them away (-1, updating only: see stallfront_roll_order).
CREATE OR REPLACE FUNCTION stallfront_roll_line_tax(store uuid, d date, l order_lines, sign integer) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF sign > 0 THEN
    INSERT INTO tax_days AS r (store_id, day, rate_bp, part, part_rate_bp, taxable, tax, rate_taxable)
      SELECT store, d, t.rate_bp, t.part, t.part_rate_bp, t.taxable, t.tax, t.rate_taxable
        FROM stallfront_line_tax_parts(l) t
      ON CONFLICT (store_id, day, rate_bp, part) DO UPDATE
        SET taxable = r.taxable + excluded.taxable, tax = r.tax + excluded.tax,
            rate_taxable = r.rate_taxable + excluded.rate_taxable;
  ELSE
    UPDATE tax_days r SET taxable = r.taxable - t.taxable, tax = r.tax - t.tax, rate_taxable = r.rate_taxable - t.rate_taxable
      FROM stallfront_line_tax_parts(l) t
      WHERE r.store_id = store AND r.day = d AND r.rate_bp = t.rate_bp AND r.part = t.part;
  END IF;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stallfront_roll_order(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (o.created_at AT TIME ZONE stallfront_sales_zone(o.store_id))::date;
  line_units integer;
  line_discounts bigint;
  line order_lines;
BEGIN
  SELECT COALESCE(sum(quantity), 0), COALESCE(sum(coupon_discount), 0) INTO line_units, line_discounts
    FROM order_lines WHERE order_id = o.id;
  IF sign > 0 THEN
    INSERT INTO sales_days AS r (store_id, day, orders, sales, units, net, tax, shipping, discounts)
      VALUES (o.store_id, d, 1, o.total, line_units, o.subtotal, o.tax, o.shipping, line_discounts)
      ON CONFLICT (store_id, day) DO UPDATE
        SET orders = r.orders + 1, sales = r.sales + excluded.sales, units = r.units + excluded.units,
            net = r.net + excluded.net, tax = r.tax + excluded.tax, shipping = r.shipping + excluded.shipping,
            discounts = r.discounts + excluded.discounts;
    INSERT INTO product_sales_days AS r (store_id, day, product_id, units, sales)
      SELECT o.store_id, d, l.product_id, sum(l.quantity), sum(l.subtotal)
        FROM order_lines l WHERE l.order_id = o.id AND l.product_id IS NOT NULL GROUP BY l.product_id
      ON CONFLICT (store_id, day, product_id) DO UPDATE
        SET units = r.units + excluded.units, sales = r.sales + excluded.sales;
  ELSE
    UPDATE sales_days
      SET orders = orders - 1, sales = sales - o.total, units = units - line_units, net = net - o.subtotal,
          tax = tax - o.tax, shipping = shipping - o.shipping, discounts = discounts - line_discounts
      WHERE store_id = o.store_id AND day = d;
    UPDATE product_sales_days r SET units = r.units - l.units, sales = r.sales - l.sales
      FROM (SELECT product_id, sum(quantity) AS units, sum(subtotal) AS sales FROM order_lines
            WHERE order_id = o.id AND product_id IS NOT NULL GROUP BY product_id) l
      WHERE r.store_id = o.store_id AND r.day = d AND r.product_id = l.product_id;
  END IF;
  FOR line IN SELECT * FROM order_lines WHERE order_id = o.id LOOP
    PERFORM stallfront_roll_line_tax(o.store_id, d, line, sign);
  END LOOP;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stallfront_orders_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.total, OLD.subtotal, OLD.tax, OLD.shipping, OLD.created_at, OLD.store_id)
      IS NOT DISTINCT FROM (NEW.status, NEW.total, NEW.subtotal, NEW.tax, NEW.shipping, NEW.created_at, NEW.store_id) THEN
    RETURN NEW;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND stallfront_counts_as_sale(OLD.status) THEN
    PERFORM stallfront_roll_order(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND stallfront_counts_as_sale(NEW.status) THEN
    PERFORM stallfront_roll_order(NEW, 1);
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stallfront_order_lines_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o orders;
  d date;
BEGIN
  SELECT * INTO o FROM orders WHERE id = NEW.order_id;
  IF NOT FOUND OR NOT stallfront_counts_as_sale(o.status) THEN
    RETURN NULL;
  END IF;
  d := (o.created_at AT TIME ZONE stallfront_sales_zone(o.store_id))::date;
  UPDATE sales_days
    SET units = units + NEW.quantity - CASE WHEN TG_OP = 'UPDATE' THEN OLD.quantity ELSE 0 END,
        discounts = discounts + NEW.coupon_discount - CASE WHEN TG_OP = 'UPDATE' THEN OLD.coupon_discount ELSE 0 END
    WHERE store_id = o.store_id AND day = d;
  -- Only when its tax changed: a product deleted (set to null) while its store goes must not write rows again.
  IF TG_OP = 'INSERT' OR (OLD.subtotal, OLD.tax, OLD.tax_rate_bp, OLD.tax_parts)
      IS DISTINCT FROM (NEW.subtotal, NEW.tax, NEW.tax_rate_bp, NEW.tax_parts) THEN
    IF TG_OP = 'UPDATE' THEN
      PERFORM stallfront_roll_line_tax(o.store_id, d, OLD, -1);
    END IF;
    PERFORM stallfront_roll_line_tax(o.store_id, d, NEW, 1);
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.product_id IS NOT NULL THEN
    -- A product set to null is a deleted product: its rows went with it.
    IF NEW.product_id IS NULL THEN
      RETURN NULL;
    END IF;
    UPDATE product_sales_days SET units = units - OLD.quantity, sales = sales - OLD.subtotal
      WHERE store_id = o.store_id AND day = d AND product_id = OLD.product_id;
  END IF;
  IF NEW.product_id IS NOT NULL THEN
    INSERT INTO product_sales_days AS r (store_id, day, product_id, units, sales)
      VALUES (o.store_id, d, NEW.product_id, NEW.quantity, NEW.subtotal)
      ON CONFLICT (store_id, day, product_id) DO UPDATE
        SET units = r.units + excluded.units, sales = r.sales + excluded.sales;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER order_lines_rollup ON order_lines;--> statement-breakpoint
CREATE TRIGGER order_lines_rollup AFTER INSERT OR UPDATE OF quantity, subtotal, product_id, coupon_discount, tax, tax_rate_bp, tax_parts
  ON order_lines FOR EACH ROW EXECUTE FUNCTION stallfront_order_lines_rollup();--> statement-breakpoint
CREATE OR REPLACE FUNCTION stallfront_rebuild_sales(store uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := stallfront_sales_zone(store);
BEGIN
  DELETE FROM sales_days WHERE store_id = store;
  DELETE FROM product_sales_days WHERE store_id = store;
  DELETE FROM tax_days WHERE store_id = store;
  INSERT INTO sales_days (store_id, day, orders, sales, units, net, tax, shipping, discounts)
    SELECT o.store_id, (o.created_at AT TIME ZONE zone)::date, count(*), sum(o.total),
           COALESCE(sum(l.units), 0), sum(o.subtotal), sum(o.tax), sum(o.shipping), COALESCE(sum(l.discounts), 0)
      FROM orders o
      LEFT JOIN LATERAL (SELECT sum(quantity) AS units, sum(coupon_discount) AS discounts
                           FROM order_lines WHERE order_id = o.id) l ON true
      WHERE o.store_id = store AND stallfront_counts_as_sale(o.status)
      GROUP BY 1, 2;
  INSERT INTO product_sales_days (store_id, day, product_id, units, sales)
    SELECT o.store_id, (o.created_at AT TIME ZONE zone)::date, l.product_id, sum(l.quantity), sum(l.subtotal)
      FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.store_id = store AND stallfront_counts_as_sale(o.status) AND l.product_id IS NOT NULL
      GROUP BY 1, 2, 3;
  INSERT INTO tax_days (store_id, day, rate_bp, part, part_rate_bp, taxable, tax, rate_taxable)
    SELECT o.store_id, (o.created_at AT TIME ZONE zone)::date, t.rate_bp, t.part, max(t.part_rate_bp),
           sum(t.taxable), sum(t.tax), sum(t.rate_taxable)
      FROM orders o JOIN order_lines l ON l.order_id = o.id CROSS JOIN LATERAL stallfront_line_tax_parts(l) t
      WHERE o.store_id = store AND stallfront_counts_as_sale(o.status)
      GROUP BY 1, 2, 3, 4;
END;
$$;--> statement-breakpoint
SELECT stallfront_rebuild_sales(id) FROM stores;

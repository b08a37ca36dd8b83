CREATE TABLE "customer_firsts" (
	"store_id" uuid NOT NULL,
	"customer_key" text NOT NULL,
	"first_day" date NOT NULL,
	CONSTRAINT "customer_firsts_store_id_customer_key_pk" PRIMARY KEY("store_id","customer_key")
);
--> statement-breakpoint
CREATE TABLE "customer_sales_days" (
	"store_id" uuid NOT NULL,
	"customer_key" text NOT NULL,
	"day" date NOT NULL,
	"first_day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_sales_days_store_id_customer_key_day_pk" PRIMARY KEY("store_id","customer_key","day")
);
--> statement-breakpoint
ALTER TABLE "customer_firsts" ADD CONSTRAINT "customer_firsts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_sales_days" ADD CONSTRAINT "customer_sales_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_firsts_store_first_day_idx" ON "customer_firsts" USING btree ("store_id","first_day");--> statement-breakpoint
CREATE INDEX "customer_sales_days_store_day_idx" ON "customer_sales_days" USING btree ("store_id","day");--> statement-breakpoint
-- The customer rollups are kept here, whichever code writes an order (docs/decisions.md, "Returning customers
-- and cohorts"). A customer is the order's account, else the guest's email in lower case.
CREATE OR REPLACE FUNCTION stallfront_customer_key(customer uuid, email text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT COALESCE(customer::text, lower(email));
$$;--> statement-breakpoint
-- Adds a counting order to its customer's day (sign 1) or takes it away (-1). Every day row carries the
-- customer's first day. A day left without orders goes, and when it was the customer's first the next
-- counting day becomes it, on every row (or the customer goes).
-- Taking away only updates and deletes: while a store is being deleted its rows may already be gone.
CREATE OR REPLACE FUNCTION stallfront_roll_customer(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (o.created_at AT TIME ZONE stallfront_sales_zone(o.store_id))::date;
  k text := stallfront_customer_key(o.customer_id, o.email);
  first_d date;
  left_orders integer;
BEGIN
  IF sign > 0 THEN
    INSERT INTO customer_firsts AS f (store_id, customer_key, first_day)
      VALUES (o.store_id, k, d)
      ON CONFLICT (store_id, customer_key) DO UPDATE SET first_day = LEAST(f.first_day, excluded.first_day)
      RETURNING f.first_day INTO first_d;
    INSERT INTO customer_sales_days AS r (store_id, customer_key, day, first_day, orders, sales)
      VALUES (o.store_id, k, d, first_d, 1, o.total)
      ON CONFLICT (store_id, customer_key, day) DO UPDATE
        SET orders = r.orders + 1, sales = r.sales + excluded.sales;
    IF first_d = d THEN
      -- An order before the customer's first (a back-dated one): their other days learn the new first.
      UPDATE customer_sales_days SET first_day = first_d
        WHERE store_id = o.store_id AND customer_key = k AND first_day <> first_d;
    END IF;
    RETURN;
  END IF;
  UPDATE customer_sales_days SET orders = orders - 1, sales = sales - o.total
    WHERE store_id = o.store_id AND customer_key = k AND day = d
    RETURNING orders INTO left_orders;
  IF left_orders IS NULL OR left_orders > 0 THEN
    RETURN;
  END IF;
  DELETE FROM customer_sales_days WHERE store_id = o.store_id AND customer_key = k AND day = d;
  SELECT min(day) INTO first_d FROM customer_sales_days WHERE store_id = o.store_id AND customer_key = k;
  IF first_d IS NULL THEN
    DELETE FROM customer_firsts WHERE store_id = o.store_id AND customer_key = k;
  ELSE
    UPDATE customer_firsts SET first_day = first_d
      WHERE store_id = o.store_id AND customer_key = k AND first_day <> first_d;
    UPDATE customer_sales_days SET first_day = first_d
      WHERE store_id = o.store_id AND customer_key = k AND first_day <> first_d;
  END IF;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stallfront_orders_customer_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
      AND (OLD.status, OLD.total, OLD.created_at, OLD.store_id, stallfront_customer_key(OLD.customer_id, OLD.email))
      IS NOT DISTINCT FROM
      (NEW.status, NEW.total, NEW.created_at, NEW.store_id, stallfront_customer_key(NEW.customer_id, NEW.email)) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND stallfront_counts_as_sale(OLD.status) THEN
    PERFORM stallfront_roll_customer(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND stallfront_counts_as_sale(NEW.status) THEN
    PERFORM stallfront_roll_customer(NEW, 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A deleted account sets its orders' customer_id to null: they move to the guest's email then.
CREATE TRIGGER orders_customer_rollup
  AFTER INSERT OR DELETE OR UPDATE OF status, total, created_at, store_id, customer_id, email ON orders
  FOR EACH ROW EXECUTE FUNCTION stallfront_orders_customer_rollup();--> statement-breakpoint
-- A store's customer rollups counted again from its orders: the backfill, and a store whose zone changed.
CREATE OR REPLACE FUNCTION stallfront_rebuild_customers(store uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := stallfront_sales_zone(store);
BEGIN
  DELETE FROM customer_sales_days WHERE store_id = store;
  DELETE FROM customer_firsts WHERE store_id = store;
  INSERT INTO customer_sales_days (store_id, customer_key, day, first_day, orders, sales)
    SELECT c.store_id, c.customer_key, c.day, min(c.day) OVER (PARTITION BY c.customer_key), c.orders, c.sales
      FROM (SELECT o.store_id, stallfront_customer_key(o.customer_id, o.email) AS customer_key,
                   (o.created_at AT TIME ZONE zone)::date AS day, count(*) AS orders, sum(o.total) AS sales
              FROM orders o
              WHERE o.store_id = store AND stallfront_counts_as_sale(o.status)
              GROUP BY 1, 2, 3) c;
  INSERT INTO customer_firsts (store_id, customer_key, first_day)
    SELECT store_id, customer_key, min(day) FROM customer_sales_days WHERE store_id = store GROUP BY 1, 2;
END;
$$;--> statement-breakpoint
-- Its own trigger, as the breakdowns', rather than a redefined stallfront_rebuild_sales: other migrations
-- redefine that one, and the last to run would drop the others' rebuilds.
CREATE OR REPLACE FUNCTION stallfront_store_zone_changed_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stallfront_rebuild_customers(NEW.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER stores_customers_zone_changed AFTER UPDATE OF timezone, country ON stores
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone OR OLD.country IS DISTINCT FROM NEW.country)
  EXECUTE FUNCTION stallfront_store_zone_changed_customers();--> statement-breakpoint
SELECT stallfront_rebuild_customers(id) FROM stores;

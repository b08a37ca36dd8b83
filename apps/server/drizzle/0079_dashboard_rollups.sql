CREATE TABLE "product_sales_days" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_days_store_id_day_product_id_pk" PRIMARY KEY("store_id","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"sales" bigint DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_days_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
ALTER TABLE "product_sales_days" ADD CONSTRAINT "product_sales_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales_days" ADD CONSTRAINT "product_sales_days_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_days" ADD CONSTRAINT "sales_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The dashboard's rollups are kept here, whichever code writes an order (docs/decisions.md, "The dashboard").
-- The store's zone as storeTimeZone (packages/shared rules/bookings.ts) picks it: the one it set, else its
-- country's main zone, else UTC. The countries are those storeTimeZone names for the country list
-- (test/dashboard.test.ts checks they agree). A zone this server's tz data does not know counts as UTC.
CREATE OR REPLACE FUNCTION stallfront_sales_zone(store uuid) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE
  zone text;
BEGIN
  SELECT COALESCE(s.timezone, c.zone, 'UTC') INTO zone
    FROM stores s
    LEFT JOIN (VALUES ('AE','Asia/Dubai'), ('AR','America/Argentina/Buenos_Aires'), ('AT','Europe/Vienna'), ('AU','Australia/Sydney'), ('BD','Asia/Dhaka'), ('BE','Europe/Brussels'), ('BG','Europe/Sofia'), ('BH','Asia/Bahrain'), ('BR','America/Sao_Paulo'), ('BT','Asia/Thimphu'), ('CA','America/Toronto'), ('CH','Europe/Zurich'), ('CL','America/Santiago'), ('CN','Asia/Shanghai'), ('CO','America/Bogota'), ('CY','Asia/Nicosia'), ('CZ','Europe/Prague'), ('DE','Europe/Berlin'), ('DK','Europe/Copenhagen'), ('DZ','Africa/Algiers'), ('EE','Europe/Tallinn'), ('EG','Africa/Cairo'), ('ES','Europe/Madrid'), ('ET','Africa/Addis_Ababa'), ('FI','Europe/Helsinki'), ('FJ','Pacific/Fiji'), ('FR','Europe/Paris'), ('GB','Europe/London'), ('GH','Africa/Accra'), ('GR','Europe/Athens'), ('HK','Asia/Hong_Kong'), ('HR','Europe/Zagreb'), ('HU','Europe/Budapest'), ('ID','Asia/Jakarta'), ('IE','Europe/Dublin'), ('IL','Asia/Jerusalem'), ('IN','Asia/Calcutta'), ('IQ','Asia/Baghdad'), ('IS','Atlantic/Reykjavik'), ('IT','Europe/Rome'), ('JM','America/Jamaica'), ('JO','Asia/Amman'), ('JP','Asia/Tokyo'), ('KE','Africa/Nairobi'), ('KH','Asia/Phnom_Penh'), ('KR','Asia/Seoul'), ('KW','Asia/Kuwait'), ('KZ','Asia/Almaty'), ('LB','Asia/Beirut'), ('LK','Asia/Colombo'), ('LT','Europe/Vilnius'), ('LU','Europe/Luxembourg'), ('LV','Europe/Riga'), ('MA','Africa/Casablanca'), ('MM','Asia/Rangoon'), ('MT','Europe/Malta'), ('MU','Indian/Mauritius'), ('MV','Indian/Maldives'), ('MX','America/Mexico_City'), ('MY','Asia/Kuala_Lumpur'), ('NG','Africa/Lagos'), ('NL','Europe/Amsterdam'), ('NO','Europe/Oslo'), ('NP','Asia/Katmandu'), ('NZ','Pacific/Auckland'), ('OM','Asia/Muscat'), ('PE','America/Lima'), ('PH','Asia/Manila'), ('PK','Asia/Karachi'), ('PL','Europe/Warsaw'), ('PT','Europe/Lisbon'), ('QA','Asia/Qatar'), ('RO','Europe/Bucharest'), ('RS','Europe/Belgrade'), ('SA','Asia/Riyadh'), ('SE','Europe/Stockholm'), ('SG','Asia/Singapore'), ('SI','Europe/Ljubljana'), ('SK','Europe/Bratislava'), ('TH','Asia/Bangkok'), ('TN','Africa/Tunis'), ('TR','Europe/Istanbul'), ('TW','Asia/Taipei'), ('TZ','Africa/Dar_es_Salaam'), ('UA','Europe/Kyiv'), ('UG','Africa/Kampala'), ('US','America/New_York'), ('UY','America/Montevideo'), ('VN','Asia/Saigon'), ('ZA','Africa/Johannesburg'), ('ZM','Africa/Lusaka'), ('ZW','Africa/Harare')) AS c(country, zone) ON c.country = s.country
    WHERE s.id = store;
  PERFORM now() AT TIME ZONE zone;
  RETURN COALESCE(zone, 'UTC');
EXCEPTION WHEN invalid_parameter_value THEN
  RETURN 'UTC';
END;
$$;--> statement-breakpoint
-- The orders that count as sales: placed and not cancelled, and not failed at payment (inactive).
CREATE OR REPLACE FUNCTION stallfront_counts_as_sale(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT status IN ('live', 'delivered');
$$;--> statement-breakpoint
-- Adds an order (sign 1) or takes it away (-1), with the lines it has now. Taking away only updates
-- rows, never inserts: while a store or product is being deleted its rollup rows may already be gone.
CREATE OR REPLACE FUNCTION stallfront_roll_order(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (o.created_at AT TIME ZONE stallfront_sales_zone(o.store_id))::date;
  line_units integer;
BEGIN
  SELECT COALESCE(sum(quantity), 0) INTO line_units FROM order_lines WHERE order_id = o.id;
  IF sign > 0 THEN
    INSERT INTO sales_days AS r (store_id, day, orders, sales, units)
      VALUES (o.store_id, d, 1, o.total, line_units)
      ON CONFLICT (store_id, day) DO UPDATE
        SET orders = r.orders + 1, sales = r.sales + excluded.sales, units = r.units + excluded.units;
    INSERT INTO product_sales_days AS r (store_id, day, product_id, units, sales)
      SELECT o.store_id, d, l.product_id, sum(l.quantity), sum(l.subtotal)
        FROM order_lines l WHERE l.order_id = o.id AND l.product_id IS NOT NULL GROUP BY l.product_id
      ON CONFLICT (store_id, day, product_id) DO UPDATE
        SET units = r.units + excluded.units, sales = r.sales + excluded.sales;
  ELSE
    UPDATE sales_days SET orders = orders - 1, sales = sales - o.total, units = units - line_units
      WHERE store_id = o.store_id AND day = d;
    UPDATE product_sales_days r SET units = r.units - l.units, sales = r.sales - l.sales
      FROM (SELECT product_id, sum(quantity) AS units, sum(subtotal) AS sales FROM order_lines
            WHERE order_id = o.id AND product_id IS NOT NULL GROUP BY product_id) l
      WHERE r.store_id = o.store_id AND r.day = d AND r.product_id = l.product_id;
  END IF;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stallfront_orders_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.total, OLD.created_at, OLD.store_id)
      IS NOT DISTINCT FROM (NEW.status, NEW.total, NEW.created_at, NEW.store_id) THEN
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
-- After an insert or update (the lines come after the order), before a delete (while its lines are still there).
CREATE TRIGGER orders_rollup_write AFTER INSERT OR UPDATE ON orders
  FOR EACH ROW EXECUTE FUNCTION stallfront_orders_rollup();--> statement-breakpoint
CREATE TRIGGER orders_rollup_delete BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION stallfront_orders_rollup();--> statement-breakpoint
-- A line written under an order that counts: its units and sales move with it.
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
  UPDATE sales_days SET units = units + NEW.quantity - CASE WHEN TG_OP = 'UPDATE' THEN OLD.quantity ELSE 0 END
    WHERE store_id = o.store_id AND day = d;
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
CREATE TRIGGER order_lines_rollup AFTER INSERT OR UPDATE OF quantity, subtotal, product_id ON order_lines
  FOR EACH ROW EXECUTE FUNCTION stallfront_order_lines_rollup();--> statement-breakpoint
-- A store's rollups counted again from its orders: the backfill, and a store whose zone changed.
CREATE OR REPLACE FUNCTION stallfront_rebuild_sales(store uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := stallfront_sales_zone(store);
BEGIN
  DELETE FROM sales_days WHERE store_id = store;
  DELETE FROM product_sales_days WHERE store_id = store;
  INSERT INTO sales_days (store_id, day, orders, sales, units)
    SELECT o.store_id, (o.created_at AT TIME ZONE zone)::date, count(*), sum(o.total),
           COALESCE(sum((SELECT sum(l.quantity) FROM order_lines l WHERE l.order_id = o.id)), 0)
      FROM orders o
      WHERE o.store_id = store AND stallfront_counts_as_sale(o.status)
      GROUP BY 1, 2;
  INSERT INTO product_sales_days (store_id, day, product_id, units, sales)
    SELECT o.store_id, (o.created_at AT TIME ZONE zone)::date, l.product_id, sum(l.quantity), sum(l.subtotal)
      FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.store_id = store AND stallfront_counts_as_sale(o.status) AND l.product_id IS NOT NULL
      GROUP BY 1, 2, 3;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stallfront_store_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stallfront_rebuild_sales(NEW.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER stores_sales_zone_changed AFTER UPDATE OF timezone, country ON stores
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone OR OLD.country IS DISTINCT FROM NEW.country)
  EXECUTE FUNCTION stallfront_store_zone_changed();--> statement-breakpoint
SELECT stallfront_rebuild_sales(id) FROM stores;

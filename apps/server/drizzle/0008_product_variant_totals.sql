-- A product with variants has no stock or price of its own: its stock is the sum of its
-- variants' and its price the lowest of theirs (the list shows the range up to the highest).
-- Kept here, before every insert and update, so every writer (the form, bulk upload and its
-- undo, the seed, a hand-written statement) leaves the row consistent.
CREATE OR REPLACE FUNCTION products_variant_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF jsonb_array_length(NEW.variants) > 0 THEN
    SELECT sum((v ->> 'stock')::integer), min((v ->> 'price')::bigint)
      INTO NEW.stock, NEW.price
      FROM jsonb_array_elements(NEW.variants) AS v;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_variant_totals BEFORE INSERT OR UPDATE OF variants, stock, price ON products
  FOR EACH ROW EXECUTE FUNCTION products_variant_totals();--> statement-breakpoint
-- Rows saved before this migration: recompute them.
UPDATE products SET variants = variants WHERE jsonb_array_length(variants) > 0;

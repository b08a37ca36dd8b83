-- Each node keeps the shop's rendered pages per store (modules/shop/page-cache.ts). A change to
-- anything a page shows is announced as 'pages:<store_id>' on the session notices' channel, so
-- a writing call settles it like a sign-out, and a row written by any other path (a script, a
-- migration) still reaches every node. Catalogs, the menu and the store already announce
-- 'shop:' and 'store:'. Identical notices of one transaction arrive once (a bulk upload is one).
CREATE OR REPLACE FUNCTION stallfront_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stallfront_auth', 'pages:' || COALESCE(NEW.store_id, OLD.store_id)::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The stock as a page shows it: the count up to 5 ("Only 3 left"), then 6 for "In stock"
-- (shownStock in packages/shared): a sale that leaves 40 of 41 changes no page.
CREATE OR REPLACE FUNCTION stallfront_shown_stock(stock integer) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT greatest(0, least(stock, 6))
$$;--> statement-breakpoint
-- A product as its pages show it: every column but the edit time, with its own and its variants' stock banded.
CREATE OR REPLACE FUNCTION stallfront_product_shown(p products) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT (to_jsonb(p) - 'stock' - 'variants' - 'updated_at') || jsonb_build_object(
    'stock', stallfront_shown_stock(p.stock),
    'variants', coalesce((
      SELECT jsonb_agg(v || jsonb_build_object('stock', stallfront_shown_stock((v ->> 'stock')::integer)) ORDER BY n)
      FROM jsonb_array_elements(p.variants) WITH ORDINALITY AS e(v, n)), '[]'::jsonb))
$$;--> statement-breakpoint
CREATE TRIGGER products_pages_changed AFTER INSERT OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION stallfront_pages_changed();--> statement-breakpoint
CREATE TRIGGER products_pages_updated AFTER UPDATE ON products
  FOR EACH ROW WHEN (stallfront_product_shown(OLD) IS DISTINCT FROM stallfront_product_shown(NEW))
  EXECUTE FUNCTION stallfront_pages_changed();--> statement-breakpoint
-- Only approved reviews are shown: a new one waiting for the merchant changes no page.
CREATE TRIGGER product_reviews_pages_added AFTER INSERT ON product_reviews
  FOR EACH ROW WHEN (NEW.status = 'approved') EXECUTE FUNCTION stallfront_pages_changed();--> statement-breakpoint
CREATE TRIGGER product_reviews_pages_updated AFTER UPDATE ON product_reviews
  FOR EACH ROW WHEN (OLD.status = 'approved' OR NEW.status = 'approved') EXECUTE FUNCTION stallfront_pages_changed();--> statement-breakpoint
CREATE TRIGGER product_reviews_pages_removed AFTER DELETE ON product_reviews
  FOR EACH ROW WHEN (OLD.status = 'approved') EXECUTE FUNCTION stallfront_pages_changed();--> statement-breakpoint
-- Old slugs (redirects), image sizes (srcset) and the product extras with their links.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'product_slug_redirects', 'media',
    'footnotes', 'footnote_products', 'footnote_catalogs',
    'faqs', 'faq_products', 'faq_catalogs',
    'image_tags', 'image_tag_products', 'image_tag_catalogs',
    'highlights', 'highlight_products', 'highlight_catalogs',
    'amenities', 'amenity_products', 'amenity_catalogs',
    'variant_colors', 'measurement_sets',
    'size_charts', 'size_chart_products', 'size_chart_catalogs',
    'addon_products', 'addon_product_products', 'addon_product_catalogs',
    'addons', 'addon_attached_products', 'addon_attached_catalogs'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION stallfront_pages_changed()',
      t || '_pages_changed', t);
  END LOOP;
END
$$;

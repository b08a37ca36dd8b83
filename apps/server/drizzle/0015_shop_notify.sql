-- The shop keeps each store's row and catalog menu per node; a change to a catalog or the
-- navigation menu is announced as 'shop:<store_id>' on the same channel as the session
-- notices (stores already announce 'store:<id>'), so writes settle it like a sign-out.
CREATE OR REPLACE FUNCTION stallfront_shop_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stallfront_auth', 'shop:' || COALESCE(NEW.store_id, OLD.store_id)::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER catalogs_shop_changed AFTER INSERT OR UPDATE OR DELETE ON catalogs
  FOR EACH ROW EXECUTE FUNCTION stallfront_shop_changed();--> statement-breakpoint
CREATE TRIGGER catalog_navigations_shop_changed AFTER INSERT OR UPDATE OR DELETE ON catalog_navigations
  FOR EACH ROW EXECUTE FUNCTION stallfront_shop_changed();--> statement-breakpoint
CREATE TRIGGER catalog_navigation_sections_shop_changed AFTER INSERT OR UPDATE OR DELETE ON catalog_navigation_sections
  FOR EACH ROW EXECUTE FUNCTION stallfront_shop_changed();

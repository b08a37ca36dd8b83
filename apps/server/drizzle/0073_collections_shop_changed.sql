-- The menus link collections with the store row (site-menu-paths.ts): a write to a collection now
-- drops the store's row too, as a page's does (which drops its kept pages with it).
DROP TRIGGER collections_pages_changed ON collections;--> statement-breakpoint
CREATE TRIGGER collections_shop_changed AFTER INSERT OR UPDATE OR DELETE ON collections
  FOR EACH ROW EXECUTE FUNCTION stallfront_shop_changed();

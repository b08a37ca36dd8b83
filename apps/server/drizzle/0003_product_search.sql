DROP INDEX "products_search_idx";--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin (to_tsvector('simple', name));--> statement-breakpoint
CREATE INDEX "products_sku_search_idx" ON "products" USING btree ("store_id",lower(sku) text_pattern_ops);
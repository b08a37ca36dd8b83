CREATE TABLE "themes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"colors" jsonb NOT NULL,
	"fonts" jsonb NOT NULL,
	"layouts" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "theme_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "themes_name_key" ON "themes" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "themes_one_default_key" ON "themes" USING btree ("is_default") WHERE "themes"."is_default";--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Counting a theme's stores and finding them when it changes.
CREATE INDEX "stores_theme_id_idx" ON "stores" USING btree ("theme_id") WHERE "theme_id" IS NOT NULL;--> statement-breakpoint
-- A theme's change reaches every shop wearing it: 'shop:<store_id>' drops that store's cached
-- row and pages on every node, as a catalog's change does (0015). The default theme is worn by
-- the stores that never chose one too, so a change to which theme is the default names them.
CREATE OR REPLACE FUNCTION stallfront_theme_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  store_id uuid;
BEGIN
  FOR store_id IN
    SELECT s.id FROM stores s
    WHERE s.theme_id = COALESCE(NEW.id, OLD.id)
       OR (s.theme_id IS NULL AND (COALESCE(NEW.is_default, false) OR COALESCE(OLD.is_default, false)))
  LOOP
    PERFORM pg_notify('stallfront_auth', 'shop:' || store_id::text);
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER themes_shop_changed AFTER UPDATE OR DELETE ON themes
  FOR EACH ROW EXECUTE FUNCTION stallfront_theme_changed();

CREATE TABLE "finders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"intro" text NOT NULL,
	"status" text NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finders" ADD CONSTRAINT "finders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "finders_store_name_key" ON "finders" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "finders_store_created_idx" ON "finders" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "finders_store_slug_key" ON "finders" USING btree ("store_id",lower("slug"));--> statement-breakpoint
-- A finder's page, the catalog pages naming it and the sitemap are kept by the shop: a write drops the store's (migration 0049).
CREATE TRIGGER finders_pages_changed AFTER INSERT OR UPDATE OR DELETE ON finders
  FOR EACH ROW EXECUTE FUNCTION stallfront_pages_changed();

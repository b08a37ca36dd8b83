CREATE TABLE "recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"summary" text NOT NULL,
	"cover" text NOT NULL,
	"servings" integer NOT NULL,
	"prep_minutes" integer NOT NULL,
	"cook_minutes" integer NOT NULL,
	"ingredients" jsonb NOT NULL,
	"steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_store_name_key" ON "recipes" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "recipes_store_created_idx" ON "recipes" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_store_slug_key" ON "recipes" USING btree ("store_id",lower("slug"));--> statement-breakpoint
-- The shop keeps its recipe pages: a write drops the store's (migration 0049).
CREATE TRIGGER recipes_pages_changed AFTER INSERT OR UPDATE OR DELETE ON recipes
  FOR EACH ROW EXECUTE FUNCTION stallfront_pages_changed();

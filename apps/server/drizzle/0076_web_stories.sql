CREATE TABLE "web_stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"poster" text NOT NULL,
	"status" text NOT NULL,
	"slides" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "web_stories" ADD CONSTRAINT "web_stories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "web_stories_store_name_key" ON "web_stories" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "web_stories_store_created_idx" ON "web_stories" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "web_stories_store_slug_key" ON "web_stories" USING btree ("store_id",lower("slug"));--> statement-breakpoint
-- The shop keeps its story pages: a write drops the store's (migration 0049).
CREATE TRIGGER web_stories_pages_changed AFTER INSERT OR UPDATE OR DELETE ON web_stories
  FOR EACH ROW EXECUTE FUNCTION stallfront_pages_changed();

CREATE TABLE "measurement_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mm_unit" text NOT NULL,
	"list" text[] NOT NULL,
	"notes_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"additional_qty" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "measurement_sets" ADD CONSTRAINT "measurement_sets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "measurement_sets_store_name_key" ON "measurement_sets" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "measurement_sets_store_created_idx" ON "measurement_sets" USING btree ("store_id","created_at");
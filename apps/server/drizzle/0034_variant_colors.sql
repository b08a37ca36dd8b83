CREATE TABLE "variant_colors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"hex" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "variant_colors" ADD CONSTRAINT "variant_colors_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "variant_colors_store_name_key" ON "variant_colors" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "variant_colors_store_created_idx" ON "variant_colors" USING btree ("store_id","created_at");
CREATE TABLE "size_chart_catalogs" (
	"store_id" uuid NOT NULL,
	"thing_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "size_chart_catalogs_thing_id_target_id_pk" PRIMARY KEY("thing_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "size_chart_products" (
	"store_id" uuid NOT NULL,
	"thing_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "size_chart_products_thing_id_target_id_pk" PRIMARY KEY("thing_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "size_charts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"chart" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "size_chart_catalogs" ADD CONSTRAINT "size_chart_catalogs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_chart_catalogs" ADD CONSTRAINT "size_chart_catalogs_thing_id_size_charts_id_fk" FOREIGN KEY ("thing_id") REFERENCES "public"."size_charts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_chart_catalogs" ADD CONSTRAINT "size_chart_catalogs_target_id_catalogs_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_chart_products" ADD CONSTRAINT "size_chart_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_chart_products" ADD CONSTRAINT "size_chart_products_thing_id_size_charts_id_fk" FOREIGN KEY ("thing_id") REFERENCES "public"."size_charts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_chart_products" ADD CONSTRAINT "size_chart_products_target_id_products_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_charts" ADD CONSTRAINT "size_charts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "size_chart_catalogs_target_idx" ON "size_chart_catalogs" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "size_chart_products_target_idx" ON "size_chart_products" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "size_charts_store_name_key" ON "size_charts" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "size_charts_store_created_idx" ON "size_charts" USING btree ("store_id","created_at");
CREATE TABLE "delivery_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"branch_id" uuid,
	"fee" integer DEFAULT 0 NOT NULL,
	"free_above" integer,
	"area" jsonb DEFAULT '{"postcodes":[],"radius_km":null,"origin":null,"points":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"zone" jsonb NOT NULL,
	"rate" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_label" text;--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD CONSTRAINT "delivery_methods_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_methods_store_name_key" ON "delivery_methods" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "delivery_methods_store_created_idx" ON "delivery_methods" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_methods_store_name_key" ON "shipping_methods" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "shipping_methods_store_created_idx" ON "shipping_methods" USING btree ("store_id","created_at");
CREATE TABLE "footnote_catalogs" (
	"store_id" uuid NOT NULL,
	"thing_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "footnote_catalogs_thing_id_target_id_pk" PRIMARY KEY("thing_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "footnote_products" (
	"store_id" uuid NOT NULL,
	"thing_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "footnote_products_thing_id_target_id_pk" PRIMARY KEY("thing_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "footnotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "footnote_catalogs" ADD CONSTRAINT "footnote_catalogs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footnote_catalogs" ADD CONSTRAINT "footnote_catalogs_thing_id_footnotes_id_fk" FOREIGN KEY ("thing_id") REFERENCES "public"."footnotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footnote_catalogs" ADD CONSTRAINT "footnote_catalogs_target_id_catalogs_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footnote_products" ADD CONSTRAINT "footnote_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footnote_products" ADD CONSTRAINT "footnote_products_thing_id_footnotes_id_fk" FOREIGN KEY ("thing_id") REFERENCES "public"."footnotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footnote_products" ADD CONSTRAINT "footnote_products_target_id_products_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footnotes" ADD CONSTRAINT "footnotes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "footnote_catalogs_target_idx" ON "footnote_catalogs" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "footnote_products_target_idx" ON "footnote_products" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "footnotes_store_name_key" ON "footnotes" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "footnotes_store_created_idx" ON "footnotes" USING btree ("store_id","created_at");
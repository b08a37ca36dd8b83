CREATE TABLE "faq_catalogs" (
	"store_id" uuid NOT NULL,
	"thing_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "faq_catalogs_thing_id_target_id_pk" PRIMARY KEY("thing_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "faq_products" (
	"store_id" uuid NOT NULL,
	"thing_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	CONSTRAINT "faq_products_thing_id_target_id_pk" PRIMARY KEY("thing_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_catalogs" ADD CONSTRAINT "faq_catalogs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_catalogs" ADD CONSTRAINT "faq_catalogs_thing_id_faqs_id_fk" FOREIGN KEY ("thing_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_catalogs" ADD CONSTRAINT "faq_catalogs_target_id_catalogs_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_products" ADD CONSTRAINT "faq_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_products" ADD CONSTRAINT "faq_products_thing_id_faqs_id_fk" FOREIGN KEY ("thing_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_products" ADD CONSTRAINT "faq_products_target_id_products_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_catalogs_target_idx" ON "faq_catalogs" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "faq_products_target_idx" ON "faq_products" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "faqs_store_name_key" ON "faqs" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE INDEX "faqs_store_created_idx" ON "faqs" USING btree ("store_id","created_at");
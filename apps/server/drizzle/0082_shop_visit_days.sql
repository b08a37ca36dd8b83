CREATE TABLE "shop_visit_days" (
	"store_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"cart_sessions" integer DEFAULT 0 NOT NULL,
	"checkout_sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_visit_days_store_id_day_pk" PRIMARY KEY("store_id","day")
);
--> statement-breakpoint
ALTER TABLE "shop_visit_days" ADD CONSTRAINT "shop_visit_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
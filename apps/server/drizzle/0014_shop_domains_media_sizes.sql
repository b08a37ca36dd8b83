ALTER TABLE "media" ADD COLUMN "sizes" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "custom_domain" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "custom_domain_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "media_store_url_idx" ON "media" USING btree ("store_id","url");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_custom_domain_unique" UNIQUE("custom_domain");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_custom_domain_lower" CHECK ("stores"."custom_domain" = lower("stores"."custom_domain"));
ALTER TABLE "carts" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "reminders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "carts_store_abandoned_idx" ON "carts" USING btree ("store_id","abandoned_at","id") WHERE "carts"."abandoned_at" is not null;
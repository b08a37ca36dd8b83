ALTER TABLE "stores" ADD COLUMN "favicon" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference" text;
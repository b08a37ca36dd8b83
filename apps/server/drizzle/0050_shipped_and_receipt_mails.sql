ALTER TABLE "orders" ADD COLUMN "shipped_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "receipt_mailed_at" timestamp with time zone;
ALTER TABLE "catalogs" ADD COLUMN "vendor_commission" jsonb;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "commission" jsonb;
ALTER TABLE "vendors" ADD COLUMN "payout_account" text;--> statement-breakpoint
ALTER TABLE "vendor_payouts" ADD COLUMN "destination" text;
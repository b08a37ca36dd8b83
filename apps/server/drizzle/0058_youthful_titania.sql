ALTER TABLE "gift_cards" ADD COLUMN "source" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "design" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "disabled_at" timestamp with time zone;
ALTER TABLE "bookings" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_confirm_token_key" ON "bookings" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "bookings_held_idx" ON "bookings" USING btree ("held_until") WHERE held_until is not null;
ALTER TABLE "payments" ADD COLUMN "attempt_key" uuid;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_attempt_key" ON "payments" USING btree ("order_id","attempt_key");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_store_idempotency_key" ON "donations" USING btree ("store_id","idempotency_key");
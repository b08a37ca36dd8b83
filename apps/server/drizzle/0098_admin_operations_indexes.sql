CREATE INDEX "signup_log_created_idx" ON "signup_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_time_idx" ON "ledger_entries" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "billing_payments_status_idx" ON "billing_payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "billing_payments_settled_idx" ON "billing_payments" USING btree ("status","settled_at");
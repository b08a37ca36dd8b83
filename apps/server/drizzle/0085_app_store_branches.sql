DROP INDEX "trial_features_store_idx";--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "hours" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "trial_features_store_name_key" ON "trial_features" USING btree ("store_id","name");
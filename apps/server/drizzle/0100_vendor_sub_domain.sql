ALTER TABLE "vendors" ADD COLUMN "sub_domain" text;--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_sub_domain_key" ON "vendors" USING btree ("sub_domain");
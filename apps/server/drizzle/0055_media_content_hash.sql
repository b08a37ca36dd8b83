ALTER TABLE "media" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "media_store_content_uq" ON "media" USING btree ("store_id","content_hash");
CREATE TABLE "client_bulk_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"admin_id" uuid NOT NULL,
	"admin_name" text NOT NULL,
	"store_ids" jsonb,
	"filter" jsonb,
	"state" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "support_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "support_name" text;--> statement-breakpoint
CREATE INDEX "client_bulk_actions_created_idx" ON "client_bulk_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stores_name_idx" ON "stores" USING btree ("name","id");
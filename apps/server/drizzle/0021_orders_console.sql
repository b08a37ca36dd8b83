CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_name" text NOT NULL,
	"actor_type" text NOT NULL,
	"from_status" text NOT NULL,
	"from_stage" text NOT NULL,
	"to_status" text NOT NULL,
	"to_stage" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stage" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","seq");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_store_status_total_idx" ON "orders" USING btree ("store_id","status","total","id");--> statement-breakpoint
CREATE INDEX "orders_store_status_number_idx" ON "orders" USING btree ("store_id","status","number");--> statement-breakpoint
CREATE INDEX "orders_store_email_idx" ON "orders" USING btree ("store_id",lower(email) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_store_name_idx" ON "orders" USING btree ("store_id",lower(name) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_store_phone_idx" ON "orders" USING btree ("store_id",phone text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_store_branch_idx" ON "orders" USING btree ("store_id","branch_id");
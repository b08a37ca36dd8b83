CREATE TABLE "settlement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"order_number" integer NOT NULL,
	"name" text NOT NULL,
	"event" text NOT NULL,
	"currency" text NOT NULL,
	"total" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"net" bigint NOT NULL,
	"transaction_id" uuid,
	"statement_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"line_count" integer NOT NULL,
	"total" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"net" bigint NOT NULL,
	"transaction_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_statement_id_vendor_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."vendor_statements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payouts" ADD CONSTRAINT "vendor_payouts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payouts" ADD CONSTRAINT "vendor_payouts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payouts" ADD CONSTRAINT "vendor_payouts_statement_id_vendor_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."vendor_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_statements" ADD CONSTRAINT "vendor_statements_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_statements" ADD CONSTRAINT "vendor_statements_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_line_event_key" ON "settlement_lines" USING btree ("order_line_id","event");--> statement-breakpoint
CREATE INDEX "settlement_lines_store_created_idx" ON "settlement_lines" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "settlement_lines_open_idx" ON "settlement_lines" USING btree ("store_id","vendor_id","created_at") WHERE "settlement_lines"."statement_id" is null;--> statement-breakpoint
CREATE INDEX "settlement_lines_statement_idx" ON "settlement_lines" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_payouts_statement_live_key" ON "vendor_payouts" USING btree ("statement_id") WHERE "vendor_payouts"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "vendor_payouts_store_created_idx" ON "vendor_payouts" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vendor_payouts_store_vendor_idx" ON "vendor_payouts" USING btree ("store_id","vendor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_statements_vendor_period_key" ON "vendor_statements" USING btree ("vendor_id","period_start");--> statement-breakpoint
CREATE INDEX "vendor_statements_store_created_idx" ON "vendor_statements" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vendor_statements_store_vendor_idx" ON "vendor_statements" USING btree ("store_id","vendor_id","created_at");
CREATE TABLE "billing_invoice_counter" (
	"id" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"store_id" uuid NOT NULL,
	"payment_id" uuid,
	"package_id" text NOT NULL,
	"period" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"total" integer NOT NULL,
	"lines" jsonb NOT NULL,
	CONSTRAINT "billing_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "billing_invoices_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "billing_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"attempt_key" text NOT NULL,
	"kind" text NOT NULL,
	"package_id" text NOT NULL,
	"period" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"reference" text,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"package_id" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"pending_package_id" text,
	"pending_period" text,
	"grace_ends_at" timestamp with time zone,
	"card_token" text,
	"card_brand" text,
	"card_last4" text,
	"ended_at" timestamp with time zone,
	"ended_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_subscriptions_store_id_unique" UNIQUE("store_id")
);
--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_payment_id_billing_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."billing_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payments" ADD CONSTRAINT "billing_payments_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_pending_package_id_packages_id_fk" FOREIGN KEY ("pending_package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_invoices_store_idx" ON "billing_invoices" USING btree ("store_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payments_attempt_idx" ON "billing_payments" USING btree ("store_id","attempt_key");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payments_one_pending_idx" ON "billing_payments" USING btree ("store_id") WHERE "billing_payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "billing_payments_store_idx" ON "billing_payments" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_due_idx" ON "billing_subscriptions" USING btree ("status","period_end");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_grace_idx" ON "billing_subscriptions" USING btree ("status","grace_ends_at");
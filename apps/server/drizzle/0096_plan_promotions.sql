CREATE TABLE "plan_promotion_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"discount" integer NOT NULL,
	"currency" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"package_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"duration" text NOT NULL,
	"months" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "plan_promotions_uses_within_max" CHECK ("plan_promotions"."max_uses" IS NULL OR "plan_promotions"."uses" <= "plan_promotions"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "billing_payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "plan_promotion_uses" ADD CONSTRAINT "plan_promotion_uses_promotion_id_plan_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."plan_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_promotion_uses" ADD CONSTRAINT "plan_promotion_uses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_promotion_uses" ADD CONSTRAINT "plan_promotion_uses_payment_id_billing_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."billing_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_promotion_uses_once_idx" ON "plan_promotion_uses" USING btree ("promotion_id","store_id");--> statement-breakpoint
CREATE INDEX "plan_promotion_uses_store_idx" ON "plan_promotion_uses" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_promotions_code_idx" ON "plan_promotions" USING btree ("code");
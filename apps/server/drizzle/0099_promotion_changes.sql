CREATE TABLE "plan_promotion_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"action" text NOT NULL,
	"admin_id" uuid,
	"admin_name" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_promotion_changes" ADD CONSTRAINT "plan_promotion_changes_promotion_id_plan_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."plan_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_promotion_changes_promotion_idx" ON "plan_promotion_changes" USING btree ("promotion_id","created_at");
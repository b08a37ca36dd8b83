CREATE TABLE "feedbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"title" text NOT NULL,
	"severity" text NOT NULL,
	"description" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_views" (
	"store_id" uuid NOT NULL,
	"notice_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_views_store_id_notice_id_pk" PRIMARY KEY("store_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "platform_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"url" text,
	"pri_btn" jsonb,
	"sec_btn" jsonb,
	"audience" text NOT NULL,
	"package_id" text,
	"target_store_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_views" ADD CONSTRAINT "notice_views_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_views" ADD CONSTRAINT "notice_views_notice_id_platform_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."platform_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_notices" ADD CONSTRAINT "platform_notices_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_notices" ADD CONSTRAINT "platform_notices_target_store_id_stores_id_fk" FOREIGN KEY ("target_store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedbacks_created_idx" ON "feedbacks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "feedbacks_store_idx" ON "feedbacks" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "notice_views_notice_idx" ON "notice_views" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "platform_notices_kind_created_idx" ON "platform_notices" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "platform_notices_target_store_idx" ON "platform_notices" USING btree ("target_store_id");
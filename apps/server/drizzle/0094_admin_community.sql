CREATE TABLE "platform_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"status" text DEFAULT 'subscribed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "platform_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "dealer_stores" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"dealer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"code" text NOT NULL,
	"share_bps" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealers_code_key" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "replied_by" text;--> statement-breakpoint
ALTER TABLE "dealer_stores" ADD CONSTRAINT "dealer_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_stores" ADD CONSTRAINT "dealer_stores_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_subscribers_created_idx" ON "platform_subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "dealer_stores_dealer_idx" ON "dealer_stores" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "dealers_created_idx" ON "dealers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "platform_enquiries_created_idx" ON "platform_enquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "feedbacks_status_created_idx" ON "feedbacks" USING btree ("status","created_at","id");
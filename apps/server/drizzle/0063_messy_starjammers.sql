CREATE TABLE "acme_challenges" (
	"token" text PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"key_authorization" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_domains" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"verify_token" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"last_check" jsonb,
	"cert_state" text DEFAULT 'none' NOT NULL,
	"cert_requested_at" timestamp with time zone,
	"cert_pem" text,
	"key_encrypted" text,
	"cert_issued_at" timestamp with time zone,
	"cert_expires_at" timestamp with time zone,
	"cert_error" text
);
--> statement-breakpoint
ALTER TABLE "domain_enquiries" ADD CONSTRAINT "domain_enquiries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_domains" ADD CONSTRAINT "store_domains_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_enquiries_created_idx" ON "domain_enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "store_domains_domain_idx" ON "store_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "store_domains_cert_expires_idx" ON "store_domains" USING btree ("cert_expires_at");
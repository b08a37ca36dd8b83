CREATE TABLE "notification_mails" (
	"event_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_mails_event_id_recipient_pk" PRIMARY KEY("event_id","recipient")
);
--> statement-breakpoint
ALTER TABLE "notification_mails" ADD CONSTRAINT "notification_mails_event_id_outbox_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."outbox_events"("id") ON DELETE cascade ON UPDATE no action;
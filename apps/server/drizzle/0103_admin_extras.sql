CREATE TABLE "platform_fee_days" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"slot" smallint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"postings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "platform_fee_days_day_currency_slot_pk" PRIMARY KEY("day","currency","slot")
);
--> statement-breakpoint
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
CREATE INDEX "plan_promotion_changes_promotion_idx" ON "plan_promotion_changes" USING btree ("promotion_id","created_at");--> statement-breakpoint
-- The platform admin's clients search (a substring of the store's name, sub-domain or email, or
-- its owner's email) on trigram indexes instead of a scan of every store. pg_trgm ships with
-- PostgreSQL's contrib and with PGlite (loaded in db/client.ts); a server without it, or a role
-- that may not create it, keeps the search working as a scan: the indexes are made only here.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS stores_name_trgm_idx ON stores USING gin (name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS stores_sub_domain_trgm_idx ON stores USING gin (sub_domain gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS stores_email_trgm_idx ON stores USING gin (email gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS store_users_owner_email_trgm_idx ON store_users USING gin (email gin_trgm_ops)
      WHERE role = 'admin';
  ELSE
    RAISE NOTICE 'pg_trgm is not available: the clients search scans the stores';
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm could not be created (%): the clients search scans the stores', SQLERRM;
END $$;
--> statement-breakpoint
-- The platform's fee postings per UTC day, currency and slot, kept by statement triggers with
-- transition tables: one upsert per statement, whatever its row count. Rows are upserted in key
-- order, so two statements touching the same rows lock them in the same order.
CREATE FUNCTION platform_fee_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO platform_fee_days AS d (day, currency, slot, amount, postings)
  SELECT (n.created_at AT TIME ZONE 'UTC')::date, n.currency, (hashtext(n.store_id::text) & 7)::smallint,
         sum(n.amount), count(*)
  FROM new_rows n WHERE n.account = 'platform:transaction_fees'
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, currency, slot)
  DO UPDATE SET amount = d.amount + excluded.amount, postings = d.postings + excluded.postings;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Postings are never deleted but with their store (the foreign key's cascade): its fees leave the figures too.
CREATE FUNCTION platform_fee_days_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE platform_fee_days d SET amount = d.amount - o.amount, postings = d.postings - o.postings
  FROM (
    SELECT (r.created_at AT TIME ZONE 'UTC')::date AS day, r.currency, (hashtext(r.store_id::text) & 7)::smallint AS slot,
           sum(r.amount) AS amount, count(*) AS postings
    FROM old_rows r WHERE r.account = 'platform:transaction_fees' GROUP BY 1, 2, 3
  ) o
  WHERE d.day = o.day AND d.currency = o.currency AND d.slot = o.slot;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_platform_fee_days_insert AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION platform_fee_days_add();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_platform_fee_days_delete AFTER DELETE ON ledger_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION platform_fee_days_remove();
--> statement-breakpoint
-- The fees booked before this migration.
INSERT INTO platform_fee_days (day, currency, slot, amount, postings)
SELECT (created_at AT TIME ZONE 'UTC')::date, currency, (hashtext(store_id::text) & 7)::smallint, sum(amount), count(*)
FROM ledger_entries WHERE account = 'platform:transaction_fees' GROUP BY 1, 2, 3;

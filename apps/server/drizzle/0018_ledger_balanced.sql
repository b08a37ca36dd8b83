-- The ledger's two promises, kept by the database whatever code writes to it:
-- 1. the postings of one transaction sum to zero, checked when the writing transaction commits;
-- 2. postings are history: never updated or deleted (a store's deletion cascades, by design).
CREATE OR REPLACE FUNCTION stallfront_ledger_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT sum(amount) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its postings sum to %', NEW.transaction_id, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stallfront_ledger_balanced();--> statement-breakpoint
CREATE OR REPLACE FUNCTION stallfront_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'ledger postings are never changed: post a correcting transaction instead'
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION stallfront_ledger_append_only();

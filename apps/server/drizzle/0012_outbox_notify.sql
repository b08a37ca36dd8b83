-- A new outbox event wakes the dispatchers: the notice goes out when the writing transaction
-- commits (never if it rolls back), whichever code path inserted the row. One notice per
-- statement; PostgreSQL folds equal notices of one transaction into one.
CREATE OR REPLACE FUNCTION stallfront_outbox_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stallfront_outbox', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER outbox_events_added AFTER INSERT ON outbox_events
  FOR EACH STATEMENT EXECUTE FUNCTION stallfront_outbox_added();

-- The session caches also hold each caller's store view (store, package, trial features), so
-- a change to a package or to a store's trial features is announced too: 'package:<id>' drops
-- every session of a store on that package, 'store:<id>' every session of that store.
CREATE OR REPLACE FUNCTION stallfront_trials_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stallfront_auth', 'store:' || COALESCE(NEW.store_id, OLD.store_id)::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER trial_features_auth_changed AFTER INSERT OR UPDATE OR DELETE ON trial_features
  FOR EACH ROW EXECUTE FUNCTION stallfront_trials_changed();--> statement-breakpoint
CREATE TRIGGER packages_auth_changed AFTER UPDATE OR DELETE ON packages
  FOR EACH ROW EXECUTE FUNCTION stallfront_auth_changed('package');

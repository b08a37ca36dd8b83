-- Every change to who is signed in, or to the store facts a call reads with its session, is
-- announced on the stallfront_auth channel, whichever code path made it: the API nodes' session
-- caches drop what it names.
CREATE OR REPLACE FUNCTION stallfront_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stallfront_auth', TG_ARGV[0] || ':' || OLD.id::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION stallfront_auth_changed('session');--> statement-breakpoint
CREATE TRIGGER store_users_auth_changed AFTER UPDATE OR DELETE ON store_users
  FOR EACH ROW EXECUTE FUNCTION stallfront_auth_changed('principal');--> statement-breakpoint
CREATE TRIGGER vendors_auth_changed AFTER UPDATE OR DELETE ON vendors
  FOR EACH ROW EXECUTE FUNCTION stallfront_auth_changed('principal');--> statement-breakpoint
CREATE TRIGGER branches_auth_changed AFTER UPDATE OR DELETE ON branches
  FOR EACH ROW EXECUTE FUNCTION stallfront_auth_changed('principal');--> statement-breakpoint
CREATE TRIGGER stores_auth_changed AFTER UPDATE OR DELETE ON stores
  FOR EACH ROW EXECUTE FUNCTION stallfront_auth_changed('store');

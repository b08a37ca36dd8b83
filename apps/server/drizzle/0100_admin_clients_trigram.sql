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

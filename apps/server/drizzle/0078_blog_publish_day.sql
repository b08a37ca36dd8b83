-- Every published post has its day (blogs/routes.ts fills in the day it is published), so the
-- shop lists posts newest first by an index instead of sorting every post of the store.
-- Posts published before carry the day they were made, in the store's zone where it has one
-- (else UTC: the country's zone is the server's to work out).
UPDATE blog_posts b SET publish_on = (b.created_at AT TIME ZONE coalesce(s.timezone, 'UTC'))::date
  FROM stores s WHERE s.id = b.store_id AND b.status = 'published' AND b.publish_on IS NULL;--> statement-breakpoint
ALTER TABLE blog_posts ADD CONSTRAINT blog_posts_published_has_day CHECK (status <> 'published' OR publish_on IS NOT NULL);--> statement-breakpoint
CREATE INDEX blog_posts_store_live_idx ON blog_posts (store_id, publish_on DESC, id DESC) WHERE status = 'published';

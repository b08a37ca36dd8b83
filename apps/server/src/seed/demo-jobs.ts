import { sql } from 'drizzle-orm';
import type { Companion } from '../platform/jobs/jobs.js';
import type { AppContext } from '../platform/context.js';

const DEMO_KEY = 'demo:failed-image-import';

/**
 * The demo's failed job, so the control panel's list is not empty: an image import whose fetch
 * timed out three times. The queue's tables exist only once it has started, after the seed, so
 * this runs beside the workers at start: on a database with demo stores that never had it.
 * Retried, the import finds nothing left to fetch and completes.
 */
export function demoFailedJob(ctx: Pick<AppContext, 'db'>): Companion {
  return {
    async start() {
      await ctx.db.execute(sql`insert into pgboss.job
          (name, data, state, retry_count, retry_limit, output, created_on, started_on, completed_on, singleton_key, policy)
        select 'products.image-import', '{}'::jsonb, 'failed', 3, 3,
          jsonb_build_object('message',
            'fetch https://cdn.example.com/lookbook/denim-jacket.jpg failed: connect ETIMEDOUT 203.0.113.7:443'),
          now() - interval '3 hours', now() - interval '2 hours', now() - interval '2 hours', ${DEMO_KEY}, 'standard'
        where exists (select 1 from stores where is_demo)
          and not exists (select 1 from pgboss.job where singleton_key = ${DEMO_KEY})`);
    },
    async stop() {},
  };
}

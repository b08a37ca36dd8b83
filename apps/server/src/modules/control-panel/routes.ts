import type { FastifyInstance } from 'fastify';
import { CONTROL_PANEL_CALLS, isInternalQueue, jobFigures } from '@stallfront/shared';
import { notFound } from '../../platform/errors.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { databaseCheck, mailCounts, redisCheck, storageUse } from './control-panel.repo.js';
import { serverVersion } from './server-version.js';

const STORAGE_TOP = 10;

/** What a failed job's last run left: pg-boss keeps the thrown error as { message, stack } (or a value). */
function errorOf(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  if (output === null || output === undefined) return 'No error was recorded.';
  return typeof output === 'string' ? output : JSON.stringify(output);
}

/** The operational view of the whole service (/control-panel). */
export async function controlPanelRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  serveCalls(app, CONTROL_PANEL_CALLS, ['admin'], {
    status: async () => {
      const [database, redis, jobs, mail, storage, version] = await Promise.all([
        databaseCheck(ctx.database),
        redisCheck(ctx.config.REDIS_URL),
        ctx.jobs.counts(),
        mailCounts(ctx.db),
        storageUse(ctx.db, STORAGE_TOP),
        serverVersion(),
      ]);
      return {
        data: {
          database,
          redis,
          jobs: jobFigures(jobs),
          mail: { ...mail, transport: ctx.config.SMTP_URL ? 'smtp' : 'outbox' },
          storage,
          version,
          as_of: ctx.now().toISOString(),
        },
      };
    },
    failedJobs: async ({ limit, name }) => {
      const rows = await ctx.jobs.failed({ limit, ...(name ? { name } : {}) });
      return {
        // pg-boss's own queues are its machinery: neither counted nor listed here.
        list: rows
          .filter((job) => !isInternalQueue(job.name))
          .map((job) => ({
            _id: job.id,
            name: job.name,
            data: job.data,
            error: errorOf(job.output),
            retry_count: job.retryCount,
            created_on: job.createdOn.toISOString(),
            failed_on: job.completedOn?.toISOString() ?? null,
          })),
      };
    },
    retryJob: async ({ name, id }) => {
      if (!(await ctx.jobs.retry(name, id))) throw notFound(`There is no failed ${name} job with this id.`);
      return { message: `The ${name} job runs again.` };
    },
  });
}

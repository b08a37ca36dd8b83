import { z } from 'zod';
import { isoDate, text } from './common.js';

const count = z.number().int().nonnegative();
const check = z.object({
  ok: z.boolean(),
  /** Round trip of a trivial query, in milliseconds. */
  ms: z.number().nonnegative().nullable(),
  detail: z.string(),
});

export const controlPanel = z.object({
  database: check.extend({ kind: z.string() }),
  /** null when no REDIS_URL is set: one node needs none. */
  redis: check.nullable(),
  jobs: z.array(
    z.object({ name: z.string(), waiting: count, active: count, failed: count, completed: count, retried: count }),
  ),
  /** kept: written to the outbox with no SMTP configured, read at /admin/mail_outbox; waiting: SMTP has not answered yet. */
  mail: z.object({ sent: count, failed: count, waiting: count, kept: count, transport: z.string() }),
  /** The stores whose uploads take the most room, biggest first. */
  storage: z.object({
    total_bytes: count,
    total_files: count,
    stores: z.array(z.object({ store_id: z.string(), name: z.string(), files: count, bytes: count })),
  }),
  version: z.object({
    version: z.string(),
    commit: z.string().nullable(),
    node: z.string(),
    started_on: isoDate,
  }),
  as_of: isoDate,
});
export type ControlPanel = z.infer<typeof controlPanel>;
export const controlPanelResponse = z.object({ status: z.literal(true), data: controlPanel });

export const failedJobsQuery = z.object({
  name: text(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const failedJob = z.object({
  _id: z.string(),
  name: z.string(),
  data: z.unknown(),
  error: z.string(),
  retry_count: count,
  created_on: isoDate,
  failed_on: isoDate.nullable(),
});
export type FailedJob = z.infer<typeof failedJob>;
export const failedJobsResponse = z.object({ status: z.literal(true), list: z.array(failedJob) });

const jobName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.\-/]{0,99}$/, 'must be a job kind such as billing.sweep');
export const jobRetryBody = z.object({ name: jobName, id: z.uuid({ error: 'must be a job id' }) });

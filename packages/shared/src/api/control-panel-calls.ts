import { okMessage } from '../schemas/common.js';
import { controlPanelResponse, failedJobsQuery, failedJobsResponse, jobRetryBody } from '../schemas/control-panel.js';
import { endpoint } from './endpoint.js';

/** The operational view (/control-panel). */
export const CONTROL_PANEL_CALLS = {
  status: endpoint({
    method: 'GET',
    path: '/admin/control_panel',
    auth: 'master',
    input: undefined,
    output: controlPanelResponse,
    summary:
      'Health of the database and Redis, the job queue per kind, the mail outbox, storage per store and the server’s version',
  }),
  failedJobs: endpoint({
    method: 'GET',
    path: '/admin/failed_jobs',
    auth: 'master',
    input: failedJobsQuery,
    output: failedJobsResponse,
    summary: 'Jobs that failed for good (their retries used up), newest first, with their error',
  }),
  retryJob: endpoint({
    method: 'POST',
    path: '/admin/job/retry',
    auth: 'master',
    input: jobRetryBody,
    output: okMessage,
    summary: 'Run a failed job again',
  }),
};

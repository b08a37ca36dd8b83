import { adminDashboardBody, adminDashboardResponse } from '../schemas/admin-dashboard.js';
import { endpoint } from './endpoint.js';

/** The platform admin's dashboard (/admin/dashboard). */
export const ADMIN_DASHBOARD_CALLS = {
  get: endpoint({
    method: 'POST',
    path: '/admin/dashboard',
    auth: 'master',
    input: adminDashboardBody,
    output: adminDashboardResponse,
    reads: true,
    summary:
      'Stores by type and status, sign-ups a day with the form’s funnel, plan revenue and transaction fees, trials, feedback and open chats over a range of UTC days',
  }),
};

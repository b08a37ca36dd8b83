import { access } from '../rules/call-access.js';
import { dashboardBody } from '../schemas/dashboard.js';
import { branchDashboardResponse, vendorDashboardResponse } from '../schemas/vendor-dashboard.js';
import { endpoint } from './endpoint.js';

/** The vendor's home (/vendor-dashboard): the signed-in vendor only, never the owner for it. */
export const VENDOR_DASHBOARD_ACCESS = access({ owner: false, vendor: true });
/** The branch's home (/branch-dashboard): the signed-in branch only. */
export const BRANCH_DASHBOARD_ACCESS = access({ owner: false, branch: true });

/** The vendor's and the branch's dashboards (spec section 7: POST /store/vendor_dashboard). */
export const OWN_DASHBOARD_CALLS = {
  vendor: endpoint({
    method: 'POST',
    path: '/store/vendor_dashboard',
    auth: 'store',
    access: VENDOR_DASHBOARD_ACCESS,
    input: dashboardBody,
    output: vendorDashboardResponse,
    reads: true,
    summary:
      "The signed-in vendor's sales over a range of the store's days against the range before, from its own order lines, with its balances",
  }),
  branch: endpoint({
    method: 'POST',
    path: '/store/branch_dashboard',
    auth: 'store',
    access: BRANCH_DASHBOARD_ACCESS,
    input: dashboardBody,
    output: branchDashboardResponse,
    reads: true,
    summary:
      "The signed-in branch's sales over a range of the store's days against the range before, from its own orders",
  }),
};

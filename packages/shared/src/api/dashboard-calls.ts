import { DASHBOARD_ACCESS } from '../rules/dashboard.js';
import {
  dashboardBody,
  dashboardCustomersBody,
  dashboardCustomersResponse,
  dashboardFunnelBody,
  dashboardFunnelResponse,
  dashboardRequestsResponse,
  dashboardResponse,
} from '../schemas/dashboard.js';
import { endpoint } from './endpoint.js';

/** The owner's dashboard (spec section 7: POST /store/dashboard). */
export const DASHBOARD_CALLS = {
  get: endpoint({
    method: 'POST',
    path: '/store/dashboard',
    auth: 'store',
    access: DASHBOARD_ACCESS,
    input: dashboardBody,
    output: dashboardResponse,
    reads: true,
    summary:
      "The store's sales over a range of its own days against the range before, day by day, its top products and today so far",
  }),
  customers: endpoint({
    method: 'POST',
    path: '/store/dashboard_customers',
    auth: 'store',
    access: DASHBOARD_ACCESS,
    input: dashboardCustomersBody,
    output: dashboardCustomersResponse,
    reads: true,
    summary:
      'Customers who ordered over a range of store days against the range before: new and returning, their orders and sales, the repeat rate, and day by day',
  }),
  requests: endpoint({
    method: 'POST',
    path: '/store/dashboard_requests',
    auth: 'store',
    access: DASHBOARD_ACCESS,
    input: dashboardBody,
    output: dashboardRequestsResponse,
    reads: true,
    summary:
      'Quotes, enquiries or bookings the shop received over a range of the store days against the range before, and those waiting now',
  }),
};

/** The shop's conversion funnel and abandoned carts (issue 36: POST /store/dashboard_funnel). */
export const DASHBOARD_FUNNEL_CALLS = {
  get: endpoint({
    method: 'POST',
    path: '/store/dashboard_funnel',
    auth: 'store',
    access: DASHBOARD_ACCESS,
    input: dashboardFunnelBody,
    output: dashboardFunnelResponse,
    reads: true,
    summary:
      "The shop's sessions, page views, carts, checkouts and orders over a range of the store's days against the range before, day by day, with its abandoned and recovered carts",
  }),
};

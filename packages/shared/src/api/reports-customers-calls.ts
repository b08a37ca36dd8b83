import { CUSTOMER_REPORT_ACCESS } from '../rules/reports-customers.js';
import { customerReportBody, customerReportResponse } from '../schemas/reports-customers.js';
import { endpoint } from './endpoint.js';

/** The customer cohorts report (/reports/customers): retention by month of first order. */
export const REPORTS_CUSTOMERS_CALLS = {
  cohorts: endpoint({
    method: 'POST',
    path: '/store/reports/customers',
    auth: 'store',
    access: CUSTOMER_REPORT_ACCESS,
    input: customerReportBody,
    output: customerReportResponse,
    reads: true,
    summary:
      'Customers grouped by the month of their first order: how many ordered again in each later month, and what each cohort spent',
  }),
};

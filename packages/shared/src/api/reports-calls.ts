import { REPORT_ACCESS } from '../rules/reports.js';
import {
  productsReportBody,
  productsReportResponse,
  salesReportBody,
  salesReportResponse,
  taxReportBody,
  taxReportResponse,
} from '../schemas/reports.js';
import { endpoint } from './endpoint.js';

/** The merchant's reports, read from the rollups the database keeps (docs/decisions.md, "Reports"). */
export const REPORT_CALLS = {
  sales: endpoint({
    method: 'POST',
    path: '/store/reports/sales',
    auth: 'store',
    access: REPORT_ACCESS,
    input: salesReportBody,
    output: salesReportResponse,
    reads: true,
    summary:
      "The store's sales by day, ISO week or month of its own days: orders, units, gross, discounts, net, tax, shipping",
  }),
  taxes: endpoint({
    method: 'POST',
    path: '/store/reports/taxes',
    auth: 'store',
    access: REPORT_ACCESS,
    input: taxReportBody,
    output: taxReportResponse,
    reads: true,
    summary: 'The tax collected over a range by rate, and each rate by its parts (CGST and SGST, IGST, GST)',
  }),
  products: endpoint({
    method: 'POST',
    path: '/store/reports/products',
    auth: 'store',
    access: REPORT_ACCESS,
    input: productsReportBody,
    output: productsReportResponse,
    reads: true,
    summary: 'Each product sold over a range: units, revenue and stock turns, sorted',
  }),
};

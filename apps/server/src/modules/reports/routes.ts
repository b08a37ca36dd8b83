import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storeTimeZone } from '@stallfront/shared';
import { REPORT_CALLS } from '@stallfront/shared/reports';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { readProductsReport, readSalesReport, readTaxReport, type ReportStore } from './reports.service.js';

function storeOf(req: FastifyRequest): ReportStore {
  const { store } = storeAuthOf(req).view;
  return { id: store.id, currency: store.currency, timeZone: storeTimeZone(store.country, store.timezone) };
}

/** POST /store/reports/*: the merchant's reports, from the rollups the database keeps (migrations 0079, 0080). */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  serveCalls(app, REPORT_CALLS, ['reports'], {
    sales: async (body, req) => ({ data: await readSalesReport(db, storeOf(req), body, body.grain) }),
    taxes: async (body, req) => ({ data: await readTaxReport(db, storeOf(req), body) }),
    products: async (body, req) => ({ data: await readProductsReport(db, storeOf(req), body, body.sort) }),
  });
}

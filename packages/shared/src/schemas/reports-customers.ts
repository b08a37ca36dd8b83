import { z } from 'zod';
import { monthRangeProblem } from '../rules/reports-customers.js';

export const isoMonth = z
  .string({ error: 'Choose a month' })
  .regex(/^[1-9]\d{3}-(0[1-9]|1[0-2])$/, 'must be a month like 2026-05');

/** POST /store/reports/customers: the cohorts' months, both ends included. */
export const customerReportBody = z.object({ from_month: isoMonth, to_month: isoMonth }).superRefine((range, ctx) => {
  const problem = monthRangeProblem(range);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});
export type CustomerReportBody = z.infer<typeof customerReportBody>;

const count = z.number().int().nonnegative();
const money = z.number().int();

export const cohortCell = z.object({
  offset: count,
  month: isoMonth,
  customers: count,
  percent: z.number().min(0).max(100),
  sales: money,
});
export type CohortCellOut = z.infer<typeof cohortCell>;

export const cohortRow = z.object({ cohort: isoMonth, customers: count, sales: money, cells: z.array(cohortCell) });
export type CohortRowOut = z.infer<typeof cohortRow>;

export const customerReport = z.object({
  currency: z.string(),
  time_zone: z.string(),
  from_month: isoMonth,
  to_month: isoMonth,
  /** The store's current month: no cell is later. */
  current_month: isoMonth,
  /** A row per month of the range up to the current one, its cells from its own month on. */
  cohorts: z.array(cohortRow),
});
export type CustomerReport = z.infer<typeof customerReport>;
export const customerReportResponse = z.object({ status: z.literal(true), data: customerReport });

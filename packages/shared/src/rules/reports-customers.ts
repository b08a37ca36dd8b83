import { DASHBOARD_ACCESS } from './dashboard.js';
import { percentOf } from './dashboard-customers.js';

/** The cohorts report shows what the dashboard shows: the owner, and staff given the dashboard. */
export const CUSTOMER_REPORT_ACCESS = DASHBOARD_ACCESS;

/** The most cohort months one report holds. */
export const COHORT_MAX_MONTHS = 24;

/** Calendar months, both ends included ("2026-01" to "2026-06"). */
export interface MonthRange {
  from_month: string;
  to_month: string;
}

const indexOf = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOfIndex = (i: number) =>
  `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;

/** The month `n` months after (or before) `month`. */
export const addMonths = (month: string, n: number): string => monthOfIndex(indexOf(month) + n);

/** How many months from `from` to `to`, both counted (0 when `to` is before `from`). */
export const monthsIn = (from: string, to: string): number => Math.max(0, indexOf(to) - indexOf(from) + 1);

/** The month of a day ("2026-11-30" is in "2026-11"). */
export const monthOf = (day: string): string => day.slice(0, 7);

/** The first and last day of a month range, for the rollups' day columns. */
export function daysOfMonths(range: MonthRange): { from: string; to: string } {
  const [year, month] = range.to_month.split('-').map(Number) as [number, number];
  // Day 0 of the next month is this month's last.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${range.from_month}-01`, to: `${range.to_month}-${String(last).padStart(2, '0')}` };
}

/** Why a month range cannot be shown, on its field, or null. */
export function monthRangeProblem(range: MonthRange): { field: 'to_month'; message: string } | null {
  if (range.to_month < range.from_month) return { field: 'to_month', message: 'must not be before from_month' };
  if (monthsIn(range.from_month, range.to_month) > COHORT_MAX_MONTHS)
    return { field: 'to_month', message: `must be at most ${COHORT_MAX_MONTHS} months after from_month, both counted` };
  return null;
}

/** A cohort's size: the customers whose first counting order was in the month. */
export interface CohortSize {
  cohort: string;
  customers: number;
}

/** The customers of a cohort who ordered in a month, and what they spent in it. */
export interface CohortActivity {
  cohort: string;
  month: string;
  customers: number;
  sales: number;
}

export interface CohortCell {
  /** Months after the cohort's own (0 is the cohort's month: everyone ordered then). */
  offset: number;
  month: string;
  customers: number;
  /** Of the cohort's customers, to one decimal. */
  percent: number;
  sales: number;
}

export interface CohortRow {
  cohort: string;
  customers: number;
  /** What the cohort's customers spent from their first month to the report's last. */
  sales: number;
  cells: CohortCell[];
}

/**
 * The retention triangle: a row per month of the range, each with a cell per month from its
 * own to the last one that has begun (the range's end, or the store's current month if sooner).
 */
export function cohortTriangle(
  range: MonthRange,
  currentMonth: string,
  sizes: readonly CohortSize[],
  activity: readonly CohortActivity[],
): CohortRow[] {
  const last = range.to_month < currentMonth ? range.to_month : currentMonth;
  const sizeOf = new Map(sizes.map((s) => [s.cohort, s.customers]));
  const cellOf = new Map(activity.map((a) => [`${a.cohort} ${a.month}`, a]));
  return Array.from({ length: monthsIn(range.from_month, last) }, (_, i) => {
    const cohort = addMonths(range.from_month, i);
    const customers = sizeOf.get(cohort) ?? 0;
    const cells = Array.from({ length: monthsIn(cohort, last) }, (_, offset) => {
      const month = addMonths(cohort, offset);
      const found = cellOf.get(`${cohort} ${month}`);
      const came = found?.customers ?? 0;
      return { offset, month, customers: came, percent: percentOf(came, customers), sales: found?.sales ?? 0 };
    });
    return { cohort, customers, sales: cells.reduce((sum, c) => sum + c.sales, 0), cells };
  });
}

/** The rows from the first cohort that has customers: the months before a shop's first customer say nothing. */
export function fromFirstCohort<T extends { customers: number }>(rows: readonly T[]): T[] {
  const first = rows.findIndex((r) => r.customers > 0);
  return first === -1 ? [] : rows.slice(first);
}

/** How dark a retention cell is drawn, 0 to 1: by its percent, so rows of any size compare. */
export const heatOf = (percent: number): number => Math.min(1, Math.max(0, percent / 100));

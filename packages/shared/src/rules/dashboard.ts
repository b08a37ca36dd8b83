import { addDays } from './appointments.js';
import { dayIn } from './bookings.js';
import { access, anyOf } from './call-access.js';

/** The owner, and staff given the dashboard; vendors and branches have dashboards of their own. */
export const DASHBOARD_ACCESS = access({ staff: anyOf('dashboard') });

/** The longest range the dashboard answers, in days: a leap year. */
export const DASHBOARD_MAX_DAYS = 366;

/** A range of store-local days, both ends included ("2026-11-01" to "2026-11-30"). */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const utcOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Calendar days, whatever the clocks do: the appointments calendar's own. */
export { addDays };

/** How many days the range holds, both ends counted. */
export const daysIn = (range: DayRange): number => Math.round((utcOf(range.to) - utcOf(range.from)) / DAY_MS) + 1;

/** Every day of the range in order. */
export function everyDay(range: DayRange): string[] {
  return Array.from({ length: Math.max(0, daysIn(range)) }, (_, i) => addDays(range.from, i));
}

/** The range of the same length just before it: what a period is compared with. */
export function previousPeriod(range: DayRange): DayRange {
  const length = daysIn(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/**
 * The change from `before` to `now` in percent, rounded to one decimal; null when there was
 * nothing before to compare with (from zero, any sales are "new", not "+∞%").
 */
export function percentChange(now: number, before: number): number | null {
  if (before === 0) return now === 0 ? 0 : null;
  return Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
}

/** A row for every day of the range: the day's own where it has one, else `zero(day)`. */
export function fillDays<T extends { day: string }>(
  range: DayRange,
  rows: readonly T[],
  zero: (day: string) => T,
): T[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return everyDay(range).map((day) => byDay.get(day) ?? zero(day));
}

/** The store-local day an instant falls on: the day the dashboard counts an order placed then. */
export const storeDayOf = dayIn;

/** The sales an average order brought, in minor units (whole units, rounded); 0 without orders. */
export const averageOrderValue = (sales: number, orders: number): number => (orders ? Math.round(sales / orders) : 0);

export const DASHBOARD_PRESETS = ['today', '7d', '30d', '90d'] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];

/** A preset's range ending on the store's today. */
export function presetRange(preset: DashboardPreset, today: string): DayRange {
  const length = { today: 1, '7d': 7, '30d': 30, '90d': 90 }[preset];
  return { from: addDays(today, 1 - length), to: today };
}

/** Why a range cannot be shown, on its field, or null. */
export function rangeProblem(range: DayRange): { field: 'to'; message: string } | null {
  if (range.to < range.from) return { field: 'to', message: 'must not be before from' };
  if (daysIn(range) > DASHBOARD_MAX_DAYS)
    return { field: 'to', message: `must be at most ${DASHBOARD_MAX_DAYS} days after from, both counted` };
  return null;
}

/** What sales are split by: how they were paid, where they came from, where they were delivered. */
export const SALES_DIMENSIONS = ['payment', 'channel', 'country', 'region'] as const;
export type SalesDimension = (typeof SALES_DIMENSIONS)[number];

export interface BreakdownRow {
  dimension: SalesDimension;
  key: string;
  orders: number;
  sales: number;
}
export type Breakdowns = Record<SalesDimension, { key: string; orders: number; sales: number }[]>;

/** Each dimension's shares, biggest sales first (then by key, so ties keep one order); empty shares left out. */
export function splitBreakdowns(rows: readonly BreakdownRow[]): Breakdowns {
  const split = Object.fromEntries(SALES_DIMENSIONS.map((d) => [d, []])) as unknown as Breakdowns;
  for (const { dimension, key, orders, sales } of rows) if (orders > 0) split[dimension].push({ key, orders, sales });
  for (const dimension of SALES_DIMENSIONS) {
    split[dimension].sort((a, b) => b.sales - a.sales || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
  return split;
}

/** A region's key ("IN|Karnataka") as its country code and its name as the shopper wrote it. */
export function regionOf(key: string): { country: string; region: string } {
  const bar = key.indexOf('|');
  return bar < 0 ? { country: key, region: '' } : { country: key.slice(0, bar), region: key.slice(bar + 1) };
}

/** A part's share of a whole in percent, one decimal; 0 of nothing. */
export const shareOf = (part: number, whole: number): number => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

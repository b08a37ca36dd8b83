import { addDays } from './appointments.js';
import { DASHBOARD_ACCESS, type DayRange, daysIn } from './dashboard.js';

export type { DayRange };

/** The reports are the dashboard's figures at length: the same people may read them. */
export const REPORT_ACCESS = DASHBOARD_ACCESS;

export const REPORT_GRAINS = ['day', 'week', 'month'] as const;
export type ReportGrain = (typeof REPORT_GRAINS)[number];

/** The longest range of each grain, in days: a leap year of days, three years of weeks or months. */
export const REPORT_MAX_DAYS: Record<ReportGrain, number> = { day: 366, week: 1096, month: 1096 };

/** Monday is 1 … Sunday 7 (ISO 8601), of a calendar day. */
const isoWeekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** The first day of the bucket a day falls in: itself, the Monday of its ISO week, or the first of its month. */
export function bucketOf(day: string, grain: ReportGrain): string {
  if (grain === 'week') return addDays(day, 1 - isoWeekday(day));
  if (grain === 'month') return `${day.slice(0, 7)}-01`;
  return day;
}

/** The last day of the bucket starting on `start`. */
function bucketLast(start: string, grain: ReportGrain): string {
  if (grain === 'week') return addDays(start, 6);
  if (grain === 'month') {
    const [y, m] = start.split('-').map(Number) as [number, number];
    return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  }
  return start;
}

/** The buckets that cover the range in order, each cut to the range: a week or month at either end may be partial. */
export function bucketsOf(range: DayRange, grain: ReportGrain): DayRange[] {
  const out: DayRange[] = [];
  for (let start = bucketOf(range.from, grain); start <= range.to; start = addDays(bucketLast(start, grain), 1)) {
    const last = bucketLast(start, grain);
    out.push({ from: [start, range.from].sort()[1] as string, to: [last, range.to].sort()[0] as string });
  }
  return out;
}

/** Why a range (of a grain) cannot be reported, on its field, or null. */
export function reportRangeProblem(
  range: DayRange,
  grain: ReportGrain = 'week',
): { field: 'to'; message: string } | null {
  if (range.to < range.from) return { field: 'to', message: 'must not be before from' };
  const max = REPORT_MAX_DAYS[grain];
  if (daysIn(range) > max) {
    const span = grain === 'day' ? '366 days' : '3 years (1096 days)';
    return { field: 'to', message: `must be at most ${span} after from, both counted, for ${grain}s` };
  }
  return null;
}

/**
 * Stock turns of a product over a range: the units sold in it over the stock on hand now, to two
 * decimals; null when nothing is on hand (the ratio has no meaning). See docs/decisions.md, "Reports".
 */
export function stockTurns(unitsSold: number, onHand: number): number | null {
  if (onHand <= 0) return null;
  return Math.round((unitsSold / onHand) * 100) / 100;
}

export const PRODUCT_REPORT_SORTS = ['revenue', 'units', 'turns', 'name'] as const;
export type ProductReportSort = (typeof PRODUCT_REPORT_SORTS)[number];

/** The most products the products report answers, best first by its sort. */
export const PRODUCT_REPORT_LIMIT = 500;

/** The report presets: ranges ending on the store's today, or its calendar month and year so far. */
export const REPORT_PRESETS = ['30d', '90d', 'month', 'year', '12m'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export function reportPresetRange(preset: ReportPreset, today: string): DayRange {
  if (preset === 'month') return { from: bucketOf(today, 'month'), to: today };
  if (preset === 'year') return { from: `${today.slice(0, 4)}-01-01`, to: today };
  if (preset === '12m') {
    const [y, m] = today.split('-').map(Number) as [number, number];
    return { from: new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 10), to: today };
  }
  return { from: addDays(today, preset === '30d' ? -29 : -89), to: today };
}

import type { DayRange, ReportGrain } from '@stallfront/shared/reports';

const format = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });

/** A bucket as the table and the CSV name it: "Nov 30, 2026", "Nov 30 – Dec 6, 2026", "Nov 2026". */
export function bucketLabel(bucket: DayRange, grain: ReportGrain): string {
  if (grain === 'day') return format(bucket.from, { month: 'short', day: 'numeric', year: 'numeric' });
  if (grain === 'month') return format(bucket.from, { month: 'short', year: 'numeric' });
  return `${format(bucket.from, { month: 'short', day: 'numeric' })} – ${format(bucket.to, { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

/** A rate in basis points as a percentage: 1800 → "18%", 250 → "2.5%". */
export const percentOf = (bp: number): string => `${Number((bp / 100).toFixed(3))}%`;

/** A tax part's name for people: a line with no parts is untaxed or charged one unnamed rate. */
export const partName = (name: string, rateBp: number): string => name || (rateBp ? 'Tax' : 'No tax');

import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { type ListPeriod, periodStart } from '@stallfront/shared';

/** A list's period filter ("last 7 days"): rows whose timestamp is at or after its start; nothing when none is chosen. */
export const withinPeriod = (column: AnyColumn, period: ListPeriod | undefined, now: Date): SQL | undefined =>
  period ? sql`${column} >= ${periodStart(period, now).toISOString()}` : undefined;

import { z } from 'zod';

/**
 * The date filter of the request lists (quotes, enquiries, donations): how far back to look.
 * A period rather than two dates keeps it one select in the list machinery and in the URL.
 */
export const LIST_PERIODS = ['today', '7d', '30d', '90d', '365d'] as const;
export type ListPeriod = (typeof LIST_PERIODS)[number];
export const listPeriod = z.enum(LIST_PERIODS, { error: 'must be one of today, 7d, 30d, 90d, 365d' });

export const PERIOD_LABEL: Record<ListPeriod, string> = {
  today: 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '365d': 'Last 12 months',
};

const DAYS: Record<ListPeriod, number> = { today: 1, '7d': 7, '30d': 30, '90d': 90, '365d': 365 };

/** The first instant a period covers, counted back from now. */
export const periodStart = (period: ListPeriod, now: Date): Date => new Date(now.getTime() - DAYS[period] * 86_400_000);

import type { DayRange } from '@stallfront/shared/dashboard';

/** The dashboard's query keys; the live order alert refreshes them all when an order comes in. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  range: (range: DayRange) => [...dashboardKeys.all, range.from, range.to] as const,
  requests: (range: DayRange) => [...dashboardKeys.all, 'requests', range.from, range.to] as const,
};

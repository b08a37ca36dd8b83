import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_FUNNEL_CALLS, type DayRange } from '@stallfront/shared/dashboard';
import { callApi } from '../../api/client';
import { dashboardKeys } from './dashboard-keys';

/** The funnel of a range, under the dashboard's keys: whatever refreshes the dashboard refreshes it. */
export const useDashboardFunnel = (range: DayRange) =>
  useQuery({
    queryKey: [...dashboardKeys.all, 'funnel', range.from, range.to],
    queryFn: ({ signal }) => callApi(DASHBOARD_FUNNEL_CALLS.get, range, { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });

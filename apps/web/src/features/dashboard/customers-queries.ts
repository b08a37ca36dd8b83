import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_CALLS, type DayRange } from '@stallfront/shared/dashboard';
import { callApi } from '../../api/client';
import { dashboardKeys } from './dashboard-keys';

/** New and returning customers of a range; under the dashboard's keys, so a new order refreshes them too. */
export const useDashboardCustomers = (range: DayRange) =>
  useQuery({
    queryKey: [...dashboardKeys.all, 'customers', range.from, range.to],
    queryFn: ({ signal }) => callApi(DASHBOARD_CALLS.customers, range, { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });

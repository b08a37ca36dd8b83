import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_CALLS, type DayRange } from '@stallfront/shared/dashboard';
import { callApi } from '../../api/client';
import { dashboardKeys } from './dashboard-keys';

/** The dashboard of a range; the last range's figures stay on screen while the next loads. */
export const useDashboard = (range: DayRange) =>
  useQuery({
    queryKey: dashboardKeys.range(range),
    queryFn: ({ signal }) => callApi(DASHBOARD_CALLS.get, range, { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });

/** The quotes, enquiries or bookings of a range, by what the store's shop takes. */
export const useDashboardRequests = (range: DayRange) =>
  useQuery({
    queryKey: dashboardKeys.requests(range),
    queryFn: ({ signal }) => callApi(DASHBOARD_CALLS.requests, range, { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type DayRange, OWN_DASHBOARD_CALLS } from '@stallfront/shared/dashboard';
import { callApi } from '../../api/client';
import { dashboardKeys } from './dashboard-keys';

/** The signed-in vendor's dashboard of a range (under the dashboard's keys: a new order refreshes it). */
export const useVendorDashboard = (range: DayRange) =>
  useQuery({
    queryKey: [...dashboardKeys.all, 'vendor', range.from, range.to],
    queryFn: ({ signal }) => callApi(OWN_DASHBOARD_CALLS.vendor, range, { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });

/** The signed-in branch's dashboard of a range. */
export const useBranchDashboard = (range: DayRange) =>
  useQuery({
    queryKey: [...dashboardKeys.all, 'branch', range.from, range.to],
    queryFn: ({ signal }) => callApi(OWN_DASHBOARD_CALLS.branch, range, { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });

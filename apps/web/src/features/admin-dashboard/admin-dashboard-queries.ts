import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_DASHBOARD_CALLS } from '@stallfront/shared/admin-operations';
import type { DayRange } from '@stallfront/shared/dashboard';
import { callApi } from '../../api/client';

export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  range: (range: DayRange) => [...adminDashboardKeys.all, range] as const,
};

/** The platform's figures over a range; the last range's stay on screen while the next loads. */
export const useAdminDashboard = (range: DayRange) =>
  useQuery({
    queryKey: adminDashboardKeys.range(range),
    queryFn: ({ signal }) => callApi(ADMIN_DASHBOARD_CALLS.get, range, { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });

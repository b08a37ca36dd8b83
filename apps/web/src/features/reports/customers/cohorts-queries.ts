import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type MonthRange, REPORTS_CUSTOMERS_CALLS } from '@stallfront/shared/reports-customers';
import { callApi } from '../../../api/client';

/** The cohorts of a range of months; the last range's table stays on screen while the next loads. */
export const useCustomerCohorts = (range: MonthRange) =>
  useQuery({
    queryKey: ['reports', 'customers', range.from_month, range.to_month],
    queryFn: ({ signal }) => callApi(REPORTS_CUSTOMERS_CALLS.cohorts, range, { signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });

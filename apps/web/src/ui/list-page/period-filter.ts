import { LIST_PERIODS, type ListPeriod, PERIOD_LABEL } from '@stallfront/shared/list';
import type { ListFilter } from './types';

/** The date filter of lists that take `period` (quotes, enquiries, donations): how far back to look. */
export const periodFilter: ListFilter<'period', ListPeriod> = {
  key: 'period',
  label: 'Date',
  type: 'select',
  options: LIST_PERIODS.map((value) => ({ value, label: PERIOD_LABEL[value] })),
  placeholder: 'Any time',
};

import type { PaymentListType } from '@stallfront/shared/admin-operations';

/** Query keys of the plan payment lists: a retry changes both (a new try, a store made active). */
export const adminPaymentKeys = {
  all: ['admin-payments'] as const,
  list: (type: PaymentListType) => [...adminPaymentKeys.all, type] as const,
};

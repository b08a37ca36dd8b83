import { GIFT_CARD_STATUSES, type GiftCardStatus } from '@stallfront/shared/gift-cards';
import type { ListFilter } from '../../ui/list-page';

export type GiftCardSort = 'created' | 'amount';

export const giftCardSorts = [
  { value: 'created', label: 'Newest', direction: 'desc' },
  { value: 'amount', label: 'Highest amount', direction: 'desc' },
] as const satisfies readonly { value: GiftCardSort; label: string; direction: 'asc' | 'desc' }[];

export const STATUS_LABEL: Record<GiftCardStatus, string> = {
  active: 'Active',
  pending: 'Being paid',
  failed: 'Payment failed',
};

const statusFilter: ListFilter<'status', GiftCardStatus> = {
  key: 'status',
  label: 'Status',
  type: 'select',
  options: GIFT_CARD_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] })),
};

export type GiftCardFilter = typeof statusFilter;
export const giftCardFilters: GiftCardFilter[] = [statusFilter];

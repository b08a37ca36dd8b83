import {
  COUPON_KINDS,
  COUPON_STATES,
  type CouponKind,
  type CouponListBody,
  type CouponState,
} from '@stallfront/shared/coupons';
import type { ListFilter, ListRequest } from '../../ui/list-page';

export type CouponSort = 'created' | 'code' | 'used';

export const couponSorts = [
  { value: 'created', label: 'Newest', direction: 'desc' },
  { value: 'code', label: 'Code A–Z', direction: 'asc' },
  { value: 'used', label: 'Most used', direction: 'desc' },
] as const satisfies readonly { value: CouponSort; label: string; direction: 'asc' | 'desc' }[];

export const STATE_LABEL: Record<CouponState, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
  off: 'Off',
};

export const KIND_LABEL: Record<CouponKind, string> = {
  percent: 'Percentage off',
  fixed: 'Amount off',
  free_shipping: 'Free shipping',
  buy_x_get_y: 'Buy X, get Y',
};

const stateFilter: ListFilter<'state', CouponState> = {
  key: 'state',
  label: 'State',
  type: 'select',
  options: COUPON_STATES.map((value) => ({ value, label: STATE_LABEL[value] })),
};
const kindFilter: ListFilter<'kind', CouponKind> = {
  key: 'kind',
  label: 'Gives',
  type: 'select',
  options: COUPON_KINDS.map((value) => ({ value, label: KIND_LABEL[value] })),
};

export type CouponFilter = typeof stateFilter | typeof kindFilter;
export const couponFilters: CouponFilter[] = [stateFilter, kindFilter];

export const toCouponListBody = (request: ListRequest<CouponSort, CouponFilter>): CouponListBody => request;

/** Every coupon query key starts here; the list page keeps its pages and counts under lists(). */
export const couponKeys = {
  all: ['coupons'] as const,
  lists: () => [...couponKeys.all, 'list'] as const,
};

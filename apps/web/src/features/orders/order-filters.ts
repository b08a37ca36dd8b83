import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@stallfront/shared/orders';
import type { ListDateFilter, ListFilter } from '../../ui/list-page';
import { ORDER_STATUSES, type OrderStatus } from '@stallfront/shared/rules';
import { PAYMENT_METHOD_LABEL, PAYMENT_STATUS_LABEL, STATUS_LABEL } from './order-labels';

type Features = { vendors: { _id: string; name: string }[]; branches: { _id: string; name: string }[] };

const placedFrom: ListDateFilter<'placed_from'> = { key: 'placed_from', label: 'Placed from', type: 'date' };
const placedTo: ListDateFilter<'placed_to'> = { key: 'placed_to', label: 'Placed to', type: 'date' };
const paymentMethod: ListFilter<'payment_method', (typeof PAYMENT_METHODS)[number]> = {
  key: 'payment_method',
  label: 'Payment method',
  type: 'select',
  options: PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABEL[value] })),
};
const paymentStatus: ListFilter<'payment_status', (typeof PAYMENT_STATUSES)[number]> = {
  key: 'payment_status',
  label: 'Payment status',
  type: 'select',
  options: PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABEL[value] })),
};

export type OrderFilter =
  | typeof status
  | typeof placedFrom
  | typeof placedTo
  | typeof paymentMethod
  | typeof paymentStatus
  | ListFilter<'vendor_id'>
  | ListFilter<'branch_id'>;

const status: ListFilter<'status', OrderStatus> = {
  key: 'status',
  label: 'Status',
  type: 'select',
  options: ORDER_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] })),
};

/**
 * The order lists' filters; vendor and branch appear only when the store has them, status
 * only on a list of every status (quick orders).
 */
export function orderFilters(features: Features | undefined, { byStatus = false } = {}): OrderFilter[] {
  const filters: OrderFilter[] = [...(byStatus ? [status] : []), placedFrom, placedTo, paymentMethod, paymentStatus];
  if (features?.vendors.length) {
    const options = features.vendors.map((v) => ({ value: v._id, label: v.name }));
    filters.push({ key: 'vendor_id', label: 'Vendor', type: 'select', options });
  }
  if (features?.branches.length) {
    const options = features.branches.map((b) => ({ value: b._id, label: b.name }));
    filters.push({ key: 'branch_id', label: 'Branch', type: 'select', options });
  }
  return filters;
}

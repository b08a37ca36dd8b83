import type { OrderSummary } from '@stallfront/shared/orders';
import type { OrderStage, OrderStatus } from '@stallfront/shared/rules';
import { momentOf } from '../../ui/dates';
import { StatusBadge, type StatusLook } from '../../ui/list-page';

export const STATUS_LABEL: Record<OrderStatus, string> = {
  live: 'Live',
  inactive: 'Inactive',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
export const STAGE_LABEL: Record<OrderStage, string> = {
  placed: 'New',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
};
const STAGE_COLOR: Record<OrderStage, string> = {
  placed: 'blue',
  confirmed: 'cyan',
  packed: 'grape',
  shipped: 'indigo',
};
const STATUS_COLOR: Record<OrderStatus, string> = {
  live: 'blue',
  inactive: 'gray',
  delivered: 'teal',
  cancelled: 'red',
};

export const PAYMENT_STATUS_LABEL: Record<OrderSummary['payment_status'], string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  cod_due: 'Due on delivery',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};
const PAYMENT_COLOR: Record<OrderSummary['payment_status'], string> = {
  pending: 'gray',
  paid: 'teal',
  failed: 'red',
  cod_due: 'yellow',
  refund_due: 'orange',
  refunded: 'gray',
};
export const PAYMENT_METHOD_LABEL: Record<OrderSummary['payment_method'], string> = {
  test_card: 'Card',
  cod: 'Cash on delivery',
  gift_card: 'Gift card',
  bank_transfer: 'Bank transfer',
  stripe: 'Stripe',
  razorpay: 'Razorpay',
};

/** A live order's stage or any other order's status: the two have no value in common. */
const STAGE_LOOK: StatusLook<OrderStage | OrderStatus> = {
  labels: { ...STATUS_LABEL, ...STAGE_LABEL },
  colors: { ...STATUS_COLOR, ...STAGE_COLOR },
};
const PAYMENT_LOOK: StatusLook<OrderSummary['payment_status']> = {
  labels: PAYMENT_STATUS_LABEL,
  colors: PAYMENT_COLOR,
  variant: 'dot',
};

/** Where the order is: its stage while live, else its status. */
export function StageBadge({ order }: { order: Pick<OrderSummary, 'status' | 'stage'> }) {
  return <StatusBadge status={order.status === 'live' ? order.stage : order.status} look={STAGE_LOOK} />;
}

export function PaymentBadge({ status }: { status: OrderSummary['payment_status'] }) {
  return <StatusBadge status={status} look={PAYMENT_LOOK} />;
}

export const placedOn = momentOf;

import { Badge } from '@mantine/core';
import type { OrderSummary } from '@stallfront/shared/orders';
import type { OrderStage, OrderStatus } from '@stallfront/shared/rules';
import { momentOf } from '../../ui/dates';

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
};
const PAYMENT_COLOR: Record<OrderSummary['payment_status'], string> = {
  pending: 'gray',
  paid: 'teal',
  failed: 'red',
  cod_due: 'yellow',
  refund_due: 'orange',
};
export const PAYMENT_METHOD_LABEL: Record<OrderSummary['payment_method'], string> = {
  test_card: 'Card',
  cod: 'Cash on delivery',
  gift_card: 'Gift card',
};
export const DELIVERY_LABEL: Record<OrderSummary['delivery_method'], string> = {
  standard: 'Standard delivery',
  express: 'Express delivery',
  pickup: 'Store pickup',
};

/** Where the order is: its stage while live, else its status. */
export function StageBadge({ order }: { order: Pick<OrderSummary, 'status' | 'stage'> }) {
  if (order.status === 'live') {
    return (
      <Badge color={STAGE_COLOR[order.stage]} variant="light">
        {STAGE_LABEL[order.stage]}
      </Badge>
    );
  }
  return (
    <Badge color={STATUS_COLOR[order.status]} variant="light">
      {STATUS_LABEL[order.status]}
    </Badge>
  );
}

export function PaymentBadge({ status }: { status: OrderSummary['payment_status'] }) {
  return (
    <Badge color={PAYMENT_COLOR[status]} variant="dot">
      {PAYMENT_STATUS_LABEL[status]}
    </Badge>
  );
}

export const placedOn = momentOf;

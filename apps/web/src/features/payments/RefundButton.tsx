import { Button } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@stallfront/shared/orders';
import { PAYMENT_GATEWAY_CALLS } from '@stallfront/shared/payments';
import { callApi } from '../../api/client';
import { notifyError, notifySuccess } from '../../ui/notify';
import { orderKeys } from '../orders/order-keys';

const PROVIDER = { stripe: 'Stripe', razorpay: 'Razorpay' } as const;

/** A cancelled order paid online, its money due back: "Refund through Stripe" sends it back through the provider. */
export function RefundButton({ order }: { order: OrderDetail }) {
  const queryClient = useQueryClient();
  const refund = useMutation({
    mutationFn: () => callApi(PAYMENT_GATEWAY_CALLS.refund, { order_id: order._id }),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => notifyError(error.message),
  });
  const method = order.payment_method;
  if (order.payment_status !== 'refund_due' || (method !== 'stripe' && method !== 'razorpay')) return null;
  return (
    <Button
      color="orange"
      leftSection={<IconReceiptRefund size={16} aria-hidden />}
      loading={refund.isPending}
      onClick={() => refund.mutate()}
    >
      {`Refund through ${PROVIDER[method]}`}
    </Button>
  );
}

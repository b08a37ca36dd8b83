import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ORDER_CALLS, type OrderActionInput, type OrderDetail } from '@stallfront/shared/orders';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { notifyError, notifySuccess } from '../../ui/notify';
import { orderKeys } from './order-queries';

type ActionBody = OrderActionInput extends infer A ? (A extends unknown ? Omit<A, '_id' | 'version'> : never) : never;

const DONE: Record<OrderActionInput['action'], string> = {
  confirm: 'Order confirmed.',
  pack: 'Order marked packed.',
  ship: 'Order marked shipped.',
  deliver: 'Order marked delivered.',
  mark_paid: 'Order marked paid.',
  cancel: 'Order cancelled.',
  edit_address: 'Shipping address saved.',
  add_note: 'Note added.',
};

/**
 * Runs one action on the order as the page shows it (its version). A 409 means someone else
 * changed it: the page says so and offers a reload; field refusals go back to the open form.
 */
export function useOrderAction(order: OrderDetail) {
  const queryClient = useQueryClient();
  const [stale, setStale] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (body: ActionBody) =>
      callApi(ORDER_CALLS.act, { ...body, _id: order._id, version: order.version } as OrderActionInput),
    onSuccess: ({ data }, body) => {
      queryClient.setQueryData(orderKeys.detail(order._id), data);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      notifySuccess(
        body.action === 'deliver' && body.cash_received ? 'Order marked delivered and paid.' : DONE[body.action],
      );
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setStale(error.message);
      else if (!(error instanceof ApiError && error.field)) notifyError(error.message);
    },
  });
  const reload = async () => {
    setStale(null);
    mutation.reset();
    await queryClient.invalidateQueries({ queryKey: orderKeys.detail(order._id) });
  };
  const fieldError = (field: string) =>
    mutation.error instanceof ApiError ? mutation.error.fieldErrors[field] : undefined;
  return { run: mutation.mutateAsync, pending: mutation.isPending, stale, reload, fieldError, reset: mutation.reset };
}

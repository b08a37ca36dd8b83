import { Text, TextInput } from '@mantine/core';
import { IconCheck, IconReceipt, IconRefresh, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PayoutActionBody, type PayoutItem, PAYOUT_CALLS } from '@stallfront/shared/settlement';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { useSession } from '../../app/session/use-session';
import { ListPage } from '../../ui/list-page';
import { notifyError, notifySuccess } from '../../ui/notify';
import { withModals } from '../../ui/overlays';
import { PayoutCard, payoutColumns, payoutFilters, payoutSorts } from './settlement-columns';
import { settlementKeys } from './settlement-queries';

/**
 * /vendors/payments: payouts of settled statements by bank transfer. The owner marks a pending
 * payout paid or failed (its amount goes back to the settled balance) and retries a failed one;
 * a vendor sees its own.
 */
export default function VendorPaymentsPage() {
  const vendor = useSession().store?.data.login_type === 'vendor';
  const act = usePayoutAction();
  const ask = (row: PayoutItem, action: PayoutActionBody['action']) => {
    let reference = row.reference;
    withModals((modals) =>
      modals.openConfirmModal({
        title:
          action === 'mark_paid'
            ? `Mark the payout to ${row.vendor_name} paid?`
            : action === 'mark_failed'
              ? `Mark the payout to ${row.vendor_name} failed?`
              : `Send the payout to ${row.vendor_name} again?`,
        children:
          action === 'retry' && row.method === 'stripe_transfer' ? (
            <Text size="sm">
              {row.status === 'pending'
                ? 'Stripe’s answer never came: this asks it again with the same attempt, so it cannot pay twice.'
                : 'This sends a new Stripe transfer to the vendor’s payout account.'}
            </Text>
          ) : action === 'retry' ? (
            <TextInput
              label="New bank transfer reference"
              defaultValue={row.reference}
              maxLength={100}
              onChange={(event) => {
                reference = event.currentTarget.value;
              }}
            />
          ) : (
            <Text size="sm">
              {action === 'mark_paid'
                ? 'Do this once the bank confirms the transfer.'
                : 'Its amount returns to the vendor’s settled balance, ready to send again.'}
            </Text>
          ),
        labels: { confirm: action === 'retry' ? 'Send again' : 'Confirm', cancel: 'Cancel' },
        onConfirm: () =>
          act.mutate({
            _id: row._id,
            action,
            ...(action === 'retry' && row.method === 'bank_transfer' ? { reference } : {}),
          }),
      }),
    );
  };
  return (
    <ListPage
      title="Payouts"
      queryKey={settlementKeys.payouts()}
      fetchPage={(request, signal) => callApi(PAYOUT_CALLS.list, request, { signal })}
      fetchCount={(params, signal) => callApi(PAYOUT_CALLS.count, params, { signal })}
      countLabel={(n) => countOf(n, 'payout')}
      rowKey={(row) => row._id}
      rowLabel={(row) => `payout to ${row.vendor_name}`}
      columns={payoutColumns}
      sorts={payoutSorts}
      defaultSort={{ sort: 'created', direction: 'desc' }}
      filters={payoutFilters}
      searchPlaceholder={vendor ? 'Search by reference' : 'Search by vendor or reference'}
      rowActions={
        vendor
          ? []
          : [
              {
                label: 'Mark paid',
                icon: <IconCheck size={16} />,
                onClick: (row) => ask(row, 'mark_paid'),
                hidden: (row) => row.status !== 'pending' || row.method !== 'bank_transfer',
              },
              {
                label: 'Mark failed',
                icon: <IconX size={16} />,
                onClick: (row) => ask(row, 'mark_failed'),
                hidden: (row) => row.status !== 'pending' || row.method !== 'bank_transfer',
              },
              {
                label: 'Retry',
                icon: <IconRefresh size={16} />,
                onClick: (row) => ask(row, 'retry'),
                // A Stripe transfer still pending is one whose answer never came: retry asks again.
                hidden: (row) =>
                  !(row.status === 'failed' || (row.status === 'pending' && row.method === 'stripe_transfer')),
              },
            ]
      }
      secondaryActions={[{ label: 'Settlements', to: '/vendors/settlement', icon: <IconReceipt size={16} /> }]}
      exportCsv={(params) => fetchCsv(PAYOUT_CALLS.exportCsv, params)}
      emptyState={{
        title: 'No payouts yet',
        message: vendor
          ? 'Payouts of your settled statements show here once the store sends them.'
          : 'Open a closed statement on Settlements to pay it out by bank transfer.',
      }}
      mobileCard={(row) => <PayoutCard row={row} />}
    />
  );
}

function usePayoutAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayoutActionBody) => callApi(PAYOUT_CALLS.action, input),
    onSuccess: ({ message }) => {
      notifySuccess(message);
      void queryClient.invalidateQueries({ queryKey: settlementKeys.all });
    },
    onError: (failure) => notifyError(failure.message),
  });
}

import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAYMENT_CALLS, type AdminPayment, type PaymentListType } from '@stallfront/shared/admin-operations';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { useCurrentRoute } from '../../app/current-route';
import { ListPage } from '../../ui/list-page';
import { moneyOf } from '../../ui/list-page/columns';
import { adminPaymentKeys } from './admin-payment-queries';
import { activeColumns, inactiveColumns, PaymentCard } from './admin-payment-columns';

const TITLES: Record<PaymentListType, string> = { active: 'Active payments', inactive: 'Inactive payments' };

/** /admin/payments/active (paid and pending plan payments) and /admin/payments/inactive (failed ones, with retry). */
export default function AdminPaymentsPage() {
  const type: PaymentListType = useCurrentRoute()?.name === 'admin_payments_inactive' ? 'inactive' : 'active';
  const queryClient = useQueryClient();
  const retry = async (row: AdminPayment) => {
    const answer = await callApi(ADMIN_PAYMENT_CALLS.retry, { id: row._id });
    await queryClient.invalidateQueries({ queryKey: adminPaymentKeys.all });
    if (answer.data.outcome === 'failed') throw new Error(answer.message);
    return answer.message;
  };
  return (
    <ListPage
      key={type}
      title={TITLES[type]}
      listId={`admin_payments_${type}`}
      queryKey={adminPaymentKeys.list(type)}
      fetchPage={(request, signal) => callApi(ADMIN_PAYMENT_CALLS.list, { ...request, type }, { signal })}
      fetchCount={(params, signal) => callApi(ADMIN_PAYMENT_CALLS.count, { ...params, type }, { signal })}
      countLabel={(n) => countOf(n, 'payment', 'payments')}
      rowKey={(row) => row._id}
      rowLabel={(row) => `${row.store_name} ${moneyOf(row, 'amount')}`}
      columns={type === 'inactive' ? inactiveColumns : activeColumns}
      sorts={[
        { value: 'created', label: 'Newest', direction: 'desc' },
        { value: 'created', label: 'Oldest', direction: 'asc' },
      ]}
      defaultSort={{ sort: 'created', direction: 'desc' }}
      searchPlaceholder="Search store name or sub-domain"
      rowActions={
        type === 'inactive'
          ? [
              {
                label: 'Retry payment',
                icon: <IconRefresh size={16} aria-hidden />,
                hidden: (row) => !row.retryable,
                confirm: (row) => ({
                  title: `Charge ${row.store_name} again`,
                  message: `${moneyOf(row, 'amount')} is charged to the card on file. Paid, the store is active again.`,
                  confirmLabel: 'Charge again',
                }),
                run: retry,
              },
            ]
          : []
      }
      emptyState={
        type === 'inactive'
          ? { title: 'No failed plan payments', message: 'Every store’s plan payments went through.' }
          : { title: 'No plan payments yet', message: 'Payments appear here when stores buy or renew a plan.' }
      }
      mobileCard={(row) => <PaymentCard row={row} />}
    />
  );
}

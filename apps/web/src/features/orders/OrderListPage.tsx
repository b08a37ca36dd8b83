import { useNavigate } from 'react-router';
import { ORDER_CALLS, type OrderBulkResponse } from '@stallfront/shared/orders';
import {
  ACTION_LABELS,
  type BulkOrderAction,
  CANCEL_REASON_MAX,
  countOf,
  ORDER_STATUSES,
  type OrderStatus,
} from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { useCurrentRoute } from '../../app/current-route';
import { type BulkAction, ListPage, ListPageLoading } from '../../ui/list-page';
import { documentsAction } from './document-batches';
import { OrderCard, orderColumns, orderSorts } from './order-columns';
import { orderFilters } from './order-filters';
import OrdersElsewhere from './OrdersElsewhere';
import { STATUS_LABEL } from './order-labels';
import { orderKeys, useOrderFeatures } from './order-queries';

/** The bulk actions each list offers: the steps its orders can take together. */
const BULK_BY_STATUS: Record<OrderStatus, BulkOrderAction[]> = {
  live: ['confirm', 'pack', 'deliver', 'cancel'],
  inactive: ['cancel'],
  delivered: [],
  cancelled: [],
};

const EMPTY: Record<OrderStatus, string> = {
  live: 'Paid and cash-on-delivery orders waiting to be fulfilled show here.',
  inactive:
    'Orders waiting for their payment show here: a declined card may be tried again for 30 minutes, then the order is cancelled.',
  delivered: 'Orders marked delivered show here.',
  cancelled: 'Cancelled orders show here.',
};

/** What a bulk answer says: how many were done, and each refused order with the rule's reason. */
export function bulkMessage(answer: OrderBulkResponse): string {
  const refused = answer.refused.map((r) => `${r.number ? `#${r.number}` : 'An order'}: ${r.message}`);
  return [answer.message, ...refused].join(' ');
}

function bulkAction(action: BulkOrderAction): BulkAction {
  const label = ACTION_LABELS[action];
  const run = async (ids: string[], reason?: string) => {
    const answer = await callApi(ORDER_CALLS.bulk, { ids, action, ...(reason ? { reason } : {}) });
    // Nothing done is a refusal, shown in red; a partial success names what was refused.
    if (answer.succeeded.length === 0) throw new Error(bulkMessage(answer));
    return bulkMessage(answer);
  };
  return {
    label,
    color: action === 'cancel' ? 'red' : undefined,
    confirm: {
      title: label,
      message: (n) =>
        action === 'cancel'
          ? `Cancel ${countOf(n, 'order')}? Their stock goes back on sale and paid orders are marked for refund.`
          : `${label}: ${countOf(n, 'order')}? Orders not at the right step are left as they are.`,
      confirmLabel: action === 'cancel' ? 'Cancel orders' : label,
      input: action === 'cancel' ? { label: 'Reason', maxLength: CANCEL_REASON_MAX } : undefined,
    },
    run,
  };
}

/** Every list offers the selection's invoices and packing slips as one PDF, whatever the orders' status. */
const downloads = [
  documentsAction('invoice', 'Download invoices', 'invoices'),
  documentsAction('packing_slip', 'Download packing slips', 'packing slips'),
];

/** /orders/product/{live|inactive|delivered|cancelled}/all: one list per status, by the route. */
export default function OrderListPage() {
  const navigate = useNavigate();
  const route = useCurrentRoute();
  const status = ORDER_STATUSES.find((s) => route?.name === `orders_${s}`) ?? 'live';
  const { data: features } = useOrderFeatures();
  if (!features) return <ListPageLoading title={`${STATUS_LABEL[status]} orders`} />;
  return (
    <ListPage
      title={`${STATUS_LABEL[status]} orders`}
      queryKey={orderKeys.list(status)}
      fetchPage={(request, signal) => callApi(ORDER_CALLS.list, { ...request, status }, { signal })}
      fetchCount={(params, signal) => callApi(ORDER_CALLS.count, { ...params, status }, { signal })}
      countLabel={(n) => countOf(n, 'order')}
      rowKey={(row) => row._id}
      rowLabel={(row) => `order ${row.display_number}`}
      columns={orderColumns}
      sorts={orderSorts}
      defaultSort={{ sort: 'created', direction: 'desc' }}
      filters={orderFilters(features)}
      searchPlaceholder="Order no., name, email or phone"
      bulkActions={[...BULK_BY_STATUS[status].map(bulkAction), ...downloads]}
      onRowClick={(row) => navigate(`/orders/product/${row._id}`)}
      exportCsv={(params) => fetchCsv(ORDER_CALLS.exportCsv, { ...params, status })}
      emptyState={{ title: `No ${status} orders`, message: EMPTY[status] }}
      searchElsewhere={(search) => <OrdersElsewhere search={search} status={status} />}
      mobileCard={(row) => <OrderCard row={row} />}
    />
  );
}

import { useNavigate } from 'react-router';
import { ORDER_CALLS } from '@stallfront/shared/orders';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { ListPage, ListPageLoading } from '../../ui/list-page';
import { OrderCard, orderColumns, orderSorts } from './order-columns';
import { orderFilters } from './order-filters';
import { orderKeys, useOrderFeatures } from './order-queries';

const source = 'quick_order';

/** /orders/quick-orders: orders placed from the shop's quick order form, of every status. */
export default function QuickOrdersPage() {
  const navigate = useNavigate();
  const { data: features } = useOrderFeatures();
  if (!features) return <ListPageLoading title="Quick orders" />;
  return (
    <ListPage
      title="Quick orders"
      queryKey={orderKeys.quick()}
      fetchPage={(request, signal) => callApi(ORDER_CALLS.list, { ...request, source }, { signal })}
      fetchCount={(params, signal) => callApi(ORDER_CALLS.count, { ...params, source }, { signal })}
      countLabel={(n) => countOf(n, 'quick order')}
      rowKey={(row) => row._id}
      rowLabel={(row) => `order ${row.display_number}`}
      columns={orderColumns}
      sorts={orderSorts}
      defaultSort={{ sort: 'created', direction: 'desc' }}
      filters={orderFilters(features, { byStatus: true })}
      searchPlaceholder="Order no., name, email or phone"
      onRowClick={(row) => navigate(`/orders/product/${row._id}`)}
      exportCsv={(params) => fetchCsv(ORDER_CALLS.exportCsv, { ...params, source })}
      emptyState={{
        title: 'No quick orders yet',
        message: 'Orders repeat buyers place from your shop’s Quick order page (many SKUs at once) show here.',
      }}
      mobileCard={(row) => <OrderCard row={row} />}
    />
  );
}

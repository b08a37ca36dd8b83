import { useNavigate } from 'react-router';
import { CUSTOMER_CALLS, type CustomerKind, customerPath } from '@stallfront/shared/customers';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { useCurrentRoute } from '../../app/current-route';
import { useSession } from '../../app/session/use-session';
import { ListPage } from '../../ui/list-page';
import { CustomerCard, customerColumns, customerSorts } from './customer-columns';
import { customerFilters } from './customer-filters';
import { customerKeys } from './customer-queries';

const TITLE: Record<CustomerKind, string> = { signed_up: 'Customers', guest: 'Guest customers' };
const EMPTY: Record<CustomerKind, { title: string; message: string }> = {
  signed_up: {
    title: 'No customer accounts yet',
    message: 'Shoppers who create an account in your shop show here, with their orders and spend.',
  },
  guest: {
    title: 'No guests yet',
    message: 'Shoppers who order, ask for a quote or book without an account show here, one per email.',
  },
};

/** /setting/customers/signup-user and /setting/customers/guest-users: one list per kind, by the route. */
export default function CustomerListPage() {
  const navigate = useNavigate();
  const kind: CustomerKind = useCurrentRoute()?.name === 'customers_guest' ? 'guest' : 'signed_up';
  const currency = useSession().store?.data.currency ?? 'USD';
  return (
    <ListPage
      key={kind}
      title={TITLE[kind]}
      queryKey={customerKeys.list(kind)}
      fetchPage={(request, signal) => callApi(CUSTOMER_CALLS.list, { ...request, kind }, { signal })}
      fetchCount={(params, signal) => callApi(CUSTOMER_CALLS.count, { ...params, kind }, { signal })}
      countLabel={(n) => countOf(n, kind === 'guest' ? 'guest' : 'customer')}
      rowKey={(row) => row._id}
      rowLabel={(row) => row.name}
      columns={customerColumns}
      sorts={customerSorts}
      defaultSort={{ sort: 'created', direction: 'desc' }}
      filters={customerFilters(currency)}
      searchPlaceholder="Name, email or phone"
      onRowClick={(row) => navigate(customerPath(row._id))}
      exportCsv={(params) => fetchCsv(CUSTOMER_CALLS.exportCsv, { ...params, kind })}
      emptyState={EMPTY[kind]}
      mobileCard={(row) => <CustomerCard row={row} />}
    />
  );
}

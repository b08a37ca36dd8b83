import { useLocation, useNavigate } from 'react-router';
import { QUOTE_CALLS, QUOTE_LIST_STATES, type QuoteListState } from '@stallfront/shared/requests';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { ListPage } from '../../ui/list-page';
import { periodFilter } from '../../ui/list-page/period-filter';
import { QuoteCard, quoteColumns, quoteSorts } from './quote-columns';
import { quoteKeys } from './quote-queries';

const TITLES: Record<QuoteListState, string> = {
  live: 'Live quotes',
  confirmed: 'Confirmed quotes',
  cancelled: 'Cancelled quotes',
};
const EMPTY: Record<QuoteListState, string> = {
  live: 'Quote requests shoppers send from your shop show here, for you to price and confirm.',
  confirmed: 'Quotes you confirm become orders and show here.',
  cancelled: 'Quotes you cancel show here with the reason you gave.',
};

/** /orders/quotations/{live|confirmed|cancelled}/all: one list per state, the state read from the path. */
export default function QuoteListPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const state = QUOTE_LIST_STATES.find((s) => pathname.includes(`/quotations/${s}/`)) ?? 'live';
  return (
    <ListPage
      key={state}
      title={TITLES[state]}
      queryKey={quoteKeys.list(state)}
      fetchPage={(request, signal) => callApi(QUOTE_CALLS.list, { ...request, state }, { signal })}
      fetchCount={(params, signal) => callApi(QUOTE_CALLS.count, { ...params, state }, { signal })}
      countLabel={(n) => countOf(n, 'quote')}
      rowKey={(row) => row._id}
      rowLabel={(row) => `quote #${row.number} from ${row.name}`}
      columns={quoteColumns}
      sorts={quoteSorts}
      defaultSort={{ sort: 'created', direction: 'desc' }}
      filters={[periodFilter]}
      searchPlaceholder="Search by quote number, name or email"
      onRowClick={(row) => navigate(`/orders/quotations/quote/${row._id}`)}
      exportCsv={(params) => fetchCsv(QUOTE_CALLS.exportCsv, { ...params, state })}
      emptyState={{ title: `No ${TITLES[state].toLowerCase()}`, message: EMPTY[state] }}
      mobileCard={(row) => <QuoteCard row={row} />}
    />
  );
}

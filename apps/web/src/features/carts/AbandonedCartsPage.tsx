import { IconMailForward } from '@tabler/icons-react';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { useCurrentRoute } from '../../app/current-route';
import { type BulkAction, ListPage } from '../../ui/list-page';
import { AbandonedCard, abandonedColumns } from './abandoned-columns';
import { ABANDONED_LISTS, type AbandonedListName, abandonedFilters, abandonedSorts } from './abandoned-list';

/**
 * The four abandoned lists (/orders/abandoned-cart/{customer|guest-user} and the same for
 * quotes): carts left with an email or by a signed-in customer, their value today, and a
 * reminder that mails the shopper a link back to the cart.
 */
export default function AbandonedCartsPage() {
  const route = useCurrentRoute();
  const name = (route?.name ?? 'abandoned_cart_guest') as AbandonedListName;
  const { calls, audience, kind } = ABANDONED_LISTS[name];
  const what = kind === 'quote' ? 'quote list' : 'cart';
  const remind: BulkAction = {
    label: 'Send reminder',
    icon: <IconMailForward size={16} />,
    confirm: {
      title: 'Send reminders?',
      message: (n) =>
        n === 1
          ? `The shopper of this ${what} gets an email with a link back to it, unless it was reminded today or ordered since.`
          : `The shoppers of these ${countOf(n, what)} each get an email with a link back to theirs. A ${what} reminded today, or ordered since, is skipped.`,
      confirmLabel: 'Send',
    },
    run: (ids) => callApi(calls.remind, { ids }).then((answer) => answer.message),
  };
  return (
    <ListPage
      title={route?.label ?? 'Abandoned carts'}
      queryKey={['abandoned', name]}
      fetchPage={(request, signal) => callApi(calls.list, { ...request, audience }, { signal })}
      fetchCount={(params, signal) => callApi(calls.count, { ...params, audience }, { signal })}
      countLabel={(n) => countOf(n, `abandoned ${what}`)}
      rowKey={(row) => row._id}
      rowLabel={(row) => `${what} of ${row.customer_name ?? row.email ?? 'a shopper'}`}
      columns={abandonedColumns(audience === 'customer' ? 'Customer' : 'Guest')}
      sorts={abandonedSorts}
      defaultSort={{ sort: 'abandoned', direction: 'desc' }}
      filters={abandonedFilters}
      searchPlaceholder="Search by email or name"
      bulkActions={[remind]}
      emptyState={{
        title: `No abandoned ${what}s`,
        message:
          audience === 'customer'
            ? `A signed-in customer's ${what} left for an hour without an order shows here.`
            : `A guest's ${what} left for an hour after they gave their email shows here.`,
      }}
      mobileCard={(row) => <AbandonedCard row={row} />}
    />
  );
}

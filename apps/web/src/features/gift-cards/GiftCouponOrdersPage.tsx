import { GIFT_CARD_CALLS } from '@stallfront/shared/gift-cards';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { ListPage } from '../../ui/list-page';
import { GiftCardCard, giftCardColumns } from './gift-card-columns';
import { giftCardFilters, giftCardSorts } from './gift-card-list';
import { giftCardKeys } from './gift-card-queries';

/** /orders/gift-coupon: gift cards bought in the shop, with the code issued and what each holds now. */
export default function GiftCouponOrdersPage() {
  return (
    <ListPage
      title="Gift coupon orders"
      queryKey={giftCardKeys.lists()}
      fetchPage={(request, signal) => callApi(GIFT_CARD_CALLS.list, request, { signal })}
      fetchCount={(params, signal) => callApi(GIFT_CARD_CALLS.count, params, { signal })}
      countLabel={(n) => countOf(n, 'gift card')}
      rowKey={(row) => row._id}
      rowLabel={(row) => `gift card ${row.code}`}
      columns={giftCardColumns}
      sorts={giftCardSorts}
      defaultSort={{ sort: 'created', direction: 'desc' }}
      filters={giftCardFilters}
      searchPlaceholder="Search by code, buyer or recipient"
      exportCsv={(params) => fetchCsv(GIFT_CARD_CALLS.exportCsv, params)}
      emptyState={{
        title: 'No gift cards sold yet',
        message: 'Gift cards shoppers buy on your shop’s Gift cards page show here, with their codes and balances.',
      }}
      mobileCard={(row) => <GiftCardCard row={row} />}
    />
  );
}

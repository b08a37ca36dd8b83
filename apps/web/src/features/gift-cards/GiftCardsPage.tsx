import { IconGift, IconPalette } from '@tabler/icons-react';
import { useState } from 'react';
import { GIFT_CARD_ADMIN_CALLS } from '@stallfront/shared/gift-cards';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { ListPage } from '../../ui/list-page';
import { GiftCardDrawer } from './GiftCardDrawer';
import { IssueGiftCardModal } from './IssueGiftCardModal';
import {
  GiftCardBookCard,
  giftCardBookColumns,
  giftCardBookFilters,
  giftCardBookSorts,
} from './gift-card-book-columns';
import { giftCardKeys } from './gift-card-queries';

/**
 * /setting/giftcard: every gift card sold in the shop or issued by hand, with what it holds,
 * its state and last day; a card opens with its balance history, to disable or re-date it.
 */
export default function GiftCardsPage() {
  const [open, setOpen] = useState<string | null>(null);
  const [issuing, setIssuing] = useState(false);
  return (
    <>
      <ListPage
        title="Gift cards"
        queryKey={giftCardKeys.book()}
        fetchPage={(request, signal) => callApi(GIFT_CARD_ADMIN_CALLS.list, request, { signal })}
        fetchCount={(params, signal) => callApi(GIFT_CARD_ADMIN_CALLS.count, params, { signal })}
        countLabel={(n) => countOf(n, 'gift card')}
        rowKey={(row) => row._id}
        rowLabel={(row) => `gift card ${row.code_hint}`}
        columns={giftCardBookColumns}
        sorts={giftCardBookSorts}
        defaultSort={{ sort: 'created', direction: 'desc' }}
        filters={giftCardBookFilters}
        searchPlaceholder="Search by code's last 4, recipient or buyer"
        onRowClick={(row) => setOpen(row._id)}
        rowActions={[{ label: 'Open', icon: <IconGift size={16} />, onClick: (row) => setOpen(row._id) }]}
        primaryAction={{ label: 'Issue gift card', icon: <IconGift size={16} />, onClick: () => setIssuing(true) }}
        secondaryActions={[
          { label: 'Designs and amounts', to: '/setting/giftcard/settings', icon: <IconPalette size={16} /> },
        ]}
        exportCsv={(params) => fetchCsv(GIFT_CARD_ADMIN_CALLS.exportCsv, params)}
        emptyState={{
          title: 'No gift cards yet',
          message:
            'Cards shoppers buy on your shop’s Gift cards page, and cards you issue here, show with their balances.',
        }}
        mobileCard={(row) => <GiftCardBookCard row={row} />}
      />
      {issuing && (
        <IssueGiftCardModal
          onClose={() => setIssuing(false)}
          onIssued={(card) => {
            setIssuing(false);
            setOpen(card._id);
          }}
        />
      )}
      {open && <GiftCardDrawer id={open} onClose={() => setOpen(null)} />}
    </>
  );
}

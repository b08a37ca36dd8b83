import { IconCheck, IconPhoto, IconX } from '@tabler/icons-react';
import { AD_ORDER_CALLS, type AdOrder } from '@stallfront/shared/ads';
import { countOf } from '@stallfront/shared/rules';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { callApi } from '../../api/client';
import { ListPage, type PrimaryAction } from '../../ui/list-page';
import { AdCard, adColumns, adSorts, adStatusFilter } from './ad-columns';
import { AdImageModal } from './AdImageModal';
import { adKeys } from './ad-queries';

/**
 * The ad orders: the owner's every vendor's, with approve and reject; a vendor's its own, with
 * "Buy an ad". Views, clicks and the click-through rate come from the shop's counters.
 */
export function AdOrdersTab({
  forOwner,
  primaryAction,
  children,
}: {
  forOwner: boolean;
  primaryAction?: PrimaryAction;
  children?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [picturing, setPicturing] = useState<AdOrder | null>(null);
  const decide = async (row: AdOrder, decision: 'approve' | 'reject', reason = '') => {
    await callApi(AD_ORDER_CALLS.decide, { _id: row._id, decision, reason });
    await queryClient.invalidateQueries({ queryKey: adKeys.orders() });
    return decision === 'approve' ? `“${row.title}” is approved.` : `“${row.title}” is rejected and refunded.`;
  };
  return (
    <>
      <ListPage
        title={forOwner ? 'Ad orders' : 'My ads'}
        listId={forOwner ? 'ad_orders' : 'vendor_ad_orders'}
        queryKey={adKeys.orders()}
        fetchPage={(request, signal) => callApi(AD_ORDER_CALLS.list, request, { signal })}
        fetchCount={(params, signal) => callApi(AD_ORDER_CALLS.count, params, { signal })}
        countLabel={(n) => countOf(n, 'ad order')}
        rowKey={(row) => row._id}
        rowLabel={(row) => `ad “${row.title}”`}
        columns={adColumns(forOwner)}
        sorts={adSorts}
        defaultSort={{ sort: 'created', direction: 'desc' }}
        filters={[adStatusFilter]}
        searchPlaceholder={forOwner ? 'Search by title, product, slot or vendor' : 'Search by title, product or slot'}
        primaryAction={primaryAction}
        rowActions={
          forOwner
            ? [
                {
                  label: 'Approve',
                  icon: <IconCheck size={16} />,
                  hidden: (row) => row.status !== 'pending' || row.slot_id === null,
                  run: (row) => decide(row, 'approve'),
                },
                {
                  label: 'Reject and refund',
                  icon: <IconX size={16} />,
                  color: 'red',
                  hidden: (row) => row.status !== 'pending' && row.status !== 'approved',
                  confirm: (row) => ({
                    title: `Reject “${row.title}”?`,
                    message: `${row.vendor_name} gets the whole amount back and the ad stops showing.`,
                    confirmLabel: 'Reject and refund',
                    input: { label: 'Reason the vendor sees', maxLength: 300 },
                  }),
                  run: (row, reason) => decide(row, 'reject', reason ?? ''),
                },
              ]
            : [
                {
                  label: 'Picture',
                  icon: <IconPhoto size={16} />,
                  hidden: (row) => row.status !== 'pending' && row.status !== 'approved',
                  onClick: (row) => setPicturing(row),
                },
              ]
        }
        emptyState={
          forOwner
            ? {
                title: 'No ad orders yet',
                message: 'When your vendors buy days in your ad slots, their orders show here for you to approve.',
              }
            : {
                title: 'No ads yet',
                message: 'Buy days in one of the store’s ad slots to show your product on its shop.',
              }
        }
        mobileCard={(row) => <AdCard row={row} forOwner={forOwner} />}
      />
      {picturing ? <AdImageModal order={picturing} onClose={() => setPicturing(null)} /> : null}
      {children}
    </>
  );
}

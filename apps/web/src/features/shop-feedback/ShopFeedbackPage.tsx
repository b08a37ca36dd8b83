import { IconMessageReply } from '@tabler/icons-react';
import { useState } from 'react';
import { SHOP_FEEDBACK_CALLS, type ShopFeedback } from '@stallfront/shared/shop-feedback';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { fetchCsv } from '../../api/download';
import { ListPage } from '../../ui/list-page';
import { ShopFeedbackCard, shopFeedbackColumns, shopFeedbackFilters, shopFeedbackSorts } from './shop-feedback-columns';
import { ShopFeedbackModal } from './ShopFeedbackModal';
import { shopFeedbackKeys } from './shop-feedback-queries';

/** /setting/feedback: what shoppers sent from the shop's feedback page, answered by email, with a status. */
export default function ShopFeedbackPage() {
  const [open, setOpen] = useState<ShopFeedback | null>(null);
  return (
    <>
      <ListPage
        title="Feedback"
        queryKey={shopFeedbackKeys.lists()}
        fetchPage={(request, signal) => callApi(SHOP_FEEDBACK_CALLS.list, request, { signal })}
        fetchCount={(params, signal) => callApi(SHOP_FEEDBACK_CALLS.count, params, { signal })}
        countLabel={(n) => countOf(n, 'feedback', 'feedbacks')}
        rowKey={(row) => row._id}
        rowLabel={(row) => `feedback from ${row.name}`}
        columns={shopFeedbackColumns}
        sorts={shopFeedbackSorts}
        defaultSort={{ sort: 'created', direction: 'desc' }}
        filters={shopFeedbackFilters}
        searchPlaceholder="Search by name or email"
        onRowClick={setOpen}
        rowActions={[{ label: 'Open and reply', icon: <IconMessageReply size={16} />, onClick: setOpen }]}
        exportCsv={(params) => fetchCsv(SHOP_FEEDBACK_CALLS.exportCsv, params)}
        emptyState={{
          title: 'No feedback yet',
          message: 'What shoppers send from your shop’s feedback page shows here, for you to read and answer.',
        }}
        mobileCard={(row) => <ShopFeedbackCard row={row} />}
      />
      {open && <ShopFeedbackModal row={open} onClose={() => setOpen(null)} />}
    </>
  );
}

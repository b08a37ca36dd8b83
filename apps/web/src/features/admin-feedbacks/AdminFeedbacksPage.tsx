import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { type AdminFeedback, FEEDBACK_CALLS } from '@stallfront/shared/panels';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { ListPage } from '../../ui/list-page';
import { FeedbackCard, feedbackColumns, feedbackFilters } from './feedback-columns';
import { FeedbackDrawer } from './FeedbackDrawer';
import { feedbackKeys } from './feedback-keys';

/** /admin/feedbacks: what the stores told the platform, with their images, answered and closed here. */
export default function AdminFeedbacksPage() {
  const [open, setOpen] = useState<AdminFeedback | null>(null);
  return (
    <>
      <ListPage
        title="Feedbacks"
        queryKey={feedbackKeys.lists()}
        fetchPage={(request, signal) => callApi(FEEDBACK_CALLS.list, request, { signal })}
        fetchCount={(params, signal) => callApi(FEEDBACK_CALLS.count, params, { signal })}
        countLabel={(n) => countOf(n, 'feedback', 'feedbacks')}
        rowKey={(row) => row._id}
        rowLabel={(row) => row.title}
        columns={feedbackColumns}
        sorts={[{ value: 'created', label: 'Newest', direction: 'desc' }]}
        defaultSort={{ sort: 'created', direction: 'desc' }}
        filters={feedbackFilters}
        searchPlaceholder="Search subject, text or sender"
        onRowClick={setOpen}
        rowActions={[{ label: 'Read and answer', icon: <IconEye size={16} aria-hidden />, onClick: setOpen }]}
        emptyState={{ title: 'No feedback yet', message: 'What store owners send from the feedback panel shows here.' }}
        mobileCard={(row) => <FeedbackCard row={row} />}
      />
      {open && <FeedbackDrawer row={open} onChange={setOpen} onClose={() => setOpen(null)} />}
    </>
  );
}

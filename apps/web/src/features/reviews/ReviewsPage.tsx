import { IconCheck, IconEyeOff, IconMessageReply } from '@tabler/icons-react';
import { useState } from 'react';
import { REVIEW_CALLS, type Review } from '@stallfront/shared/reviews';
import { countOf } from '@stallfront/shared/rules';
import { callApi } from '../../api/client';
import { type BulkAction, ListPage } from '../../ui/list-page';
import { ReplyModal } from './ReplyModal';
import { ReviewCard, reviewColumns } from './review-columns';
import { reviewFilters, reviewSorts, toReviewListBody } from './review-list';
import { reviewKeys } from './review-queries';

const setStatus = (ids: string[], status: 'approved' | 'hidden') =>
  callApi(REVIEW_CALLS.setStatus, { ids, status }).then((answer) => answer.message);

const bulkActions: BulkAction[] = [
  { label: 'Approve', color: 'teal', run: (ids) => setStatus(ids, 'approved') },
  { label: 'Hide', color: 'gray', run: (ids) => setStatus(ids, 'hidden') },
];

/** /product-sections/reviews: shoppers' reviews, approved, hidden and answered in the store's name. */
export default function ReviewsPage() {
  const [replyingTo, setReplyingTo] = useState<Review | null>(null);
  return (
    <>
      <ListPage
        title="Reviews"
        queryKey={reviewKeys.lists()}
        fetchPage={(request, signal) => callApi(REVIEW_CALLS.list, toReviewListBody(request), { signal })}
        fetchCount={(params, signal) => callApi(REVIEW_CALLS.count, params, { signal })}
        countLabel={(n) => countOf(n, 'review')}
        rowKey={(row) => row._id}
        rowLabel={(row) => `review by ${row.customer_name} of ${row.product_name}`}
        columns={reviewColumns}
        sorts={reviewSorts}
        defaultSort={{ sort: 'created', direction: 'desc' }}
        filters={reviewFilters}
        searchPlaceholder="Search reviews"
        bulkActions={bulkActions}
        rowActions={[
          { label: 'Reply', icon: <IconMessageReply size={16} />, onClick: setReplyingTo },
          {
            label: 'Approve',
            icon: <IconCheck size={16} />,
            hidden: (row) => row.status === 'approved',
            run: (row) => setStatus([row._id], 'approved'),
          },
          {
            label: 'Hide',
            icon: <IconEyeOff size={16} />,
            hidden: (row) => row.status === 'hidden',
            run: (row) => setStatus([row._id], 'hidden'),
          },
        ]}
        emptyState={{
          title: 'No reviews yet',
          message: 'Reviews shoppers write about your products show here, for you to approve, hide or answer.',
        }}
        mobileCard={(row) => <ReviewCard row={row} />}
      />
      {replyingTo && <ReplyModal review={replyingTo} onClose={() => setReplyingTo(null)} />}
    </>
  );
}

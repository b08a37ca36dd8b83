import { REVIEW_STATUSES, type ReviewListBody, type ReviewStatus } from '@stallfront/shared/reviews';
import type { ListFilter, ListRequest } from '../../ui/list-page';

/** "rating_low" is the rating sort starting ascending: the sort menu needs one value per entry. */
export type ReviewSort = 'created' | 'rating' | 'rating_low';

export const reviewSorts = [
  { value: 'created', label: 'Newest', direction: 'desc' },
  { value: 'rating', label: 'Highest rating', direction: 'desc' },
  { value: 'rating_low', label: 'Lowest rating', direction: 'asc' },
] as const satisfies readonly { value: ReviewSort; label: string; direction: 'asc' | 'desc' }[];

export const STATUS_LABEL: Record<ReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  hidden: 'Hidden',
};

const RATINGS = ['5', '4', '3', '2', '1'] as const;
type RatingValue = (typeof RATINGS)[number];

const statusFilter: ListFilter<'status', ReviewStatus> = {
  key: 'status',
  label: 'Status',
  type: 'select',
  options: REVIEW_STATUSES.map((value) => ({ value, label: STATUS_LABEL[value] })),
};
const ratingFilter: ListFilter<'rating', RatingValue> = {
  key: 'rating',
  label: 'Rating',
  type: 'select',
  options: RATINGS.map((value) => ({ value, label: `${value} star${value === '1' ? '' : 's'}` })),
};

export type ReviewFilter = typeof statusFilter | typeof ratingFilter;
export const reviewFilters: ReviewFilter[] = [statusFilter, ratingFilter];

/** The body of POST /store/product_reviews for one list page: filter values travel as text, the rating as a number. */
export function toReviewListBody({ sort, rating, ...rest }: ListRequest<ReviewSort, ReviewFilter>): ReviewListBody {
  return {
    ...rest,
    sort: sort === 'rating_low' ? 'rating' : sort,
    ...(rating ? { rating: Number(rating) } : {}),
  };
}

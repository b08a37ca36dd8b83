import { describe, expect, it } from 'vitest';
import { reviewListBody } from '@stallfront/shared/reviews';
import { toReviewListBody } from './review-list';

const base = { sort: 'created', direction: 'desc', cursor: null, limit: 25 } as const;

describe('toReviewListBody', () => {
  it('passes paging, search and status through', () => {
    const body = toReviewListBody({ ...base, search: 'late', status: 'pending' });
    expect(body).toEqual({ ...base, search: 'late', status: 'pending' });
    expect(reviewListBody.safeParse(body).success).toBe(true);
  });

  it('sends the rating filter as a number the server accepts', () => {
    const body = toReviewListBody({ ...base, rating: '4' });
    expect(body.rating).toBe(4);
    expect(reviewListBody.safeParse(body).success).toBe(true);
  });

  it('asks for the rating sort for both rating entries, keeping the direction', () => {
    expect(toReviewListBody({ ...base, sort: 'rating_low', direction: 'asc' })).toMatchObject({
      sort: 'rating',
      direction: 'asc',
    });
    expect(toReviewListBody({ ...base, sort: 'rating' })).toMatchObject({ sort: 'rating', direction: 'desc' });
  });

  it('leaves out filters that are not chosen', () => {
    expect(Object.keys(toReviewListBody(base)).sort()).toEqual(['cursor', 'direction', 'limit', 'sort']);
  });
});

// Review schemas with their calls.
export * from '../api/review-calls.js';
export * from '../schemas/reviews.js';

import { z } from 'zod';
import { text, trimmed } from '../schemas/common.js';

/**
 * A shopper's review as the product page's form posts it (every field a string). It is kept
 * pending until the store approves it in the console.
 */
export const shopReviewForm = z.object({
  customer_name: trimmed(80, 1, 'Enter your name'),
  rating: z.enum(['1', '2', '3', '4', '5'], { error: 'Choose a rating from 1 to 5 stars' }).transform(Number),
  title: text(120).default(''),
  body: text(2000, { min: 1, lines: true, required: 'Write your review' }),
});
export type ShopReviewForm = z.output<typeof shopReviewForm>;

/** The form's problems by field, the first message of each, for showing beside the fields. */
export function formErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

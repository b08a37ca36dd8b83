import { z } from 'zod';

/** A cart line as the shop shows it: read from the product now, never from the cart row. */
export const cartViewLine = z.object({
  sku: z.string(),
  name: z.string(),
  product_slug: z.string().nullable(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  line_total: z.number().int(),
  /** Hundredths of a percent, as the product has it: the checkout adds tax by it. */
  tax_rate_bp: z.number().int(),
  /** Why the line cannot be bought as it is (sold out, fewer left, no longer sold), or null. */
  problem: z.string().nullable(),
});
export type CartViewLine = z.infer<typeof cartViewLine>;

export const cartView = z.object({
  id: z.string().nullable(),
  kind: z.enum(['order', 'quote']),
  currency: z.string(),
  lines: z.array(cartViewLine),
  item_count: z.number().int(),
  subtotal: z.number().int(),
  /** Every line can be bought as it is. */
  ready: z.boolean(),
});
export type CartView = z.infer<typeof cartView>;

import { z } from 'zod';
import { parseMoney, PRODUCT_STATUSES, SKU_PATTERN, toSlug } from '@stallfront/shared';
import { MAX_PRICE_MINOR, MAX_STOCK } from '@stallfront/shared';

const list = z.string().transform((s) => [
  ...new Set(
    s
      .split('|')
      .map((v) => v.trim())
      .filter(Boolean),
  ),
]);
const wholeNumber = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number of 0 or more')
    .transform(Number)
    .refine((n) => n <= max, 'is too large');

const money = (currency: string) =>
  z.string().transform((text, ctx) => {
    const minor = parseMoney(text, currency);
    if (minor === null || minor > MAX_PRICE_MINOR) {
      ctx.addIssue({ code: 'custom', message: `must be an amount like 499.00 in ${currency}, 0 or more` });
      return z.NEVER;
    }
    return minor;
  });

/** One CSV row as the store's currency reads it: text cells become typed product fields. */
export const productCsvRow = (currency: string) =>
  z
    .object({
      name: z.string().trim().min(1, 'is required').max(200),
      sku: z
        .string()
        .trim()
        .toUpperCase()
        .max(40)
        .regex(SKU_PATTERN, 'must be letters, digits and single hyphens, like TEE-RED-M'),
      slug: z
        .string()
        .trim()
        .max(120)
        .refine((s) => toSlug(s) === s, 'must be lower-case letters, digits and hyphens')
        .optional(),
      price: money(currency),
      compare_at_price: money(currency).optional(),
      tax_rate: z
        .string()
        .trim()
        .regex(/^\d{1,3}(\.\d{1,2})?$/, 'must be a percentage like 18 or 12.5')
        .transform(Number)
        .refine((n) => n <= 100, 'must be at most 100')
        .optional(),
      stock: wholeNumber(MAX_STOCK).optional(),
      weight: wholeNumber(1_000_000).optional(),
      status: z.enum(PRODUCT_STATUSES, { error: 'must be active or draft' }).optional(),
      catalogs: list.optional(),
      tags: list.optional(),
      seo_title: z.string().trim().max(70).optional(),
      seo_description: z.string().trim().max(320).optional(),
      description: z.string().max(20_000).optional(),
    })
    .transform((row) => ({ ...row, slug: row.slug ?? toSlug(row.name) }))
    .refine((row) => row.slug.length > 0, { path: ['slug'], message: 'cannot be made from this name; give a slug' })
    .refine((row) => row.compare_at_price === undefined || row.compare_at_price > row.price, {
      path: ['compare_at_price'],
      message: 'must be higher than the price',
    });

export type ProductCsvRow = z.output<ReturnType<typeof productCsvRow>>;

import { z } from 'zod';
import {
  MAX_PRICE_MINOR,
  MAX_STOCK,
  PRODUCT_STATUSES,
  parseMoney,
  productOption,
  SKU_PATTERN,
  toSlug,
  VARIANT_CSV_COLUMNS,
} from '@stallfront/shared';

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
  z.string(required).transform((text, ctx) => {
    const minor = parseMoney(text, currency);
    if (minor === null || minor > MAX_PRICE_MINOR) {
      ctx.addIssue({ code: 'custom', message: `must be an amount like 499.00 in ${currency}, 0 or more` });
      return z.NEVER;
    }
    return minor;
  });

const required = { error: 'is required' };

const sku = z
  .string(required)
  .trim()
  .toUpperCase()
  .max(40)
  .regex(SKU_PATTERN, 'must be letters, digits and single hyphens, like TEE-RED-M');

/** ":", ";" and "|" write the options cell; a name or value holding one would not read back. */
const OPTION_SEPARATORS = /[:;|]/;

/** "Size: S|M|L; Colour: Red|Blue" → the product's options, in that order. */
const optionsCell = z.string().transform((text, ctx) => {
  const options = [];
  for (const part of text.split(';').filter((p) => p.trim())) {
    const colon = part.indexOf(':');
    const candidate = {
      name: colon < 0 ? '' : part.slice(0, colon),
      values:
        colon < 0
          ? []
          : part
              .slice(colon + 1)
              .split('|')
              .map((v) => v.trim())
              .filter(Boolean),
    };
    const option = productOption.safeParse(candidate);
    if (colon < 0 || !option.success || OPTION_SEPARATORS.test(option.data.name)) {
      ctx.addIssue({ code: 'custom', message: 'must be written like Size: S|M|L; Colour: Red|Blue' });
      return z.NEVER;
    }
    options.push(option.data);
  }
  if (options.length > 3) {
    ctx.addIssue({ code: 'custom', message: 'a product has at most 3 options' });
    return z.NEVER;
  }
  return options;
});

const productRow = (currency: string) =>
  z
    .object({
      name: z.string(required).trim().min(1, 'is required').max(200),
      sku,
      slug: z
        .string()
        .trim()
        .max(120)
        .refine((s) => toSlug(s) === s, 'must be lower-case letters, digits and hyphens')
        .optional(),
      price: money(currency),
      compare_at_price: money(currency).optional(),
      tax_class: z.string().trim().max(60).optional(),
      stock: wholeNumber(MAX_STOCK).optional(),
      weight: wholeNumber(1_000_000).optional(),
      status: z.enum(PRODUCT_STATUSES, { error: 'must be active or draft' }).optional(),
      catalogs: list.optional(),
      tags: list.optional(),
      seo_title: z.string().trim().max(70).optional(),
      seo_description: z.string().trim().max(320).optional(),
      description: z.string().max(20_000).optional(),
      options: optionsCell.optional(),
      option_values: z
        .string()
        .optional()
        .refine((v) => v === undefined, 'belongs on a variant row, which names its product in variant_of'),
    })
    .transform((row) => ({ ...row, kind: 'product' as const, slug: row.slug ?? toSlug(row.name) }))
    .refine((row) => row.slug.length > 0, { path: ['slug'], message: 'cannot be made from this name; give a slug' })
    .refine((row) => row.compare_at_price === undefined || row.compare_at_price > row.price, {
      path: ['compare_at_price'],
      message: 'must be higher than the price',
    });

/** A variant row: the product it belongs to, and the variant's own SKU, price, stock and option values. */
const variantRow = (currency: string) =>
  z
    .object({
      variant_of: sku,
      sku,
      price: money(currency),
      stock: wholeNumber(MAX_STOCK).default(0),
      // Not de-duplicated: two options may share a value (Colour Red, Trim Red).
      option_values: z
        .string(required)
        .transform((s) => s.split('|').map((v) => v.trim()))
        .pipe(z.array(z.string().min(1, 'has an empty value').max(40)).min(1).max(3)),
    })
    .transform((row) => ({ ...row, kind: 'variant' as const }));

const VARIANT_CELLS: readonly string[] = VARIANT_CSV_COLUMNS;

/**
 * One CSV row as the store's currency reads it: a product row, or (with `variant_of`) a row of
 * the product's variants. Text cells become typed fields; empty cells are absent.
 */
export const productCsvRow = (currency: string) =>
  z.record(z.string(), z.string()).transform((cells, ctx) => {
    const isVariant = cells.variant_of !== undefined;
    if (isVariant) {
      for (const column of Object.keys(cells).filter((c) => !VARIANT_CELLS.includes(c))) {
        ctx.addIssue({
          code: 'custom',
          path: [column],
          message: `leave it empty on a variant row (${VARIANT_CELLS.join(', ')} only)`,
        });
      }
    }
    const parsed = (isVariant ? variantRow(currency) : productRow(currency)).safeParse(cells);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return parsed.data;
  });

export type ProductCsvRow = z.output<ReturnType<typeof productCsvRow>>;
export type ProductCsvLine = Extract<ProductCsvRow, { kind: 'product' }>;
export type VariantCsvLine = Extract<ProductCsvRow, { kind: 'variant' }>;

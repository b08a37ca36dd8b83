import { editVersion, seenVersion } from './editing.js';
import { z } from 'zod';
import { isInternalLink, isWebLink } from '../rules/links.js';
import { toTitleCase } from '../rules/products.js';
import { imageField, isoDate, okData, text } from './common.js';
import { commissionField } from './vendors.js';

/** Catalog and navigation names are trimmed and title-cased before saving (spec section 5). */
export const titleCaseName = text(80, { min: 1, required: 'Enter a name' }).transform(toTitleCase);

export const catalogBody = z.object({
  name: titleCaseName,
  description: text(2000, { lines: true }).default(''),
  image: imageField.nullable().default(null),
  status: z.enum(['active', 'hidden']).default('active'),
  /** A multi-vendor store's cut of its vendors' lines in this catalog; null: each vendor's own, else the store's. */
  vendor_commission: commissionField.nullable().default(null),
});
export const catalogUpdateBody = catalogBody.extend({ _id: z.uuid(), ...seenVersion });
export const catalogIdBody = z.object({ _id: z.uuid() });
export const catalogQuery = z.object({ id: z.uuid().optional() });

export const catalog = z.object({
  _id: z.string(),
  version: editVersion,
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  status: z.enum(['active', 'hidden']),
  highlight_position: z.number().int().nullable(),
  vendor_commission: z.object({ type: z.enum(['percent', 'flat']), value: z.number().int() }).nullable(),
  product_count: z.number().int(),
  created_on: isoDate,
});
export type Catalog = z.infer<typeof catalog>;
export const catalogListResponse = z.object({ status: z.literal(true), list: z.array(catalog) });
export const catalogResponse = okData(catalog);

/** PUT /store/catalog/highlights: the highlighted catalogs in their shop-front order. */
export const catalogHighlightsBody = z.object({ ids: z.array(z.uuid()).max(12, 'Highlight 12 catalogs at most') });

/** POST /store/catalog/bulk_upload: a CSV with name[,description,status] columns. */
export const catalogBulkResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  created: z.number().int(),
  skipped: z.number().int(),
});

export const navigationBody = z.object({
  section_id: z.uuid(),
  name: titleCaseName,
  catalog_id: z.uuid().nullable().default(null),
  /** Where a navigation without a catalog points: a path in the store or an https address. */
  link: text(500)
    .refine(
      (l) => isInternalLink(l) || isWebLink(l, { secure: true }),
      'Enter a path in the store like /sale or an https:// address',
    )
    .nullable()
    .default(null),
});
export const navigationUpdateBody = navigationBody.extend({ _id: z.uuid() });
export const navigationQuery = z.object({ section_id: z.uuid().optional(), id: z.uuid().optional() });
export const navigation = z.object({
  _id: z.string(),
  section_id: z.string(),
  name: z.string(),
  catalog_id: z.string().nullable(),
  link: z.string().nullable(),
  position: z.number().int(),
});
export type Navigation = z.infer<typeof navigation>;
export const navigationListResponse = z.object({
  status: z.literal(true),
  list: z.array(navigation),
  sections: z.array(z.object({ _id: z.string(), name: z.string(), position: z.number().int() })),
});
export const navigationResponse = okData(navigation);

/**
 * PUT /store/catalog/navigation_sections: the whole menu in order. Sections without _id are
 * created, sections left out are deleted with their navigations, and each section's
 * navigation_ids give its items' order (an item may move between sections).
 */
export const navigationSectionsBody = z.object({
  sections: z
    .array(
      z.object({
        _id: z.uuid().optional(),
        name: titleCaseName,
        navigation_ids: z.array(z.uuid()).max(100).default([]),
      }),
    )
    .max(20, '20 sections at most'),
});

import { z } from 'zod';
import {
  COLLECTION_ACCESS,
  COLLECTION_KINDS,
  COLLECTION_SORTS,
  COLLECTION_STATUSES,
  type CollectionRules,
  collectionRuleIssues,
} from '../rules/collections.js';
import { PAGE_SLUG } from '../rules/website.js';
import { imageField, text } from '../schemas/common.js';
import { moneyMinor, productTag } from '../schemas/products.js';
import { simpleResource } from './simple-resource.js';

const choice = <T extends Record<string, string>>(options: T, error: string) =>
  z.enum(Object.keys(options) as [keyof T & string, ...(keyof T & string)[]], error);
const ids = (max: number) => z.array(z.uuid()).max(max, `${max} at most`).default([]);

/**
 * /setting/collections: products gathered on a shop page at /collections/{slug}, hand-picked or
 * matched by rules when the page is read (so a new product that fits shows at once).
 */
export const COLLECTION = simpleResource({
  noun: 'collection',
  path: '/store/collection',
  access: COLLECTION_ACCESS,
  nameLabel: 'Title',
  nameMax: 120,
  fields: {
    slug: text(80, { min: 1, required: 'Enter the address of the collection' }).regex(
      PAGE_SLUG,
      'Use lower-case letters, digits and single hyphens, like summer-linen',
    ),
    /** Rich text as the console's editor makes it; the server keeps only the tags that editor can make. */
    description: text(20_000, { lines: true }),
    image: z.union([z.literal(''), imageField]),
    status: choice(COLLECTION_STATUSES, 'Choose draft or published'),
    kind: choice(COLLECTION_KINDS, 'Choose hand-picked or by rules'),
    sort: choice(COLLECTION_SORTS, 'Choose an order'),
    rule_catalog_ids: ids(50),
    rule_tags: z.array(productTag).max(50, '50 tags at most').default([]),
    rule_price_min: moneyMinor.nullable().default(null),
    rule_price_max: moneyMinor.nullable().default(null),
    /** Multi-vendor stores: products of any of these vendors. */
    rule_vendor_ids: ids(50),
  },
  attach: ['products'],
  check: (value) => collectionRuleIssues(value as unknown as CollectionRules),
});
export type Collection = z.infer<typeof COLLECTION.schemas.item>;

import { z } from 'zod';
import { PRODUCT_EXTRA_ACCESS } from '../rules/product-access.js';
import { text } from '../schemas/common.js';
import { listQuery, okPage } from '../schemas/list.js';
import { endpoint } from './endpoint.js';
import { pagedCalls } from './list-calls.js';

/** A category of Google's product taxonomy: its number and its path of names from the top. */
export const taxonomyCategory = z.object({ id: z.number().int(), path: z.string() });

/** A catalog of the store with the Google category it is mapped to, if any. */
export const taxonomyMapping = z.object({
  _id: z.string(),
  name: z.string(),
  products: z.number().int().nonnegative(),
  category: taxonomyCategory.nullable(),
});
export type TaxonomyMapping = z.infer<typeof taxonomyMapping>;

export const TAXONOMY_MAPPED = ['mapped', 'unmapped'] as const;
const taxonomyFilters = { mapped: z.enum(TAXONOMY_MAPPED).optional() };
const search = listQuery(['name'] as const).shape.search;

const reader = { auth: 'store', access: PRODUCT_EXTRA_ACCESS.read } as const;
const writer = { auth: 'store', access: PRODUCT_EXTRA_ACCESS.write } as const;

/** At most this many categories answer one search: the picker shows them, the merchant types more. */
export const TAXONOMY_SEARCH_LIMIT = 30;

/**
 * /product-extras/product-taxonomy: the store's catalogs mapped to Google's product taxonomy.
 * A product's category is the most specific of its catalogs' (rules/taxonomy.ts productCategory).
 */
export const PRODUCT_TAXONOMY_CALLS = {
  ...pagedCalls({
    path: '/store/product_taxonomy',
    caller: reader,
    body: listQuery(['name'] as const).extend(taxonomyFilters),
    count: z.object({ search, ...taxonomyFilters }),
    page: okPage(taxonomyMapping),
    what: 'the store’s catalogs, each with its Google product category',
  }),
  search: endpoint({
    method: 'GET',
    path: '/store/product_taxonomy/search',
    ...reader,
    input: z.object({ q: text(100).default('') }),
    output: z.object({ status: z.literal(true), list: z.array(taxonomyCategory) }),
    summary: 'Categories of Google’s product taxonomy by words of their path, or by number; the top level when empty',
  }),
  map: endpoint({
    method: 'PUT',
    path: '/store/product_taxonomy',
    ...writer,
    input: z.object({
      catalog_ids: z.array(z.uuid()).min(1, 'choose at least one catalog').max(500),
      category_id: z.number().int().positive().nullable(),
    }),
    output: z.object({
      status: z.literal(true),
      message: z.string(),
      data: z.object({ catalogs: z.number().int().nonnegative() }),
    }),
    summary: 'Map catalogs to a category of Google’s product taxonomy, or clear their mapping (null)',
  }),
};

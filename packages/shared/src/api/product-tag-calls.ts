import { z } from 'zod';
import { PRODUCT_TAG_ACCESS } from '../rules/product-access.js';
import { productTag } from '../schemas/products.js';
import { listQuery, okPage } from '../schemas/list.js';
import { endpoint } from './endpoint.js';
import { pagedCalls } from './list-calls.js';

export const PRODUCT_TAG_SORTS = ['name', 'products'] as const;

/** A tag of the store's vocabulary: the tags its products carry, each with how many carry it. */
export const productTagItem = z.object({ name: z.string(), products: z.number().int().nonnegative() });
export type ProductTagItem = z.infer<typeof productTagItem>;

const tagNames = z.array(productTag).min(1, 'choose at least one tag').max(100, '100 tags at most');
const changed = z.object({
  status: z.literal(true),
  message: z.string(),
  /** How many products changed. */
  data: z.object({ products: z.number().int().nonnegative() }),
});
const reader = { auth: 'store', access: PRODUCT_TAG_ACCESS.read } as const;
const writer = { auth: 'store', access: PRODUCT_TAG_ACCESS.write } as const;

/** /product-extras/product-tags: the tag vocabulary, read from the products, renamed and merged on all of them. */
export const PRODUCT_TAG_CALLS = {
  ...pagedCalls({
    path: '/store/product_tag_list',
    caller: reader,
    body: listQuery(PRODUCT_TAG_SORTS),
    count: z.object({ search: listQuery(PRODUCT_TAG_SORTS).shape.search }),
    page: okPage(productTagItem),
    what: 'the tags on the store’s products, each with how many products carry it',
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/store/product_tag',
    ...writer,
    input: z.object({ names: tagNames, to: productTag }),
    output: changed,
    summary: 'Rename tags to one name on every product that has them: to a tag in use, a merge',
  }),
  remove: endpoint({
    method: 'PATCH',
    path: '/store/product_tag',
    ...writer,
    input: z.object({ names: tagNames }),
    output: changed,
    summary: 'Take tags off every product that has them',
  }),
};

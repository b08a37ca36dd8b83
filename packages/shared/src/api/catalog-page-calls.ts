import { z } from 'zod';
import {
  CATALOG_COLUMNS,
  CATALOG_LAYOUTS,
  CATALOG_PAGE_ACCESS,
  CATALOG_PAGE_SIZES,
  CATALOG_SORTS,
} from '../rules/catalog-page.js';
import { okData, okMessage } from '../schemas/common.js';
import { endpoint } from './endpoint.js';

/** How the shop's catalog pages look: the grid or a list, the page's size, its first sort and the filters it offers. */
export const catalogDesign = z.object({
  layout: z.enum(CATALOG_LAYOUTS, 'Choose grid or list'),
  /** Products to a row on a desktop (a phone shows two, a list one). */
  columns: z.literal(CATALOG_COLUMNS, 'Choose 2, 3 or 4 columns'),
  page_size: z.literal(CATALOG_PAGE_SIZES, 'Choose 12, 24 or 48 products a page'),
  /** The sort a page opens with when the shopper has chosen none. */
  sort: z.enum(CATALOG_SORTS, 'Choose newest, price_asc or price_desc'),
  filters: z.object({
    price: z.boolean('Say whether the price filter shows'),
    in_stock: z.boolean('Say whether the in-stock filter shows'),
    tags: z.boolean('Say whether the tag filter shows'),
  }),
});
export type CatalogDesignValue = z.infer<typeof catalogDesign>;

export const catalogDesignOverride = catalogDesign.extend({ id: z.uuid(), catalog_id: z.uuid() });
export type CatalogDesignOverride = z.infer<typeof catalogDesignOverride>;

/** The store_settings value (CATALOG_PAGE_KEY): the design for all catalogs and each catalog's own. */
export const catalogPageValue = z.object({ default: catalogDesign, overrides: z.array(catalogDesignOverride) });
export type CatalogPageValue = z.infer<typeof catalogPageValue>;

export const catalogPageState = z.object({
  /** False until the store first saves: `default` is then the shop's own default. */
  saved: z.boolean(),
  default: catalogDesign,
  overrides: z.array(catalogDesignOverride.extend({ catalog_name: z.string() })),
  /** The store's catalogs, by name: what an override may be for. */
  catalogs: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type CatalogPageState = z.infer<typeof catalogPageState>;

export const catalogOverrideBody = catalogDesign.extend({ catalog_id: z.uuid('Choose a catalog') });
/** `default` changes the design for all catalogs; an override's id changes that override. */
export const catalogDesignBody = catalogDesign.extend({
  id: z.union([z.literal('default'), z.uuid()], 'Say which design to change: default or an override id'),
});
export const catalogOverrideIds = z.object({
  ids: z.array(z.uuid('Give override ids')).min(1, 'Choose an override to remove').max(100, '100 at most'),
});

/** /setting/catalog-page (issue 30): the catalog-page designs at /store/cp. */
export const CATALOG_PAGE_CALLS = {
  get: endpoint({
    method: 'GET',
    path: '/store/cp',
    auth: 'store',
    access: CATALOG_PAGE_ACCESS.read,
    input: undefined,
    output: okData(catalogPageState),
    summary: "The catalog pages' designs: the default (the shop's own until saved) and each catalog's override",
  }),
  add: endpoint({
    method: 'POST',
    path: '/store/cp',
    auth: 'store',
    access: CATALOG_PAGE_ACCESS.write,
    input: catalogOverrideBody,
    output: okData(catalogDesignOverride),
    summary: 'Give one catalog its own design (409 if it has one)',
  }),
  change: endpoint({
    method: 'PUT',
    path: '/store/cp',
    auth: 'store',
    access: CATALOG_PAGE_ACCESS.write,
    input: catalogDesignBody,
    output: okData(catalogDesign.extend({ id: z.string() })),
    summary: 'Change the default design (id "default") or an override',
  }),
  remove: endpoint({
    method: 'PATCH',
    path: '/store/cp',
    auth: 'store',
    access: CATALOG_PAGE_ACCESS.write,
    input: catalogOverrideIds,
    output: okMessage,
    summary: 'Remove overrides by ids: those catalogs use the default again',
  }),
};

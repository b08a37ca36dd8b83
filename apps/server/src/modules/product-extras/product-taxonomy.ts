import { and, eq, ilike, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  categoryName,
  countOf,
  PRODUCT_TAXONOMY_CALLS,
  searchTaxonomy,
  TAXONOMY_SEARCH_LIMIT,
  type TaxonomyMapping,
} from '@stallfront/shared';
import { catalogs, products } from '../../db/schema/index.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { containing } from '../../platform/list/contact-search.js';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { listResource } from '../../platform/list/list-resource.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { owned } from '../../platform/store-scope.js';
import { requireStoreOffers } from '../auth/route-gate.js';
import { googleTaxonomy } from './google-taxonomy.js';

type Filters = z.output<typeof PRODUCT_TAXONOMY_CALLS.count.input>;

// Spelled out: drizzle leaves a lone table's columns unqualified, which the subquery would read as the products'.
const liveProducts = sql<number>`(select count(*)::int from ${products} p
  where p.store_id = "catalogs"."store_id" and not p.archived and p.catalog_ids @> array["catalogs"."id"])`;

/** A category as the console shows it; one a later taxonomy dropped still shows its number. */
function categoryOf(id: number | null): TaxonomyMapping['category'] {
  if (id === null) return null;
  return { id, path: googleTaxonomy().pathOf(id) ?? `Category ${id} (no longer in Google’s taxonomy)` };
}

const mappingList = listResource({
  table: catalogs,
  columns: { id: catalogs.id, name: catalogs.name, categoryId: catalogs.googleCategoryId, products: liveProducts },
  where: (storeId: string, filters: Filters) =>
    owned(
      catalogs,
      storeId,
      filters.search ? ilike(catalogs.name, containing(filters.search)) : undefined,
      filters.mapped === 'mapped' ? isNotNull(catalogs.googleCategoryId) : undefined,
      filters.mapped === 'unmapped' ? isNull(catalogs.googleCategoryId) : undefined,
    ),
  sorts: { name: catalogs.name },
  toItem: (row): TaxonomyMapping => ({
    _id: row.id,
    name: row.name,
    products: Number(row.products),
    category: categoryOf(row.categoryId),
  }),
});

/** /product-extras/product-taxonomy: the catalogs' Google categories, and the search the picker asks. */
export function serveProductTaxonomy(app: FastifyInstance): void {
  const { db } = app.ctx;
  const storeOf = (req: FastifyRequest) => {
    const auth = storeAuthOf(req);
    requireStoreOffers(auth, 'extras_product_taxonomy', app.ctx.now(), 'Estates stores have no product taxonomy.');
    return auth.storeId;
  };
  const { list, count } = listHandlers(db, mappingList, storeOf);
  serveCalls(app, PRODUCT_TAXONOMY_CALLS, ['product taxonomy'], {
    list,
    count,
    search: ({ q }, req) => {
      storeOf(req);
      return { list: searchTaxonomy(googleTaxonomy().categories, q, TAXONOMY_SEARCH_LIMIT) };
    },
    map: async ({ catalog_ids, category_id }, req) => {
      const storeId = storeOf(req);
      const path = category_id === null ? null : googleTaxonomy().pathOf(category_id);
      if (path === undefined) throw badRequest('category_id: is not a category of Google’s product taxonomy');
      const ids = [...new Set(catalog_ids)];
      // All or none: an id of another store undoes the rest.
      const changed = await db.transaction(async (tx) => {
        const rows = await tx
          .update(catalogs)
          .set({ googleCategoryId: category_id })
          .where(and(eq(catalogs.storeId, storeId), inArray(catalogs.id, ids)))
          .returning({ id: catalogs.id });
        if (rows.length < ids.length) {
          throw notFound(`catalog_ids: ${countOf(ids.length - rows.length, 'catalog')} not in your store`);
        }
        return rows;
      });
      const what = countOf(changed.length, 'catalog');
      const message = path === null ? `Cleared the category of ${what}.` : `Mapped ${what} to “${categoryName(path)}”.`;
      return { message, data: { catalogs: changed.length } };
    },
  });
}

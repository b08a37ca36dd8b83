import { gt, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { CatalogFilter } from '@stallfront/shared/catalog-page';
import { products } from '../../db/schema/index.js';

/**
 * A catalog page's filter as conditions on the products: the price is the card's (the lowest a
 * variant costs is the product's price), the stock the product's total, any of the ticked tags.
 */
export function filterConditions(filter: CatalogFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.minPrice !== null) conditions.push(gte(products.price, filter.minPrice));
  if (filter.maxPrice !== null) conditions.push(lte(products.price, filter.maxPrice));
  if (filter.inStock) conditions.push(gt(products.stock, 0));
  if (filter.tags.length) {
    conditions.push(
      sql`${products.tags} && array[${sql.join(
        filter.tags.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  return conditions;
}

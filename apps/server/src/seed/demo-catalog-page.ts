import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CATALOG_PAGE_KEY, type CatalogPageValue, DEFAULT_CATALOG_DESIGN } from '@stallfront/shared/catalog-page';
import type { Tx } from '../db/client.js';
import { catalogs, storeSettings } from '../db/schema/index.js';
import type { DemoStore } from './demo-stores.js';

/**
 * Urban Threads' catalog pages (/setting/catalog-page): three columns of 24 with the price and
 * in-stock filters, and its Accessories as a list of 12, cheapest first, filtered by tag too.
 * Nothing here draws from the seeded random sequence.
 */
const DESIGNS: Record<string, { overrides: Record<string, CatalogPageValue['default']> }> = {
  'urban-threads': {
    overrides: {
      Accessories: {
        layout: 'list',
        columns: 3,
        page_size: 12,
        sort: 'price_asc',
        filters: { price: true, in_stock: true, tags: true },
      },
    },
  },
};

export async function seedDemoCatalogPage(tx: Tx, storeId: string, demo: DemoStore): Promise<void> {
  const designs = DESIGNS[demo.subDomain];
  if (!designs) return;
  const overrides: CatalogPageValue['overrides'] = [];
  for (const [name, design] of Object.entries(designs.overrides)) {
    const [catalog] = await tx
      .select({ id: catalogs.id })
      .from(catalogs)
      .where(and(eq(catalogs.storeId, storeId), eq(catalogs.name, name)));
    if (catalog) overrides.push({ ...design, id: randomUUID(), catalog_id: catalog.id });
  }
  const value: CatalogPageValue = {
    default: {
      ...DEFAULT_CATALOG_DESIGN,
      columns: 3,
      page_size: 24,
      filters: { price: true, in_stock: true, tags: false },
    },
    overrides,
  };
  await tx.insert(storeSettings).values({ storeId, key: CATALOG_PAGE_KEY, value });
}

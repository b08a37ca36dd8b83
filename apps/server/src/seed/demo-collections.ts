import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CollectionKind, CollectionSort } from '@stallfront/shared/collections';
import type { Tx } from '../db/client.js';
import { collectionProducts, collections, products } from '../db/schema/index.js';
import type { DemoStore } from './demo-stores.js';

interface DemoCollection {
  title: string;
  slug: string;
  description: string;
  kind: CollectionKind;
  sort: CollectionSort;
  /** A hand-picked collection's products, by name (demo-catalogues.ts). */
  picks?: string[];
  tags?: string[];
  /** Minor units. */
  priceMax?: number;
}

/**
 * The demo stores' collections (stores with the collections feature): one hand-picked, two by
 * rules (tags, and tags with a price), so the screen shows both kinds and the shop their pages.
 */
const COLLECTIONS: Record<string, DemoCollection[]> = {
  'urban-threads': [
    {
      title: 'Staff picks',
      slug: 'staff-picks',
      description: '<p>What our team wears most, chosen by hand.</p>',
      kind: 'manual',
      sort: 'name',
      picks: ['Oxford Shirt', 'Wrap Dress', 'Leather Belt', 'Canvas Tote'],
    },
    {
      title: 'Summer edit',
      slug: 'summer-edit',
      description:
        '<p>Linen and light cotton for the hottest months: everything we tag <em>summer</em> or <em>linen</em>.</p>',
      kind: 'rules',
      sort: 'newest',
      tags: ['summer', 'linen'],
    },
    {
      title: 'Gifts under ₹1,500',
      slug: 'gifts-under-1500',
      description: '<p>Easy presents, each under ₹1,500.</p>',
      kind: 'rules',
      sort: 'price_asc',
      tags: ['gift'],
      priceMax: 1500_00,
    },
  ],
};

export async function seedDemoCollections(tx: Tx, storeId: string, demo: DemoStore): Promise<void> {
  for (const demoCollection of COLLECTIONS[demo.subDomain] ?? []) {
    const { title, picks = [], tags = [], priceMax = null, ...fields } = demoCollection;
    const [row] = await tx
      .insert(collections)
      .values({
        storeId,
        ...fields,
        name: title,
        image: '',
        status: 'published',
        ruleTags: tags,
        rulePriceMax: priceMax,
      })
      .returning({ id: collections.id });
    if (!row || picks.length === 0) continue;
    const picked = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), inArray(products.name, picks)))
      .orderBy(asc(products.name));
    await tx.insert(collectionProducts).values(picked.map((p) => ({ storeId, thingId: row.id, targetId: p.id })));
  }
}

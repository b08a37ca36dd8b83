import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { PRODUCT_EXTRA_TABLES, products } from '../db/schema/index.js';
import { type DemoThing, seedAttached } from './demo-things.js';

/** An add-on offer of the demo: what it offers by product name, and where it is shown. */
interface DemoOffer {
  heading: string;
  offered: string[];
  discountPercent: number;
  products?: string[];
  catalogs?: string[];
}

/** A clothing shop's "frequently bought together" (product names from demo-products.ts). */
const ADDON_OFFERS: Record<string, DemoOffer[]> = {
  clothing: [
    {
      heading: 'Complete the look',
      offered: ['Leather Belt', 'Woven Cap', 'Cotton Socks'],
      discountPercent: 10,
      products: ['Slim Chinos', 'Polo Tee', 'Denim Jeans'],
    },
    {
      heading: 'Pair it with',
      offered: ['Silk Scarf', 'Canvas Tote'],
      discountPercent: 15,
      catalogs: ['Women'],
    },
  ],
};

/** A clothing shop's paid options: gift wrap on its accessories, a monogram on its shirts, a photo printed on its tote. */
export const ADDONS: Record<string, DemoThing[]> = {
  clothing: [
    {
      name: 'Gift wrap',
      fields: { kind: 'tick', price: 9_900, required: false, maxChars: 1 },
      catalogs: ['Accessories'],
    },
    {
      name: 'Monogram',
      fields: { kind: 'text', price: 14_900, required: false, maxChars: 3 },
      products: ['Oxford Shirt', 'Linen Kurta'],
    },
    {
      name: 'Print your photo',
      fields: { kind: 'file', price: 19_900, required: false, maxChars: 1 },
      products: ['Canvas Tote'],
    },
  ],
};

/** Saves the demo's add-on offers, their offered products' names turned into the store's ids. */
export async function seedAddonOffers(tx: Tx, storeId: string, kind: string): Promise<void> {
  const offers = ADDON_OFFERS[kind] ?? [];
  const names = offers.flatMap((o) => o.offered);
  if (names.length === 0) return;
  const rows = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.name, names)));
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  const things: DemoThing[] = offers.map((offer) => ({
    name: offer.heading,
    fields: {
      offeredIds: offer.offered.flatMap((name) => idOf.get(name) ?? []),
      discountPercent: offer.discountPercent,
    },
    products: offer.products,
    catalogs: offer.catalogs,
  }));
  await seedAttached(tx, storeId, PRODUCT_EXTRA_TABLES.addonProduct, things);
}

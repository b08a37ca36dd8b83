import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { catalogs, footnoteCatalogs, footnoteProducts, footnotes, products } from '../db/schema/index.js';
import type { DemoStore } from './demo-stores.js';

interface DemoFootnote {
  name: string;
  text: string;
  /** By name, from the store's assortment (demo-products.ts). */
  catalogs?: string[];
  products?: string[];
}

/** Footnotes a shop of each category would write, attached to its own catalogs and products. */
const FOOTNOTES: Record<string, DemoFootnote[]> = {
  clothing: [
    {
      name: 'Care',
      text: 'Machine wash cold with like colours.\nDry in the shade and iron on medium heat.',
      catalogs: ['Men', 'Women'],
    },
    {
      name: 'Handwoven',
      text: 'Woven by hand on a loom: small changes in the weave are its character, not flaws.',
      products: ['Cotton Saree', 'Linen Kurta'],
    },
    {
      name: 'Leather care',
      text: 'Wipe with a dry cloth; keep away from water and direct sun.',
      products: ['Leather Belt'],
    },
    { name: 'Gift wrap', text: 'Every order can be gift wrapped at checkout: tell us in the order note.' },
  ],
  grocery: [
    {
      name: 'Freshness',
      text: 'Picked and packed on the day of delivery. Keep refrigerated and use within 3 days.',
      catalogs: ['Fresh Fruits'],
    },
  ],
};

/** The demo store's footnotes, so the footnote screen and the shop's product pages show some. */
export async function seedDemoFootnotes(tx: Tx, storeId: string, demo: DemoStore): Promise<void> {
  for (const note of FOOTNOTES[demo.category] ?? []) {
    const [row] = await tx
      .insert(footnotes)
      .values({ storeId, name: note.name, text: note.text })
      .returning({ id: footnotes.id });
    if (!row) throw new Error(`footnote ${note.name} was not saved`);
    const productRows = note.products?.length
      ? await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.storeId, storeId), inArray(products.name, note.products)))
      : [];
    const catalogRows = note.catalogs?.length
      ? await tx
          .select({ id: catalogs.id })
          .from(catalogs)
          .where(and(eq(catalogs.storeId, storeId), inArray(catalogs.name, note.catalogs)))
      : [];
    if (productRows.length) {
      await tx.insert(footnoteProducts).values(productRows.map((p) => ({ storeId, thingId: row.id, targetId: p.id })));
    }
    if (catalogRows.length) {
      await tx.insert(footnoteCatalogs).values(catalogRows.map((c) => ({ storeId, thingId: row.id, targetId: c.id })));
    }
  }
}

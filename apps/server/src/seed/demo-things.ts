import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';
import { catalogs, products } from '../db/schema/index.js';

/** A demo named thing: its name, its own fields, and where it is attached (by name, from demo-products.ts). */
export interface DemoThing {
  name: string;
  fields: Record<string, unknown>;
  catalogs?: string[];
  products?: string[];
}

export interface ExtraTables {
  things: PgTable & { id: PgColumn };
  /** None for an extra that stands alone (variant colours). */
  links?: { products: PgTable; catalogs: PgTable };
}

/** Saves a store's demo things of one extra and links them to the products and catalogs they name. */
export async function seedAttached(tx: Tx, storeId: string, tables: ExtraTables, demo: DemoThing[]): Promise<void> {
  const idsOf = async (table: typeof products | typeof catalogs, names: string[] | undefined) =>
    names?.length
      ? tx
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.storeId, storeId), inArray(table.name, names)))
      : [];
  for (const thing of demo) {
    const [row] = (await tx
      .insert(tables.things)
      .values({ storeId, name: thing.name, ...thing.fields })
      .returning({ id: tables.things.id })) as { id: string }[];
    if (!row) throw new Error(`${thing.name} was not saved`);
    const links = (targets: { id: string }[]) => targets.map((t) => ({ storeId, thingId: row.id, targetId: t.id }));
    const productRows = await idsOf(products, thing.products);
    const catalogRows = await idsOf(catalogs, thing.catalogs);
    if (productRows.length && tables.links) await tx.insert(tables.links.products).values(links(productRows));
    if (catalogRows.length && tables.links) await tx.insert(tables.links.catalogs).values(links(catalogRows));
  }
}

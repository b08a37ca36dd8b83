import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { type Sellable, sellableOf, stockProblem } from '@stallfront/shared';
import type { Tx } from '../../db/client.js';
import { type ProductRow, productSkus, products } from '../../db/schema/index.js';
import { conflict } from '../../platform/errors.js';
import { ofActiveVendor } from '../products/vendor-state.js';

/** A transaction or the database: stock is only ever changed inside a transaction. */

export interface HeldLine {
  product: ProductRow;
  sellable: Sellable;
  quantity: number;
}

/**
 * Locks the products behind these SKUs (in id order, so two checkouts never deadlock) and
 * answers what each line buys as the row is now. Any line that cannot be had refuses the
 * whole cart with every reason at once.
 */
export async function lockLines(tx: Tx, storeId: string, lines: { sku: string; quantity: number }[]) {
  const skus = lines.map((l) => l.sku);
  const owners = await tx
    .select({ sku: productSkus.sku, productId: productSkus.productId })
    .from(productSkus)
    .where(and(eq(productSkus.storeId, storeId), inArray(productSkus.sku, skus)));
  const productOfSku = new Map(owners.map((o) => [o.sku, o.productId]));
  const ids = [...new Set(owners.map((o) => o.productId))];
  const rows = ids.length
    ? await tx
        .select({ ...getTableColumns(products), vendorActive: ofActiveVendor })
        .from(products)
        .where(and(eq(products.storeId, storeId), inArray(products.id, ids)))
        .orderBy(asc(products.id))
        .for('update')
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));

  const held: HeldLine[] = [];
  const problems: string[] = [];
  for (const line of lines) {
    const product = byId.get(productOfSku.get(line.sku) ?? '');
    if (!product) {
      problems.push(`No item has the SKU ${line.sku}`);
      continue;
    }
    const found = sellableOf(product, line.sku);
    if (!found.ok) {
      problems.push(found.problem);
      continue;
    }
    const shortage = stockProblem(found.sellable, line.quantity);
    if (shortage) problems.push(shortage);
    else held.push({ product, sellable: found.sellable, quantity: line.quantity });
  }
  if (problems.length > 0) throw conflict(`${problems.join('. ')}. Change your cart and try again.`);
  return held;
}

/** Takes the held quantities from the rows `lockLines` locked. */
export async function takeStock(tx: Tx, storeId: string, held: HeldLine[]) {
  const productIds = [...new Set(held.map((h) => h.product.id))];
  for (const productId of productIds) {
    const lines = held.filter((h) => h.product.id === productId);
    const product = (lines[0] as HeldLine).product;
    const taken = (index: number | null) =>
      lines.filter((l) => l.sellable.variantIndex === index).reduce((n, l) => n + l.quantity, 0);
    await setStock(tx, storeId, productId, product, taken);
  }
}

/**
 * Gives back what an order took (a failed payment, a cancellation): the rows are locked and
 * read again, and a SKU that no longer exists gives nothing back.
 */
export async function returnStock(tx: Tx, storeId: string, lines: { sku: string; quantity: number }[]) {
  const skus = lines.map((l) => l.sku);
  const rows = await tx
    .select()
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        inArray(
          products.id,
          tx
            .select({ id: productSkus.productId })
            .from(productSkus)
            .where(and(eq(productSkus.storeId, storeId), inArray(productSkus.sku, skus))),
        ),
      ),
    )
    .orderBy(asc(products.id))
    .for('update');
  for (const product of rows) {
    const skuAt = (index: number | null) => (index === null ? product.sku : product.variants[index]?.sku);
    const given = (index: number | null) =>
      -lines.filter((l) => l.sku === skuAt(index)).reduce((n, l) => n + l.quantity, 0);
    await setStock(tx, storeId, product.id, product, given);
  }
}

/** Writes a product's stock less `taken(variantIndex)` (null: the product's own stock). */
async function setStock(
  tx: Tx,
  storeId: string,
  productId: string,
  product: ProductRow,
  taken: (variantIndex: number | null) => number,
) {
  const where = and(eq(products.storeId, storeId), eq(products.id, productId));
  if (product.variants.length === 0) {
    await tx
      .update(products)
      .set({ stock: product.stock - taken(null) })
      .where(where);
    return;
  }
  // The variant totals trigger sums the variants' stock into the product's.
  const variants = product.variants.map((v, i) => ({ ...v, stock: v.stock - taken(i) }));
  await tx.update(products).set({ variants }).where(where);
}

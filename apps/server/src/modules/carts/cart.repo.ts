import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CartLine } from '@stallfront/shared';
import type { Db, Tx } from '../../db/client.js';
import { type CartRow, carts, type ProductRow, productSkus, products } from '../../db/schema/index.js';
import { owned } from '../../platform/store-scope.js';
import { ofActiveVendor } from '../products/vendor-state.js';

/** A cart that is still a cart: this store's, not yet ordered. */
export async function openCart(db: Db, storeId: string, cartId: string | null): Promise<CartRow | null> {
  if (!cartId) return null;
  const [row] = await db
    .select()
    .from(carts)
    .where(owned(carts, storeId, eq(carts.id, cartId), isNull(carts.orderedAt)));
  return row ?? null;
}

/** The open cart, locked until the transaction ends: a second checkout of it waits, then finds it ordered. */
export async function lockOpenCart(tx: Tx, storeId: string, cartId: string | null): Promise<CartRow | null> {
  if (!cartId) return null;
  const [row] = await tx
    .select()
    .from(carts)
    .where(owned(carts, storeId, eq(carts.id, cartId), isNull(carts.orderedAt)))
    .for('update');
  return row ?? null;
}

export async function saveCartLines(
  db: Db,
  storeId: string,
  cart: CartRow | null,
  lines: CartLine[],
  kind: 'order' | 'quote',
  now: Date,
  { quickOrder = false } = {},
): Promise<string> {
  // Once lines come from the quick order form, the cart stays a quick order's.
  const marks = quickOrder ? { quickOrder } : {};
  if (cart) {
    await db
      .update(carts)
      .set({ lines, updatedAt: now, abandonedAt: null, ...marks })
      .where(owned(carts, storeId, eq(carts.id, cart.id)));
    return cart.id;
  }
  const [created] = await db
    .insert(carts)
    .values({ storeId, lines, kind, ...marks })
    .returning({ id: carts.id });
  return (created as { id: string }).id;
}

/** The products selling these SKUs in this store, by SKU. */
export async function productsBySku(db: Db, storeId: string, skus: string[]): Promise<Map<string, SoldProduct>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ sku: productSkus.sku, product: products, vendorActive: ofActiveVendor })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(and(eq(productSkus.storeId, storeId), inArray(productSkus.sku, skus)));
  return new Map(rows.map((r) => [r.sku, { ...r.product, vendorActive: r.vendorActive }]));
}

/** A product row with whether its vendor (if any) is active, which decides whether it sells. */
export type SoldProduct = ProductRow & { vendorActive: boolean };

import { and, eq, inArray } from 'drizzle-orm';
import { type DeliveryAddress, type ShippingAnswer, type ShippingCart, shippingChoices } from '@stallfront/shared';
import type { DbOrTx } from '../../db/client.js';
import { products, productSkus } from '../../db/schema/index.js';
import { shippingConfigOf } from './shipping-config.js';

type ShippingStore = { id: string; currency: string; features: readonly string[] };

/** The delivery choices for a cart going to an address, each with its fee (shippingChoices on the store's settings). */
export async function choicesFor(
  db: DbOrTx,
  store: ShippingStore,
  cart: ShippingCart,
  address: DeliveryAddress,
): Promise<ShippingAnswer> {
  return shippingChoices(await shippingConfigOf(db, store), cart, address);
}

/** The same for the cart's lines as the cart shows them: their totals after bundle savings, their products' weights. */
export async function deliveryChoicesFor(
  db: DbOrTx,
  store: ShippingStore,
  lines: readonly { sku: string; quantity: number; line_total: number }[],
  address: DeliveryAddress,
): Promise<ShippingAnswer> {
  const skus = lines.map((l) => l.sku);
  const weights = skus.length
    ? await db
        .select({ sku: productSkus.sku, weight: products.weight })
        .from(productSkus)
        .innerJoin(products, eq(products.id, productSkus.productId))
        .where(and(eq(productSkus.storeId, store.id), inArray(productSkus.sku, skus)))
    : [];
  const weightOf = new Map(weights.map((w) => [w.sku, w.weight]));
  const cart: ShippingCart = {
    subtotal: lines.reduce((n, l) => n + l.line_total, 0),
    lines: lines.map((l) => ({ quantity: l.quantity, weight: weightOf.get(l.sku) ?? null })),
  };
  return choicesFor(db, store, cart, address);
}

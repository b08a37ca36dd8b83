import { and, asc, eq } from 'drizzle-orm';
import type { ShippingConfig } from '@stallfront/shared';
import type { DbOrTx } from '../../db/client.js';
import { branches, deliveryMethods, shippingMethods, stores } from '../../db/schema/index.js';
import { owned } from '../../platform/store-scope.js';

/** A branch of the store that can hand out orders, or null. */
export async function branchOfStore(db: DbOrTx, storeId: string, branchId: string) {
  const [row] = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(eq(branches.storeId, storeId), eq(branches.id, branchId), eq(branches.status, 'active')));
  return row ?? null;
}

/** The store's branches that can hand out orders, by name. */
export const activeBranches = (db: DbOrTx, storeId: string) =>
  db
    .select({ id: branches.id, name: branches.name, address: branches.address })
    .from(branches)
    .where(and(eq(branches.storeId, storeId), eq(branches.status, 'active')))
    .orderBy(asc(branches.name));

/**
 * What the checkout's choices depend on besides the cart and the address: the store's country,
 * its delivery and shipping methods in the order they were added, and its active branches.
 */
export async function shippingConfigOf(
  db: DbOrTx,
  store: { id: string; currency: string; features: readonly string[] },
): Promise<ShippingConfig> {
  const [[own], delivery, shipping, open] = await Promise.all([
    db.select({ country: stores.country }).from(stores).where(eq(stores.id, store.id)),
    db
      .select()
      .from(deliveryMethods)
      .where(owned(deliveryMethods, store.id))
      .orderBy(asc(deliveryMethods.createdAt), asc(deliveryMethods.id)),
    db
      .select()
      .from(shippingMethods)
      .where(owned(shippingMethods, store.id))
      .orderBy(asc(shippingMethods.createdAt), asc(shippingMethods.id)),
    db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(and(eq(branches.storeId, store.id), eq(branches.status, 'active'))),
  ]);
  return {
    currency: store.currency,
    country: own?.country ?? '',
    features: store.features,
    delivery: delivery.map((d) => ({
      id: d.id,
      name: d.name,
      active: d.active,
      kind: d.kind,
      branch_id: d.branchId,
      fee: d.fee,
      free_above: d.freeAbove,
      area: d.area,
    })),
    shipping: shipping.map((s) => ({ id: s.id, name: s.name, active: s.active, zone: s.zone, rate: s.rate })),
    branches: open,
  };
}

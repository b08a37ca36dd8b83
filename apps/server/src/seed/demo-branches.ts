import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { orders } from '../db/schema/index.js';

/** Every third of the demo store's shop orders is picked up at one of its branches, in turn. */
export async function seedDemoPickups(tx: Tx, storeId: string, branchIds: string[]): Promise<void> {
  if (!branchIds.length) return;
  const placed = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.storeId, storeId))
    .orderBy(asc(orders.createdAt));
  const picked = placed.filter((_, i) => i % 3 === 0);
  for (const [n, branchId] of branchIds.entries()) {
    const ids = picked.filter((_, i) => i % branchIds.length === n).map((o) => o.id);
    if (ids.length)
      await tx
        .update(orders)
        .set({ branchId })
        .where(and(eq(orders.storeId, storeId), inArray(orders.id, ids)));
  }
}

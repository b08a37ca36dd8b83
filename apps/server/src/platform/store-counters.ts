import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { storeCounters } from '../db/schema/index.js';

/**
 * The store's next number of a kind (orders, quotes), from 1001. The counter row stays locked
 * until the transaction ends, so numbers are never shared and a rolled-back one is reused.
 */
export async function nextNumber(tx: Tx, storeId: string, counter: 'order_number' | 'quote_number'): Promise<number> {
  const [row] = await tx
    .insert(storeCounters)
    .values({ storeId, name: counter, value: 1001 })
    .onConflictDoUpdate({
      target: [storeCounters.storeId, storeCounters.name],
      set: { value: sql`${storeCounters.value} + 1` },
    })
    .returning({ value: storeCounters.value });
  return (row as { value: number }).value;
}

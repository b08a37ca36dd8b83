import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { storeCounters } from '../db/schema/index.js';

/** What a store counts: orders and quotes from 1001, each year's invoices (`invoice:2026-27`) from 1. */
export type StoreCounter = 'order_number' | 'quote_number' | `invoice:${string}`;

/**
 * The store's next number of a kind. The counter row stays locked until the transaction ends,
 * so numbers are never shared and a rolled-back one is reused.
 */
export async function nextNumber(tx: Tx, storeId: string, counter: StoreCounter, first = 1001): Promise<number> {
  const [row] = await tx
    .insert(storeCounters)
    .values({ storeId, name: counter, value: first })
    .onConflictDoUpdate({
      target: [storeCounters.storeId, storeCounters.name],
      set: { value: sql`${storeCounters.value} + 1` },
    })
    .returning({ value: storeCounters.value });
  return (row as { value: number }).value;
}

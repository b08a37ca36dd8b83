import { and, eq } from 'drizzle-orm';
import { formatInvoiceNumber, invoiceCounter, invoiceYearLabel } from '@stallfront/shared';
import type { Db } from '../../../db/client.js';
import { orders } from '../../../db/schema/index.js';
import { nextNumber } from '../../../platform/store-counters.js';

export interface InvoiceNumber {
  number: string;
  issuedAt: Date;
}

/**
 * The order's invoice number, given the first time it is asked for and kept on the order. The
 * order row is locked while it is read and written, so two first prints of one order agree; the
 * year's counter row is locked until the number is written, so two orders never share one and a
 * number is never skipped. The unique index (store, invoice number) stands behind both.
 */
export async function invoiceNumberOf(
  db: Db,
  storeId: string,
  orderId: string,
  where: { country: string; timeZone: string },
  now: Date,
): Promise<InvoiceNumber> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ number: orders.invoiceNumber, issuedAt: orders.invoicedAt })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)))
      .for('update');
    if (row?.number && row.issuedAt) return { number: row.number, issuedAt: row.issuedAt };
    const year = invoiceYearLabel(now, where.timeZone, where.country);
    const number = formatInvoiceNumber(year, await nextNumber(tx, storeId, invoiceCounter(year), 1));
    await tx
      .update(orders)
      .set({ invoiceNumber: number, invoicedAt: now })
      .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)));
    return { number, issuedAt: now };
  });
}

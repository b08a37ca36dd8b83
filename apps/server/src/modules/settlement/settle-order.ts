import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  type CommissionRate,
  commissionRateOf,
  type PaymentStatus,
  reversed,
  salePostings,
  splitLine,
  transactionFeeBpsOf,
} from '@stallfront/shared';
import { storePackageOf } from '../admin-packages/catalogue.js';
import type { Tx } from '../../db/client.js';
import { catalogs, orderLines, orders, products, settlementLines, stores, vendors } from '../../db/schema/index.js';
import { post } from '../../platform/ledger/ledger.js';

/** Payment states of an order that was paid (a refund due or done was a payment first). */
const WAS_PAID: readonly PaymentStatus[] = ['paid', 'refund_due', 'refunded'];
const GIVEN_BACK: readonly PaymentStatus[] = ['refund_due', 'refunded'];

/**
 * Brings an order's vendor lines' settlement up to date with its payment, inside the caller's
 * transaction: a paid order's lines get their sale posted, a refunded or cancelled paid order's
 * lines their reversal. Each (line, event) is a unique settlement_lines row inserted with
 * ON CONFLICT DO NOTHING, and only the insert that wrote the row posts, so calling this again,
 * or twice at once, never posts twice. Answers how many transactions it posted.
 */
export async function settleOrder(tx: Tx, storeId: string, orderId: string, now: Date): Promise<number> {
  const [order] = await tx
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      currency: orders.currency,
    })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)));
  if (!order || !WAS_PAID.includes(order.paymentStatus)) return 0;
  const givenBack = GIVEN_BACK.includes(order.paymentStatus) || order.status === 'cancelled';

  const lines = await tx
    .select({
      id: orderLines.id,
      vendorId: orderLines.vendorId,
      name: orderLines.name,
      quantity: orderLines.quantity,
      subtotal: orderLines.subtotal,
      tax: orderLines.tax,
      vendorRate: vendors.commission,
      catalogIds: products.catalogIds,
    })
    .from(orderLines)
    .innerJoin(vendors, eq(vendors.id, orderLines.vendorId))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.storeId, storeId), eq(orderLines.orderId, orderId), isNotNull(orderLines.vendorId)));
  if (lines.length === 0) return 0;

  const [store] = await tx
    .select({ rate: stores.vendorCommission, packageId: stores.packageId })
    .from(stores)
    .where(eq(stores.id, storeId));
  const pkg = store && (await storePackageOf(tx, storeId, store.packageId));
  const feeBps = pkg?.transactionFeeBps ?? transactionFeeBpsOf(store?.packageId);
  const catalogIds = [...new Set(lines.flatMap((l) => l.catalogIds ?? []))];
  const catalogRates = new Map<string, CommissionRate | null>();
  if (catalogIds.length > 0) {
    const rows = await tx
      .select({ id: catalogs.id, rate: catalogs.vendorCommission })
      .from(catalogs)
      .where(and(eq(catalogs.storeId, storeId), inArray(catalogs.id, catalogIds)));
    for (const row of rows) catalogRates.set(row.id, row.rate ?? null);
  }

  let posted = 0;
  for (const line of lines) {
    const vendorId = line.vendorId as string;
    const rate = commissionRateOf(
      line.vendorRate,
      (line.catalogIds ?? []).map((id) => catalogRates.get(id)),
      store?.rate,
    );
    const split = splitLine({ subtotal: line.subtotal, tax: line.tax, quantity: line.quantity }, rate, feeBps);
    const sale = salePostings(vendorId, split);
    const recordSale = async () => {
      const [written] = await tx
        .insert(settlementLines)
        .values({
          storeId,
          vendorId,
          orderId,
          orderLineId: line.id,
          orderNumber: order.number,
          name: line.name,
          event: 'sale',
          currency: order.currency,
          total: split.total,
          commission: split.commission,
          fee: split.fee,
          net: split.net,
          createdAt: now,
        })
        .onConflictDoNothing({ target: [settlementLines.orderLineId, settlementLines.event] })
        .returning({ id: settlementLines.id });
      if (!written || sale.length === 0) return;
      const transactionId = await post(tx, {
        storeId,
        currency: order.currency,
        memo: `Sale of order #${order.number}: ${line.name}`,
        postings: sale,
        at: now,
      });
      await tx.update(settlementLines).set({ transactionId }).where(eq(settlementLines.id, written.id));
      posted += 1;
    };
    await recordSale();
    // The reversal repeats the sale's own figures (the row written at the sale), whatever rates say now.
    if (givenBack && (await reverseLine(tx, storeId, line.id, now))) posted += 1;
  }
  return posted;
}

/** Posts a line's reversal once, with the figures its sale was posted with; true when it posted. */
async function reverseLine(tx: Tx, storeId: string, orderLineId: string, now: Date): Promise<boolean> {
  const [sale] = await tx
    .select()
    .from(settlementLines)
    .where(
      and(
        eq(settlementLines.storeId, storeId),
        eq(settlementLines.orderLineId, orderLineId),
        eq(settlementLines.event, 'sale'),
      ),
    );
  if (!sale) return false;
  const [written] = await tx
    .insert(settlementLines)
    .values({
      storeId,
      vendorId: sale.vendorId,
      orderId: sale.orderId,
      orderLineId,
      orderNumber: sale.orderNumber,
      name: sale.name,
      event: 'reversal',
      currency: sale.currency,
      total: -sale.total,
      commission: -sale.commission,
      fee: -sale.fee,
      net: -sale.net,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [settlementLines.orderLineId, settlementLines.event] })
    .returning({ id: settlementLines.id });
  if (!written || sale.total === 0) return false;
  const postings = reversed(
    salePostings(sale.vendorId, { total: sale.total, commission: sale.commission, fee: sale.fee, net: sale.net }),
  );
  const transactionId = await post(tx, {
    storeId,
    currency: sale.currency,
    memo: `Reversal of order #${sale.orderNumber}: ${sale.name}`,
    postings,
    at: now,
  });
  await tx.update(settlementLines).set({ transactionId }).where(eq(settlementLines.id, written.id));
  return true;
}

/** Every paid order of a store with vendor lines not yet settled (the demo seed, a catch-up). */
export async function settleStoreOrders(tx: Tx, storeId: string, now: Date): Promise<number> {
  const rows = await tx.execute<{ order_id: string }>(sql`
    select distinct l.order_id from order_lines l join orders o on o.id = l.order_id
    where l.store_id = ${storeId} and l.vendor_id is not null
      and o.payment_status in ('paid', 'refund_due', 'refunded')
      and not exists (select 1 from settlement_lines s where s.order_line_id = l.id and s.event = 'sale')
    order by l.order_id`);
  let posted = 0;
  for (const row of rowsOf<{ order_id: string }>(rows)) posted += await settleOrder(tx, storeId, row.order_id, now);
  return posted;
}

/** PGlite answers `{ rows }`, node-postgres a result with rows too; both carry `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

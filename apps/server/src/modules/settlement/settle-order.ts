import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  type CommissionRate,
  commissionRateOf,
  type PaymentStatus,
  type Posting,
  reversed,
  salePostings,
  splitLine,
  transactionFeeBpsOf,
} from '@stallfront/shared';
import { storePackageOf } from '../admin-packages/catalogue.js';
import type { Tx } from '../../db/client.js';
import { catalogs, orderLines, orders, products, settlementLines, stores, vendors } from '../../db/schema/index.js';
import { postAll } from '../../platform/ledger/ledger.js';

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
export const settleOrder = (tx: Tx, storeId: string, orderId: string, now: Date): Promise<number> =>
  settleOrders(tx, storeId, [orderId], now);

type SettlementRow = typeof settlementLines.$inferInsert;

/**
 * settleOrder for many orders of a store at once: one read of their lines, rates and earlier
 * sales, one insert of the settlement rows and one of their postings (a catch-up of thousands of
 * orders costs a few statements, not a few per line). The settlement rows carry their ledger
 * transaction's id from the start; only the rows the insert wrote get their postings.
 */
export async function settleOrders(tx: Tx, storeId: string, orderIds: readonly string[], now: Date): Promise<number> {
  if (orderIds.length === 0) return 0;
  const paid = await tx
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      currency: orders.currency,
    })
    .from(orders)
    .where(
      and(eq(orders.storeId, storeId), inArray(orders.id, [...orderIds]), inArray(orders.paymentStatus, [...WAS_PAID])),
    );
  if (paid.length === 0) return 0;
  const orderOf = new Map(paid.map((o) => [o.id, o]));

  const lines = await tx
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
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
    .where(
      and(
        eq(orderLines.storeId, storeId),
        inArray(orderLines.orderId, [...orderOf.keys()]),
        isNotNull(orderLines.vendorId),
      ),
    );
  if (lines.length === 0) return 0;

  const [store] = await tx
    .select({ rate: stores.vendorCommission, packageId: stores.packageId })
    .from(stores)
    .where(eq(stores.id, storeId));
  // The fee of the package version the store pays under (the admin's catalogue), else the constant's.
  const pkg = store && (await storePackageOf(tx, storeId, store.packageId));
  const feeBps = pkg?.transactionFeeBps ?? transactionFeeBpsOf(store?.packageId);
  const catalogRates = await catalogRatesOf(
    tx,
    storeId,
    lines.flatMap((l) => l.catalogIds ?? []),
  );

  const sales: Posted[] = lines.flatMap((line) => {
    const order = orderOf.get(line.orderId);
    if (!order) return [];
    const vendorId = line.vendorId as string;
    const rate = commissionRateOf(
      line.vendorRate,
      (line.catalogIds ?? []).map((id) => catalogRates.get(id)),
      store?.rate,
    );
    const split = splitLine({ subtotal: line.subtotal, tax: line.tax, quantity: line.quantity }, rate, feeBps);
    const sale: Posted = {
      row: {
        storeId,
        vendorId,
        orderId: order.id,
        orderLineId: line.id,
        orderNumber: order.number,
        name: line.name,
        event: 'sale',
        currency: order.currency,
        ...split,
        createdAt: now,
      },
      postings: salePostings(vendorId, split),
      memo: `Sale of order #${order.number}: ${line.name}`,
    };
    return [sale];
  });
  let posted = await writeOnce(tx, sales, now);

  // The reversal repeats the sale's own figures (the row written at the sale), whatever rates say now.
  const givenBack = lines.filter((l) => {
    const order = orderOf.get(l.orderId);
    return !!order && (GIVEN_BACK.includes(order.paymentStatus) || order.status === 'cancelled');
  });
  if (givenBack.length > 0) {
    const sold = await tx
      .select()
      .from(settlementLines)
      .where(
        and(
          eq(settlementLines.storeId, storeId),
          eq(settlementLines.event, 'sale'),
          inArray(
            settlementLines.orderLineId,
            givenBack.map((l) => l.id),
          ),
        ),
      );
    const reversals: Posted[] = sold
      .filter((sale) => sale.total !== 0)
      .map((sale) => ({
        row: {
          storeId,
          vendorId: sale.vendorId,
          orderId: sale.orderId,
          orderLineId: sale.orderLineId,
          orderNumber: sale.orderNumber,
          name: sale.name,
          event: 'reversal',
          currency: sale.currency,
          total: -sale.total,
          commission: -sale.commission,
          fee: -sale.fee,
          net: -sale.net,
          createdAt: now,
        },
        postings: reversed(salePostings(sale.vendorId, sale)),
        memo: `Reversal of order #${sale.orderNumber}: ${sale.name}`,
      }));
    posted += await writeOnce(tx, reversals, now);
  }
  return posted;
}

interface Posted {
  row: SettlementRow;
  postings: Posting[];
  memo: string;
}

/** Rows per insert of settlement lines (15 parameters each, within PostgreSQL's 65,535). */
const ROWS_PER_INSERT = 4_000;

/**
 * Inserts the settlement rows that are not there yet, each with the id of the ledger transaction
 * its postings get; posts only for the rows this insert wrote. Answers how many it posted.
 */
async function writeOnce(tx: Tx, items: readonly Posted[], now: Date): Promise<number> {
  const ids = items.map((item) => (item.postings.length > 0 ? randomUUID() : null));
  const written = new Set<string>();
  for (let from = 0; from < items.length; from += ROWS_PER_INSERT) {
    const rows = await tx
      .insert(settlementLines)
      .values(
        items.slice(from, from + ROWS_PER_INSERT).map((item, i) => ({ ...item.row, transactionId: ids[from + i] })),
      )
      .onConflictDoNothing({ target: [settlementLines.orderLineId, settlementLines.event] })
      .returning({ orderLineId: settlementLines.orderLineId });
    for (const row of rows) written.add(row.orderLineId);
  }
  const toPost = items.flatMap((item, i) =>
    written.has(item.row.orderLineId) && ids[i]
      ? [
          {
            id: ids[i],
            storeId: item.row.storeId,
            currency: item.row.currency,
            memo: item.memo,
            postings: item.postings,
            at: now,
          },
        ]
      : [],
  );
  await postAll(tx, toPost);
  return toPost.length;
}

async function catalogRatesOf(tx: Tx, storeId: string, ids: readonly string[]) {
  const rates = new Map<string, CommissionRate | null>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return rates;
  const rows = await tx
    .select({ id: catalogs.id, rate: catalogs.vendorCommission })
    .from(catalogs)
    .where(and(eq(catalogs.storeId, storeId), inArray(catalogs.id, unique)));
  for (const row of rows) rates.set(row.id, row.rate ?? null);
  return rates;
}

/** Orders per batch of a catch-up: a few thousand lines' rows and postings per statement. */
const ORDERS_PER_BATCH = 1_000;

/** Every paid order of a store with vendor lines not yet settled (the demo seed, a catch-up), a batch at a time. */
export async function settleStoreOrders(tx: Tx, storeId: string, now: Date): Promise<number> {
  const rows = await tx.execute<{ order_id: string }>(sql`
    select distinct l.order_id from order_lines l join orders o on o.id = l.order_id
    where l.store_id = ${storeId} and l.vendor_id is not null
      and o.payment_status in ('paid', 'refund_due', 'refunded')
      and not exists (select 1 from settlement_lines s where s.order_line_id = l.id and s.event = 'sale')
    order by l.order_id`);
  const ids = rowsOf<{ order_id: string }>(rows).map((row) => row.order_id);
  let posted = 0;
  for (let from = 0; from < ids.length; from += ORDERS_PER_BATCH) {
    posted += await settleOrders(tx, storeId, ids.slice(from, from + ORDERS_PER_BATCH), now);
  }
  return posted;
}

/** PGlite answers `{ rows }`, node-postgres a result with rows too; both carry `rows`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

import { and, inArray } from 'drizzle-orm';
import type { OrderDetail } from '@stallfront/shared';
import type { Db } from '../../../db/client.js';
import { orders, type StoreRow } from '../../../db/schema/index.js';
import { notFound } from '../../../platform/errors.js';
import { type OrderCaller, visibleOrders } from '../admin/caller.js';
import { readOrder } from '../admin/order-detail.repo.js';

/** What an invoice or packing slip prints: the store's letterhead and one order as the caller sees it. */
export interface InvoiceSheet {
  store: { name: string; country: string; logo: Buffer | null };
  order: OrderDetail;
  /** A gift card's part of the total; a vendor sees its lines only, so never a gift card. */
  giftCardPaid: number;
  /** The placing date in the store's time zone. */
  placedOn: string;
}

/** The store's logo when it is an http(s) PNG or JPEG that answers quickly; else the name stands alone. */
export async function fetchLogo(url: string | null): Promise<Buffer | null> {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !/image\/(png|jpe?g)/.test(type)) return null;
    return Buffer.from(await response.arrayBuffer());
  } catch {
    return null;
  }
}

const placedOn = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone }).format(new Date(at));

/**
 * The sheets of these orders that the caller may see, by order number; ids it may not see are
 * left out, and none seen at all is a 404 as for one order.
 */
export async function readInvoiceSheets(
  db: Db,
  caller: OrderCaller,
  store: StoreRow,
  ids: string[],
): Promise<InvoiceSheet[]> {
  const rows = await db
    .select({ id: orders.id, number: orders.number, giftCardPaid: orders.giftCardPaid })
    .from(orders)
    .where(and(visibleOrders(caller), inArray(orders.id, ids)))
    .orderBy(orders.number);
  if (rows.length === 0)
    throw notFound(`${ids.length === 1 ? 'This order does' : 'These orders do'} not exist in your store.`);
  const letterhead = { name: store.name, country: store.country, logo: await fetchLogo(store.logo) };
  const sheets: InvoiceSheet[] = [];
  for (const row of rows) {
    const order = await readOrder(db, caller, row.id);
    sheets.push({
      store: letterhead,
      order,
      giftCardPaid: caller.vendorId ? 0 : row.giftCardPaid,
      placedOn: placedOn(order.created_on, caller.timeZone),
    });
  }
  return sheets;
}

/** One order's sheet, or a 404 when the caller may not see it. */
export const readInvoiceSheet = async (db: Db, caller: OrderCaller, store: StoreRow, id: string) =>
  (await readInvoiceSheets(db, caller, store, [id]))[0] as InvoiceSheet;

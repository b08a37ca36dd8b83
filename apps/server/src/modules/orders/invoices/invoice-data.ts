import { and, inArray } from 'drizzle-orm';
import { type OrderDetail, placeOfSupply, takesInvoiceNumber, taxIdLabel } from '@stallfront/shared';
import type { Db } from '../../../db/client.js';
import { orders, type StoreRow } from '../../../db/schema/index.js';
import { notFound } from '../../../platform/errors.js';
import { type OrderCaller, visibleOrders } from '../admin/caller.js';
import { readOrder } from '../admin/order-detail.repo.js';
import { invoiceNumberOf } from './invoice-number.js';

/** The seller as an invoice names it: its address lines and its tax id, when the store has them. */
export interface Seller {
  /** The store's name, the letterhead's. */
  name: string;
  country: string;
  logo: Buffer | null;
  /** The company's name when it is not the store's, then its address. */
  address: string[];
  /** "GSTIN 29AAGCU4821M1Z6", "VAT No. GB…", or null when the store has set none. */
  taxId: string | null;
}

/** What an invoice or packing slip prints: the store's letterhead and one order as the caller sees it. */
export interface InvoiceSheet {
  store: Seller;
  order: OrderDetail;
  /** A gift card's part of the total; a vendor sees its lines only, so never a gift card. */
  giftCardPaid: number;
  /** The placing date in the store's time zone. */
  placedOn: string;
  /** The invoice's own number and date; null on a packing slip, a failed payment's or a vendor's share. */
  invoice: { number: string; date: string } | null;
  /** An Indian invoice's place of supply: the buyer's state. */
  placeOfSupply: string | null;
}

/** The seller's letterhead from the store's details (company name and address, the tax id in `gst_no`). */
export async function sellerOf(store: StoreRow): Promise<Seller> {
  const company = store.companyDetails;
  const legalName = company.name?.trim();
  const address = [
    legalName && legalName !== store.name ? legalName : '',
    company.address,
    [company.city, company.state, company.postal_code].filter(Boolean).join(', '),
    company.phone ? `Phone ${company.phone}` : '',
  ].filter((line): line is string => Boolean(line?.trim()));
  return {
    name: store.name,
    country: store.country,
    logo: await fetchLogo(store.logo),
    address,
    taxId: store.gstNo?.trim() ? `${taxIdLabel(store.country)} ${store.gstNo.trim()}` : null,
  };
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

const dateIn = (at: string | Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone }).format(new Date(at));

/**
 * The sheets of these orders that the caller may see, by order number; ids it may not see are
 * left out, and none seen at all is a 404 as for one order. `invoicing` is the moment an invoice
 * is printed: orders without an invoice number get theirs then, in order-number order.
 */
export async function readInvoiceSheets(
  db: Db,
  caller: OrderCaller,
  store: StoreRow,
  ids: string[],
  invoicing: Date | null = null,
): Promise<InvoiceSheet[]> {
  const rows = await db
    .select({ id: orders.id, number: orders.number, giftCardPaid: orders.giftCardPaid })
    .from(orders)
    .where(and(visibleOrders(caller), inArray(orders.id, ids)))
    .orderBy(orders.number);
  if (rows.length === 0)
    throw notFound(`${ids.length === 1 ? 'This order does' : 'These orders do'} not exist in your store.`);
  const letterhead = await sellerOf(store);
  const india = store.country.toUpperCase() === 'IN';
  const sheets: InvoiceSheet[] = [];
  for (const row of rows) {
    const order = await readOrder(db, caller, row.id);
    const numbered =
      invoicing && takesInvoiceNumber(order)
        ? await invoiceNumberOf(
            db,
            caller.storeId,
            order._id,
            { country: store.country, timeZone: caller.timeZone },
            invoicing,
          )
        : null;
    sheets.push({
      store: letterhead,
      order,
      giftCardPaid: caller.vendorId ? 0 : row.giftCardPaid,
      placedOn: dateIn(order.created_on, caller.timeZone),
      invoice: numbered && { number: numbered.number, date: dateIn(numbered.issuedAt, caller.timeZone) },
      placeOfSupply: invoicing && india ? placeOfSupply(order.shipping_address) : null,
    });
  }
  return sheets;
}

/** One order's sheet, or a 404 when the caller may not see it. */
export const readInvoiceSheet = async (
  db: Db,
  caller: OrderCaller,
  store: StoreRow,
  id: string,
  invoicing: Date | null = null,
) => (await readInvoiceSheets(db, caller, store, [id], invoicing))[0] as InvoiceSheet;

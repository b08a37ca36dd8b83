import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  validUntilFrom,
  formatMoney,
  type QuoteDetail,
  type QuoteSummary,
  type quoteCountQuery,
  quoteExpired,
  STATUSES_OF_LIST,
} from '@stallfront/shared';
import { readStoreConfig } from '../store/settings.service.js';
import type { Db, Tx } from '../../db/client.js';
import { type QuoteLineRow, type QuoteRow, orders, quoteLines, quotes } from '../../db/schema/index.js';
import { contactSearch } from '../../platform/list/contact-search.js';
import { withinPeriod } from '../../platform/list/period.js';
import { listResource } from '../../platform/list/list-resource.js';
import { foundOr404, owned } from '../../platform/store-scope.js';
import type { QuoteCaller } from './caller.js';

// Spelled out with table names: drizzle leaves them off a one-table select's columns, which
// would tie the subquery's "id" to quote_lines instead of the outer quote.
/** Quoted lines and shipping once replied; the list prices before. */
const TOTAL = sql<number>`(select coalesce(sum(coalesce(ql.quoted_price, ql.list_price) * ql.quantity), 0)
  from quote_lines ql where ql.quote_id = "quotes"."id")::bigint + "quotes"."shipping"`.mapWith(Number);
const LINE_COUNT = sql<number>`(select count(*) from quote_lines ql where ql.quote_id = "quotes"."id")::int`.mapWith(
  Number,
);

/** Quotes of one state (live, confirmed, cancelled) with their totals, by date or number. */
export const quoteList = listResource({
  table: quotes,
  columns: {
    id: quotes.id,
    number: quotes.number,
    status: quotes.status,
    name: quotes.name,
    email: quotes.email,
    company: quotes.company,
    currency: quotes.currency,
    validUntil: quotes.validUntil,
    createdAt: quotes.createdAt,
    total: TOTAL,
    lineCount: LINE_COUNT,
  },
  where: (caller: QuoteCaller, filters: z.output<typeof quoteCountQuery>) =>
    owned(
      quotes,
      caller.storeId,
      inArray(quotes.status, [...STATUSES_OF_LIST[filters.state]]),
      withinPeriod(quotes.createdAt, filters.period, caller.now),
      contactSearch(quotes, filters.search, (n) => eq(quotes.number, n)),
    ),
  sorts: { created: quotes.createdAt, number: quotes.number },
  toItem: (r): QuoteSummary => ({
    _id: r.id,
    number: r.number,
    status: r.status,
    name: r.name,
    email: r.email,
    company: r.company,
    currency: r.currency,
    line_count: r.lineCount,
    total: r.total,
    valid_until: r.validUntil,
    created_on: r.createdAt.toISOString(),
  }),
  csv: {
    fileName: (body) => `quotes-${body.state}.csv`,
    columns: [
      'number',
      'status',
      'name',
      'email',
      'company',
      'lines',
      'total',
      'currency',
      'valid_until',
      'created_on',
    ],
    row: (q) => ({ ...q, lines: q.line_count, total: formatMoney(q.total, q.currency) }),
  },
});

/** A quote of the caller's store, locked for a write when `tx` is a transaction that says so; else 404. */
export async function quoteRow(db: Db | Tx, caller: QuoteCaller, id: string, lock = false): Promise<QuoteRow> {
  const query = db
    .select()
    .from(quotes)
    .where(owned(quotes, caller.storeId, eq(quotes.id, id)));
  return foundOr404(lock ? await query.for('update') : await query, 'quote');
}

export const linesOf = (db: Db | Tx, caller: QuoteCaller, quoteId: string) =>
  db
    .select()
    .from(quoteLines)
    .where(owned(quoteLines, caller.storeId, eq(quoteLines.quoteId, quoteId)))
    .orderBy(quoteLines.name, quoteLines.id);

/** A quote as its page shows it: the request, the reply and what became of it. */
export async function quoteDetail(db: Db | Tx, caller: QuoteCaller, id: string): Promise<QuoteDetail> {
  const quote = await quoteRow(db, caller, id);
  const lines = await linesOf(db, caller, id);
  const [order] = quote.orderId
    ? await db
        .select({ number: orders.number })
        .from(orders)
        .where(owned(orders, caller.storeId, eq(orders.id, quote.orderId)))
    : [];
  const { quote_validity_days: days } = await readStoreConfig(db, caller.storeId);
  return {
    ...detailOf(quote, lines, order?.number ?? null, caller.today),
    default_valid_until: validUntilFrom(caller.today, days),
  };
}

export function detailOf(
  quote: QuoteRow,
  lines: QuoteLineRow[],
  orderNumber: number | null,
  today: string,
): QuoteDetail {
  const total = lines.reduce((n, l) => n + (l.quotedPrice ?? l.listPrice) * l.quantity, 0) + quote.shipping;
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    _id: quote.id,
    number: quote.number,
    status: quote.status,
    name: quote.name,
    email: quote.email,
    phone: quote.phone,
    company: quote.company,
    note: quote.note,
    currency: quote.currency,
    line_count: lines.length,
    total,
    valid_until: quote.validUntil,
    created_on: quote.createdAt.toISOString(),
    terms: quote.terms,
    shipping: quote.shipping,
    lines: lines.map((l) => ({
      _id: l.id,
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      list_price: l.listPrice,
      quoted_price: l.quotedPrice,
    })),
    replied_on: iso(quote.repliedAt),
    confirmed_on: iso(quote.confirmedAt),
    cancelled_on: iso(quote.cancelledAt),
    cancel_reason: quote.cancelReason,
    order_id: quote.orderId,
    order_number: orderNumber,
    expired: quote.status === 'replied' && quoteExpired(quote.validUntil, today),
    today,
    version: quote.version,
  };
}

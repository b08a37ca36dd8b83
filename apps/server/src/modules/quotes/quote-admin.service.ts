import { eq } from 'drizzle-orm';
import {
  type QuoteAction,
  type QuoteDetail,
  quoteExpired,
  quoteMove,
  type quoteCancelBody,
  type quoteConfirmBody,
  type quoteReplyBody,
} from '@stallfront/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { type QuoteRow, quoteLines, quotes } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail.js';
import { owned } from '../../platform/store-scope.js';
import { insertOrder } from '../orders/order-insert.js';
import { lockLines } from '../orders/stock.repo.js';
import { taxSetupOf } from '../taxes/tax-setup.js';
import type { QuoteCaller } from './caller.js';
import { linesOf, quoteDetail, quoteRow } from './quote-admin.repo.js';
import { quoteCancelledMail, quoteConfirmedMail, quoteRepliedMail } from './quote-mail.js';

type Reply = z.output<typeof quoteReplyBody>;
type Confirm = z.output<typeof quoteConfirmBody>;
type Cancel = z.output<typeof quoteCancelBody>;

export interface QuoteWrite {
  db: Db;
  mailer: Mailer;
  caller: QuoteCaller;
  now: Date;
}

interface Outcome {
  data: QuoteDetail;
  message: string;
}

/**
 * One merchant write on a quote, in one transaction: the row locked, its version checked (a
 * change made meanwhile answers 409), the move asked of the shared rule, then `write`. The
 * customer's mail goes after the commit, so a rolled-back change mails nobody.
 */
async function onQuote(
  w: QuoteWrite,
  body: { _id: string; version: number },
  action: QuoteAction,
  write: (tx: Tx, quote: QuoteRow) => Promise<void>,
  mail: ((storeName: string, quote: QuoteDetail) => ReturnType<typeof quoteRepliedMail>) | null,
  message: (quote: QuoteDetail) => string,
): Promise<Outcome> {
  const result = await w.db.transaction(async (tx) => {
    const quote = await quoteRow(tx, w.caller, body._id, true);
    const move = quoteMove(
      { status: quote.status, expired: quote.status === 'replied' && quoteExpired(quote.validUntil, w.caller.today) },
      action,
    );
    // A repeated cancel is answered as done, whatever version it names.
    if (move.ok && move.same) return { changed: false };
    if (quote.version !== body.version) {
      throw conflict(
        `version: quote #${quote.number} changed since you opened it (it is now ${quote.status}). Reload it and try again.`,
      );
    }
    if (!move.ok) throw conflict(move.message);
    await write(tx, quote);
    await tx
      .update(quotes)
      .set({ status: move.to, version: quote.version + 1, updatedAt: w.now })
      .where(owned(quotes, w.caller.storeId, eq(quotes.id, quote.id)));
    return { changed: true };
  });
  const data = await quoteDetail(w.db, w.caller, body._id);
  if (result.changed && mail) await w.mailer.send(mail(w.caller.store.name, data));
  return { data, message: result.changed ? message(data) : `Quote #${data.number} was already cancelled.` };
}

/** Prices every line, sets shipping, validity and terms, and mails the customer. */
export function replyToQuote(w: QuoteWrite, body: Reply): Promise<Outcome> {
  if (body.valid_until < w.caller.today) {
    throw badRequest(`valid_until: choose today (${w.caller.today}) or a later day`);
  }
  return onQuote(
    w,
    body,
    'reply',
    async (tx, quote) => {
      const lines = await linesOf(tx, w.caller, quote.id);
      const priced = new Map(body.lines.map((l) => [l._id, l.price]));
      const unknown = body.lines.find((l) => !lines.some((line) => line.id === l._id));
      if (unknown) throw badRequest(`lines: ${unknown._id} is not a line of quote #${quote.number}`);
      const missing = lines.find((l) => !priced.has(l.id));
      if (missing) throw badRequest(`lines: give a price for ${missing.name} (${missing.sku})`);
      for (const line of lines) {
        await tx
          .update(quoteLines)
          .set({ quotedPrice: priced.get(line.id) as number })
          .where(owned(quoteLines, w.caller.storeId, eq(quoteLines.id, line.id)));
      }
      await tx
        .update(quotes)
        .set({ validUntil: body.valid_until, terms: body.terms, shipping: body.shipping, repliedAt: w.now })
        .where(owned(quotes, w.caller.storeId, eq(quotes.id, quote.id)));
    },
    quoteRepliedMail,
    (q) => `Prices for quote #${q.number} sent to ${q.email}.`,
  );
}

/**
 * Turns a replied quote into an order at the quoted prices, through the orders module's own
 * writer: numbered, stock taken, live at once (payment due by the quote's terms) with its
 * live_order event, as a cash-on-delivery shop order is.
 */
export function confirmQuote(w: QuoteWrite, body: Confirm): Promise<Outcome> {
  return onQuote(
    w,
    body,
    'confirm',
    async (tx, quote) => {
      const lines = await linesOf(tx, w.caller, quote.id);
      const held = await lockLines(tx, w.caller.storeId, lines);
      const order = await insertOrder(
        tx,
        w.caller.store,
        held.map((h, i) => ({ ...h, unitPrice: (lines[i] as (typeof lines)[number]).quotedPrice ?? 0 })),
        {
          customerId: quote.customerId,
          name: quote.name,
          email: quote.email,
          phone: quote.phone,
          address: body.address,
          deliveryMethod: 'standard',
          paymentMethod: 'cod',
          shippingFee: quote.shipping,
          // One order per quote, whatever happens twice.
          idempotencyKey: quote.id,
          cartId: null,
          source: 'quote',
          taxSetup: await taxSetupOf(tx, w.caller.storeId),
        },
        w.now,
      );
      await tx
        .update(quotes)
        .set({ orderId: order.id, confirmedAt: w.now })
        .where(owned(quotes, w.caller.storeId, eq(quotes.id, quote.id)));
    },
    quoteConfirmedMail,
    (q) => `Quote #${q.number} is now order #${q.order_number}.`,
  );
}

export function cancelQuote(w: QuoteWrite, body: Cancel): Promise<Outcome> {
  return onQuote(
    w,
    body,
    'cancel',
    async (tx, quote) => {
      await tx
        .update(quotes)
        .set({ cancelReason: body.reason, cancelledAt: w.now })
        .where(owned(quotes, w.caller.storeId, eq(quotes.id, quote.id)));
    },
    quoteCancelledMail,
    (q) => `Quote #${q.number} cancelled; ${q.email} was told why.`,
  );
}

import { eq } from 'drizzle-orm';
import { belowMinimum, type QuoteRequestInput, sellableOf } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { carts, type QuoteRow, quoteLines, quotes } from '../../db/schema/index.js';
import { conflict } from '../../platform/errors.js';
import { recordEvent } from '../../platform/outbox/record-event.js';
import { nextNumber } from '../../platform/store-counters.js';
import { productsBySku } from '../carts/cart.repo.js';
import { lockOpenCart } from '../carts/cart.repo.js';
import { customerFor } from '../customers/guest.js';
import { readStoreConfig } from '../store/settings.service.js';

/**
 * Sends a quote store's cart as a request for prices: a quote in state live with the list
 * prices the shopper saw. Stock is not held; the merchant confirms quantities with the price.
 */
export async function requestQuote(
  db: Db,
  store: { id: string; currency: string },
  cartId: string | null,
  input: QuoteRequestInput,
  signedIn: string | null,
  now: Date,
): Promise<QuoteRow> {
  return db.transaction(async (tx) => {
    const cart = await lockOpenCart(tx, store.id, cartId);
    if (!cart || cart.lines.length === 0) throw conflict('Your quote list is empty.');
    const bySku = await productsBySku(
      tx,
      store.id,
      cart.lines.map((l) => l.sku),
    );
    const lines = cart.lines.map((line) => {
      const product = bySku.get(line.sku);
      const found = product ? sellableOf(product, line.sku) : null;
      if (!product || !found?.ok)
        throw conflict(
          `${found?.ok === false ? found.problem : `No item has the SKU ${line.sku}`}. Change your list and send it again.`,
        );
      return { product, sellable: found.sellable, quantity: line.quantity };
    });
    // The store's minimum per line (/setting/store-config), said of every line short of it.
    const { min_order_quantity: minimum } = await readStoreConfig(tx, store.id);
    const short = lines.flatMap((l) => belowMinimum(l.quantity, minimum, l.sellable.name) ?? []);
    if (short.length > 0) throw conflict(`${short.join('; ')}. Change your list and send it again.`);
    const [quote] = await tx
      .insert(quotes)
      .values({
        storeId: store.id,
        number: await nextNumber(tx, store.id, 'quote_number'),
        customerId: await customerFor(tx, store.id, signedIn, input),
        name: input.name,
        email: input.email,
        phone: input.phone,
        company: input.company,
        note: input.note,
        currency: store.currency,
        cartId: cart.id,
        createdAt: now,
      })
      .returning();
    const created = quote as QuoteRow;
    await tx.insert(quoteLines).values(
      lines.map((l) => ({
        storeId: store.id,
        quoteId: created.id,
        productId: l.product.id,
        sku: l.sellable.sku,
        name: l.sellable.name,
        quantity: l.quantity,
        listPrice: l.sellable.price,
      })),
    );
    await tx
      .update(carts)
      .set({ orderedAt: now, email: input.email, customerId: created.customerId })
      .where(eq(carts.id, cart.id));
    await recordEvent(tx, { storeId: store.id, type: 'quote_requested', payload: { quote_id: created.id } });
    return created;
  });
}

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_ACCOUNTS } from '@stallfront/shared';
import { giftCards, ledgerEntries, mailOutbox, orders, payments, products, stores } from '../src/db/schema/index.js';
import { balanceOf } from '../src/platform/ledger/ledger.js';
import { startTestApp, type TestApp } from './harness.js';
import { memberToken } from './fixtures.js';
import {
  addProduct,
  addTaxClass,
  CHECKOUT_ADDRESS,
  checkoutKeys,
  checkoutPage,
  Shopper,
  shopStore,
} from './shop-fixtures.js';
import { UNPAID_ORDER_HOLD_MINUTES } from '@stallfront/shared';
import { releaseUnpaidOrders } from '../src/modules/orders/release-unpaid.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function giftCardShop(features = ['gift_coupon']) {
  const shop = await shopStore(t, { name: 'Gift Shop' });
  await t.app.ctx.db.update(stores).set({ paidFeatures: features }).where(eq(stores.id, shop.id));
  await t.written();
  return shop;
}

const purchase = (overrides: Record<string, string> = {}) => ({
  name: 'Meera Shah',
  email: 'meera@example.com',
  phone: '',
  preset: '50',
  amount: '',
  recipient_name: 'Dev',
  recipient_email: 'dev@example.com',
  message: 'Happy birthday!',
  card_number: '4242 4242 4242 4242',
  idempotency_key: randomUUID(),
  ...overrides,
});

const cardsOf = (storeId: string) => t.app.ctx.db.select().from(giftCards).where(eq(giftCards.storeId, storeId));

describe('buying a gift card', () => {
  it('issues a card whose value is a balanced ledger posting, shows its code and mails it once', async () => {
    const shop = await giftCardShop();
    const shopper = new Shopper(t);
    expect((await shopper.get(`${shop.base}/`)).html).toContain(`href="${shop.base}/gift-card"`);
    const form = purchase({ amount: '75.50' });
    const bought = await shopper.post(`${shop.base}/gift-card`, form);
    expect(bought.status).toBe(303);
    const [card] = await cardsOf(shop.id);
    expect(card).toMatchObject({ status: 'active', initialAmount: 7_550, recipientEmail: 'dev@example.com' });
    expect(bought.headers.location).toBe(`${shop.base}/gift-card/${card?.id}/${form.idempotency_key}`);

    const issued = await shopper.get(String(bought.headers.location));
    expect(issued.html).toContain(card?.code);
    expect(issued.html).toContain('Your ₹75.50 gift card');

    const postings = await t.app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.storeId, shop.id));
    expect(postings.map((p) => [p.account, p.amount]).sort()).toEqual([
      [LEDGER_ACCOUNTS.giftCard(card?.id ?? ''), 7_550],
      [LEDGER_ACCOUNTS.provider('test_card'), -7_550],
    ]);
    expect(new Set(postings.map((p) => p.transactionId)).size).toBe(1);
    expect(await balanceOf(t.app.ctx.db, shop.id, LEDGER_ACCOUNTS.giftCard(card?.id ?? ''))).toBe(7_550);

    await t.app.ctx.outbox.dispatch();
    await t.app.ctx.outbox.dispatch();
    const mail = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'dev@example.com'));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('A ₹75.50 gift card for Gift Shop');
    expect(mail[0]?.textBody).toContain(card?.code);
    expect(mail[0]?.textBody).toContain('Happy birthday!');
  });

  it('makes one card of one form, however often it is sent', async () => {
    const shop = await giftCardShop();
    const shopper = new Shopper(t);
    const form = purchase();
    const answers = await Promise.all([1, 2, 3].map(() => shopper.post(`${shop.base}/gift-card`, form)));
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303]);
    expect(new Set(answers.map((a) => a.headers.location)).size).toBe(1);
    expect(await cardsOf(shop.id)).toHaveLength(1);
    const postings = await t.app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.storeId, shop.id));
    expect(postings).toHaveLength(2);
  });

  it('keeps a declined purchase as a failed card that holds nothing, and offers a new form', async () => {
    const shop = await giftCardShop();
    const shopper = new Shopper(t);
    const form = purchase({ card_number: '4000 0000 0000 0002' });
    const declined = await shopper.post(`${shop.base}/gift-card`, form);
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('Your card was declined');
    expect(declined.html).toContain('value="dev@example.com"');
    expect(declined.html).not.toContain(form.idempotency_key);
    const [card] = await cardsOf(shop.id);
    expect(card?.status).toBe('failed');
    expect(await t.app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.storeId, shop.id))).toHaveLength(0);
    // Its page does not exist: a failed card was never issued.
    expect((await shopper.get(`${shop.base}/gift-card/${card?.id}/${form.idempotency_key}`)).status).toBe(404);
  });

  it.each([
    ['no amount', { preset: '', amount: '' }, 'Choose or enter an amount'],
    ['an amount in words', { amount: 'fifty' }, 'Enter an amount like 50 or 75.50'],
    ['too little', { amount: '4' }, 'A gift card holds between ₹5.00 and ₹2,000.00'],
    ['too much', { amount: '2500' }, 'A gift card holds between'],
    ['no recipient', { recipient_email: '' }, 'Enter the recipient&#x27;s email address'],
    ['a bad recipient', { recipient_email: 'dev@' }, 'Enter an email address like name@example.com'],
    ['an unknown card', { card_number: '1234' }, 'use the test card'],
    ['a message of 10 KB', { message: 'x'.repeat(10_000) }, '500 characters at most'],
    ['no form key', { idempotency_key: 'nope' }, 'Reload the gift card page and try again'],
  ])('refuses %s and writes nothing', async (_what, overrides, message) => {
    const shop = await giftCardShop();
    const res = await new Shopper(t).post(`${shop.base}/gift-card`, purchase(overrides));
    expect(res.status).toBe(400);
    expect(res.html).toContain(message);
    expect(await cardsOf(shop.id)).toHaveLength(0);
  });

  it('has no gift card page without the feature, nor on a store that sells by quote', async () => {
    const plain = await shopStore(t);
    expect((await new Shopper(t).get(`${plain.base}/gift-card`)).status).toBe(404);
    const quotes = await shopStore(t, { type: 'quot_based', sub_type: 'quot', category: 'home_furniture' });
    await t.app.ctx.db
      .update(stores)
      .set({ paidFeatures: ['gift_coupon'] })
      .where(eq(stores.id, quotes.id));
    await t.written();
    const res = await new Shopper(t).post(`${quotes.base}/gift-card`, purchase());
    expect(res.status).toBe(404);
    expect(await cardsOf(quotes.id)).toHaveLength(0);
  });
});

describe('checking a balance', () => {
  it('shows what a card holds, whatever the case and dashes of the typed code, and only in its own shop', async () => {
    const shop = await giftCardShop();
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/gift-card`, purchase({ amount: '120' }));
    const [card] = await cardsOf(shop.id);
    const typed = (card?.code ?? '').toLowerCase().replace(/-/g, ' ');
    // The form answers with the page at its balance section, where the shopper asked, not at its top.
    const form = (await shopper.get(`${shop.base}/gift-card`)).html;
    expect(form).toContain(`action="${shop.base}/gift-card/balance#balance"`);
    expect(form).toContain('<section id="balance"');
    const res = await shopper.post(`${shop.base}/gift-card/balance`, { code: typed });
    expect(res.status).toBe(200);
    expect(res.html).toContain(`•••• ${card?.code.slice(-4)}`);
    expect(res.html).toContain('₹120.00');

    const other = await giftCardShop();
    const elsewhere = await new Shopper(t).post(`${other.base}/gift-card/balance`, { code: card?.code ?? '' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.html).toContain('No gift card of this shop has that code');
  });

  it('refuses an empty or malformed code', async () => {
    const shop = await giftCardShop();
    const shopper = new Shopper(t);
    expect((await shopper.post(`${shop.base}/gift-card/balance`, { code: '' })).html).toContain(
      'Enter the gift card code',
    );
    expect((await shopper.post(`${shop.base}/gift-card/balance`, { code: 'ABCD' })).status).toBe(400);
  });
});

describe('the ledger', () => {
  it('refuses at commit a transaction whose postings do not sum to zero', async () => {
    const shop = await giftCardShop();
    const transactionId = randomUUID();
    const write = t.app.ctx.db.transaction(async (tx) => {
      await tx.insert(ledgerEntries).values([
        { storeId: shop.id, transactionId, account: 'a', amount: 500, currency: 'INR', memo: 'test' },
        { storeId: shop.id, transactionId, account: 'b', amount: -499, currency: 'INR', memo: 'test' },
      ]);
    });
    await expect(write).rejects.toThrow();
    expect(
      await t.app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, transactionId)),
    ).toHaveLength(0);
  });

  it('never changes or deletes a posting', async () => {
    const shop = await giftCardShop();
    await new Shopper(t).post(`${shop.base}/gift-card`, purchase());
    const scope = eq(ledgerEntries.storeId, shop.id);
    await expect(t.app.ctx.db.update(ledgerEntries).set({ amount: sql`amount * 2` }).where(scope)).rejects.toThrow();
    await expect(t.app.ctx.db.delete(ledgerEntries).where(scope)).rejects.toThrow();
    expect(await t.app.ctx.db.select().from(ledgerEntries).where(scope)).toHaveLength(2);
  });

  it('goes with its store when the store is deleted', async () => {
    const shop = await giftCardShop();
    await new Shopper(t).post(`${shop.base}/gift-card`, purchase());
    await t.app.ctx.db.delete(stores).where(eq(stores.id, shop.id));
    expect(await t.app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.storeId, shop.id))).toHaveLength(0);
  });
});

describe('spending a gift card at checkout', () => {
  /** A gift card shop with a mug and a cup of ₹200 + 5% tax in stock, and a card of `amount` bought in it. */
  async function spendingShop(amount: string) {
    const shop = await giftCardShop(['gift_coupon', 'online_payments']);
    const tax_class_id = await addTaxClass(t, shop.token, 5);
    const mug = await addProduct(t, shop.token, { sku: 'MUG-1', slug: 'mug', price: 20_000, stock: 10, tax_class_id });
    await addProduct(t, shop.token, { sku: 'CUP-1', slug: 'cup', price: 20_000, stock: 10, tax_class_id });
    await new Shopper(t).post(`${shop.base}/gift-card`, purchase({ amount }));
    const [card] = await cardsOf(shop.id);
    return { shop, mug, card: card as NonNullable<typeof card> };
  }

  /** A shopper with one mug (or cup) in the cart, at the checkout form. */
  async function atCheckout(shop: { base: string }, sku = 'MUG-1') {
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/cart`, { sku, quantity: '1' });
    const { html, keys } = await checkoutPage(shopper, shop.base);
    expect(html).toContain('name="gift_card_code"');
    const fields = (overrides: Record<string, string>) => ({
      name: 'Asha Rao',
      email: 'asha@example.com',
      ...CHECKOUT_ADDRESS,
      payment_method: 'test_card',
      card_number: '',
      ...keys,
      ...overrides,
    });
    return {
      shopper,
      place: (overrides: Record<string, string>) => shopper.post(`${shop.base}/checkout`, fields(overrides)),
    };
  }

  const cardBalance = (storeId: string, cardId: string) =>
    balanceOf(t.app.ctx.db, storeId, LEDGER_ACCOUNTS.giftCard(cardId));
  const orderOf = async (storeId: string) => {
    const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.storeId, storeId));
    return order as NonNullable<typeof order>;
  };
  const paymentsOf = async (orderId: string) =>
    (await t.app.ctx.db.select().from(payments).where(eq(payments.orderId, orderId)))
      .map((p) => [p.provider, p.status, p.amount])
      .sort();
  const stockOf = async (id: string) =>
    (await t.app.ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

  it('pays a whole order without a card number, and the card keeps the rest', async () => {
    const { shop, card } = await spendingShop('500');
    const { shopper, place } = await atCheckout(shop);
    const placed = await place({ gift_card_code: card.code.toLowerCase() });
    expect(placed.status).toBe(303);
    const order = await orderOf(shop.id);
    expect(order).toMatchObject({ status: 'live', paymentStatus: 'paid', paymentMethod: 'gift_card', total: 21_000 });
    expect(order.giftCardPaid).toBe(21_000);
    expect(await paymentsOf(order.id)).toEqual([['gift_card', 'paid', 21_000]]);
    expect(await cardBalance(shop.id, card.id)).toBe(50_000 - 21_000);
    expect(await balanceOf(t.app.ctx.db, shop.id, LEDGER_ACCOUNTS.order(order.id))).toBe(21_000);
    const confirmation = await shopper.get(String(placed.headers.location));
    expect(confirmation.html).toContain('Paid by gift card');
  });

  it('pays what the card holds and takes the rest by the test card', async () => {
    const { shop, card } = await spendingShop('50');
    const { place } = await atCheckout(shop);
    expect((await place({ gift_card_code: card.code, card_number: '4242424242424242' })).status).toBe(303);
    const order = await orderOf(shop.id);
    expect(order).toMatchObject({
      status: 'live',
      paymentStatus: 'paid',
      paymentMethod: 'test_card',
      giftCardPaid: 5_000,
    });
    expect(await paymentsOf(order.id)).toEqual([
      ['gift_card', 'paid', 5_000],
      ['test_card', 'paid', 16_000],
    ]);
    expect(await cardBalance(shop.id, card.id)).toBe(0);
  });

  it('takes the rest on delivery', async () => {
    const { shop, card } = await spendingShop('50');
    const { place } = await atCheckout(shop);
    expect((await place({ gift_card_code: card.code, payment_method: 'cod' })).status).toBe(303);
    const order = await orderOf(shop.id);
    expect(order).toMatchObject({ status: 'live', paymentStatus: 'cod_due', giftCardPaid: 5_000 });
    expect(await paymentsOf(order.id)).toEqual([
      ['cod', 'cod_due', 16_000],
      ['gift_card', 'paid', 5_000],
    ]);
  });

  it('holds the card’s part while a declined order waits, and gives it back when the order is released', async () => {
    const { shop, mug, card } = await spendingShop('50');
    const { place } = await atCheckout(shop);
    const declined = await place({ gift_card_code: card.code, card_number: '4000 0000 0000 0002' });
    expect(declined.status).toBe(303);
    const order = await orderOf(shop.id);
    expect(order).toMatchObject({ status: 'inactive', paymentStatus: 'failed', giftCardPaid: 5_000 });
    expect(await cardBalance(shop.id, card.id)).toBe(0);
    expect(await stockOf(mug._id)).toBe(9);

    t.clock.advance((UNPAID_ORDER_HOLD_MINUTES + 1) * 60_000);
    await releaseUnpaidOrders(t.app.ctx.db, t.clock.now());
    expect(await orderOf(shop.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed', giftCardPaid: 0 });
    expect(await paymentsOf(order.id)).toEqual([
      ['gift_card', 'failed', 5_000],
      ['test_card', 'failed', 16_000],
    ]);
    expect(await cardBalance(shop.id, card.id)).toBe(5_000);
    expect(await balanceOf(t.app.ctx.db, shop.id, LEDGER_ACCOUNTS.order(order.id))).toBe(0);
    expect(await stockOf(mug._id)).toBe(10);
  });

  it('asks for a card number when the gift card does not cover the order', async () => {
    const { shop, mug, card } = await spendingShop('50');
    const { place } = await atCheckout(shop);
    const refused = await place({ gift_card_code: card.code });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('use the test card');
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.storeId, shop.id))).toHaveLength(0);
    expect(await cardBalance(shop.id, card.id)).toBe(5_000);
    expect(await stockOf(mug._id)).toBe(10);
  });

  it.each([
    ['an unknown code', 'ABCD-EFGH-JKMN-PQRS', 400, 'No gift card of this shop has that code'],
    ['a code that cannot be one', 'hello', 400, 'No gift card of this shop has that code'],
  ])('refuses %s beside the field, with nothing written', async (_what, code, status, message) => {
    const { shop, mug } = await spendingShop('50');
    const { place } = await atCheckout(shop);
    const refused = await place({ gift_card_code: code, card_number: '4242424242424242' });
    expect(refused.status).toBe(status);
    expect(refused.html).toContain(message);
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.storeId, shop.id))).toHaveLength(0);
    expect(await stockOf(mug._id)).toBe(10);
  });

  it("refuses another shop's card and a card with nothing left", async () => {
    const { card: elsewhere } = await spendingShop('50');
    const { shop, card } = await spendingShop('50');
    const first = await atCheckout(shop);
    const foreign = await first.place({ gift_card_code: elsewhere.code, card_number: '4242424242424242' });
    expect(foreign.status).toBe(400);
    expect(await first.place({ gift_card_code: card.code, card_number: '4242424242424242' })).toMatchObject({
      status: 303,
    });
    const second = await atCheckout(shop);
    const empty = await second.place({ gift_card_code: card.code, card_number: '4242424242424242' });
    expect(empty.status).toBe(409);
    expect(empty.html).toContain('This gift card has nothing left on it');
  });

  it('never spends more than a card holds when two orders use it at once', async () => {
    const { shop, card } = await spendingShop('300');
    // Different products: nothing but the gift card's own lock stands between the two orders.
    const shoppers = await Promise.all(['MUG-1', 'CUP-1'].map((sku) => atCheckout(shop, sku)));
    const answers = await Promise.all(
      shoppers.map((s) => s.place({ gift_card_code: card.code, card_number: '4242424242424242' })),
    );
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    const placed = await t.app.ctx.db.select().from(orders).where(eq(orders.storeId, shop.id));
    expect(placed.map((o) => o.giftCardPaid).sort((a, b) => a - b)).toEqual([9_000, 21_000]);
    expect(await cardBalance(shop.id, card.id)).toBe(0);
  });
});

describe('gift coupon orders in the console', () => {
  /** A shop that sold three cards (one declined) and spent ₹40 of the ₹50 one. */
  async function soldShop() {
    const shop = await giftCardShop(['gift_coupon', 'online_payments']);
    await addProduct(t, shop.token, { sku: 'PEN-1', slug: 'pen', price: 4_000, stock: 10 });
    const buy = (overrides: Record<string, string>) =>
      new Shopper(t).post(`${shop.base}/gift-card`, purchase(overrides));
    await buy({ amount: '50', recipient_email: 'asha@example.com' });
    await buy({ amount: '200', recipient_email: 'ravi@example.com', recipient_name: 'Ravi' });
    await buy({ amount: '75', card_number: '4000 0000 0000 0002', recipient_email: 'late@example.com' });
    const [fifty] = (await cardsOf(shop.id)).filter((c) => c.initialAmount === 5_000);
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/cart`, { sku: 'PEN-1', quantity: '1' });
    const keys = await checkoutKeys(shopper, shop.base);
    const placed = await shopper.post(`${shop.base}/checkout`, {
      name: 'Asha',
      email: 'asha@example.com',
      ...CHECKOUT_ADDRESS,
      payment_method: 'cod',
      gift_card_code: fifty?.code ?? '',
      ...keys,
    });
    expect(placed.status).toBe(303);
    return { shop, fifty: fifty as NonNullable<typeof fifty> };
  }
  const list = (token: string, body: Record<string, unknown> = {}) =>
    t.call('POST', '/api/store/gift_coupon_orders', { limit: 25, sort: 'created', direction: 'desc', ...body }, token);

  it('lists every card with the code issued and what it holds now, newest first', async () => {
    const { shop, fifty } = await soldShop();
    const res = await list(shop.token);
    expect(res.statusCode).toBe(200);
    const rows = res.body.list as {
      code: string;
      amount: number;
      balance: number;
      status: string;
      recipient_email: string;
    }[];
    // Bought within the same few milliseconds: compared in a fixed order, not by their times.
    expect(rows.map((r) => [r.recipient_email, r.status, r.amount, r.balance]).sort()).toEqual([
      ['asha@example.com', 'active', 5_000, 1_000],
      ['late@example.com', 'failed', 7_500, 0],
      ['ravi@example.com', 'active', 20_000, 20_000],
    ]);
    expect(rows.find((r) => r.recipient_email === 'asha@example.com')?.code).toBe(fifty.code);
    const times = rows.map((r) => (r as unknown as { created_on: string }).created_on);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('searches by code, buyer or recipient, filters by status, sorts by amount and counts the same', async () => {
    const { shop, fifty } = await soldShop();
    const codes = async (body: Record<string, unknown>) =>
      ((await list(shop.token, body)).body.list as { recipient_email: string }[]).map((r) => r.recipient_email);
    expect(await codes({ search: fifty.code.slice(5, 9).toLowerCase() })).toEqual(['asha@example.com']);
    expect(await codes({ search: 'ravi' })).toEqual(['ravi@example.com']);
    expect(await codes({ status: 'failed' })).toEqual(['late@example.com']);
    expect(await codes({ sort: 'amount', direction: 'desc' })).toEqual([
      'ravi@example.com',
      'late@example.com',
      'asha@example.com',
    ]);
    const count = await t.call('GET', '/api/store/gift_coupon_orders?status=active', undefined, shop.token);
    expect(count.body).toMatchObject({ total: 2, capped: false });
    const paged = await list(shop.token, { limit: 2 });
    const next = await list(shop.token, { limit: 2, cursor: paged.body.next_cursor });
    expect(next.body.list).toHaveLength(1);
    expect((await list(shop.token, { cursor: 'nonsense' })).statusCode).toBe(400);
    expect((await list(shop.token, { status: 'lost' })).statusCode).toBe(400);
  });

  it('exports the filtered cards as CSV with amounts in the currency', async () => {
    const { shop } = await soldShop();
    const res = await t.call(
      'POST',
      '/api/store/gift_coupon_orders/export',
      { sort: 'amount', direction: 'asc', status: 'active' },
      shop.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = String(res.body).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'code,status,amount,balance,currency,buyer_name,buyer_email,recipient_name,recipient_email,message,payment_reference,created_on',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 5))).toEqual([
      ['active', '50.00', '10.00', 'INR'],
      ['active', '200.00', '200.00', 'INR'],
    ]);
  });

  it('admits the owner and staff with the orders grant; refuses other staff, vendors, and stores without the feature', async () => {
    const { shop } = await soldShop();
    expect((await list(await memberToken(t, shop.id, 'staff', ['orders']))).statusCode).toBe(200);
    expect((await list(await memberToken(t, shop.id, 'staff', ['add_product']))).statusCode).toBe(403);
    const plain = await shopStore(t);
    const refused = await list(plain.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toContain('Gift coupons are not part of your package');
    // Another store with the feature sees only its own cards.
    const other = await giftCardShop();
    expect((await list(other.token)).body.list).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_ACCOUNTS, PACKAGE_IDS } from '@stallfront/shared';
import { giftCards, ledgerEntries, mailOutbox, orders, stores } from '../src/db/schema/index.js';
import { balanceOf } from '../src/platform/ledger/ledger.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import {
  addProduct,
  addTaxClass,
  CHECKOUT_ADDRESS,
  checkoutKeys,
  Shopper,
  shopOnPlan,
  shopStore,
} from './shop-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A shop that sells and takes gift cards (its sign-up trial gives it the gift cards screen), with a ₹200 + 5% mug and cup. */
async function cardShop(paidFeatures = ['gift_coupon', 'online_payments']) {
  const shop = await shopStore(t, { name: 'Card Shop' });
  await t.app.ctx.db.update(stores).set({ paidFeatures }).where(eq(stores.id, shop.id));
  await t.written();
  const tax_class_id = await addTaxClass(t, shop.token, 5);
  await addProduct(t, shop.token, { sku: 'MUG-1', slug: 'mug', price: 20_000, stock: 10, tax_class_id });
  await addProduct(t, shop.token, { sku: 'CUP-1', slug: 'cup', price: 20_000, stock: 10, tax_class_id });
  return shop;
}

const issueBody = (overrides: Record<string, unknown> = {}) => ({
  amount: '300',
  recipient_name: 'Kenji',
  recipient_email: 'kenji@example.com',
  message: 'Thank you for a year of orders',
  idempotency_key: randomUUID(),
  ...overrides,
});
const issue = (token: string, overrides: Record<string, unknown> = {}) =>
  t.call('POST', '/api/store/gift_cards/issue', issueBody(overrides), token);
const change = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/store/gift_cards/change', body, token);
const list = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/store/gift_cards', { limit: 25, sort: 'created', direction: 'desc', ...body }, token);

/** A shopper with one product in the cart, placing the order with a gift card code. */
async function placeWithCard(shop: { base: string }, code: string, sku = 'MUG-1') {
  const shopper = new Shopper(t);
  await shopper.post(`${shop.base}/cart`, { sku, quantity: '1' });
  const keys = await checkoutKeys(shopper, shop.base);
  return () =>
    shopper.post(`${shop.base}/checkout`, {
      name: 'Asha Rao',
      email: 'asha@example.com',
      ...CHECKOUT_ADDRESS,
      payment_method: 'test_card',
      card_number: '4242424242424242',
      gift_card_code: code,
      ...keys,
    });
}

describe('issuing a gift card by hand', () => {
  it("posts its value from the store's account in balanced rows, mails it, and shows it once per form", async () => {
    const shop = await cardShop();
    const body = issueBody();
    const res = await t.call('POST', '/api/store/gift_cards/issue', body, shop.token);
    expect(res.statusCode).toBe(200);
    const card = res.body.data;
    expect(card).toMatchObject({ source: 'issued', state: 'active', amount: 30_000, balance: 30_000 });
    expect(card.code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(card.history).toEqual([expect.objectContaining({ amount: 30_000, balance: 30_000 })]);

    const rows = await t.app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.storeId, shop.id));
    expect(rows.map((r) => [r.account, r.amount]).sort()).toEqual([
      [LEDGER_ACCOUNTS.giftCard(card._id), 30_000],
      [LEDGER_ACCOUNTS.storeIssued(), -30_000],
    ]);
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(0);
    expect(new Set(rows.map((r) => r.transactionId)).size).toBe(1);

    // The same form again answers the same card.
    const again = await t.call('POST', '/api/store/gift_cards/issue', body, shop.token);
    expect(again.body.data._id).toBe(card._id);
    expect(await t.app.ctx.db.select().from(giftCards).where(eq(giftCards.storeId, shop.id))).toHaveLength(1);

    await t.app.ctx.outbox.dispatch();
    const mail = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'kenji@example.com'));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.textBody).toContain(card.code);
    expect(mail[0]?.textBody).toContain('Card Shop sent you a ₹300.00 gift card.');
  });

  it('refuses a bad amount, email or last day with the field named', async () => {
    const shop = await cardShop();
    for (const [overrides, field] of [
      [{ amount: '1' }, 'amount'],
      [{ amount: 'lots' }, 'amount'],
      [{ recipient_email: 'not-an-email' }, 'recipient_email'],
      [{ expires_on: '2000-01-01' }, 'expires_on'],
      [{ expires_on: '31/12/2030' }, 'expires_on'],
    ] as const) {
      const res = await issue(shop.token, overrides);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(overrides)).toContain(field);
    }
    expect((await change(shop.token, { _id: 'nope', disabled: true })).statusCode).toBe(400);
  });

  it('gives a card the store’s validity unless the form names a last day', async () => {
    const shop = await cardShop();
    const saved = await t.call(
      'PUT',
      '/api/store/gift_card_settings',
      { designs: [{ name: 'Birthday', color: '#e8590c', image: '' }], presets: [10, 20], validity_months: 6 },
      shop.token,
    );
    expect(saved.statusCode).toBe(200);
    const today = t.app.ctx.now().toISOString().slice(0, 10);
    const byDefault = (await issue(shop.token)).body.data;
    expect(byDefault.expires_on > today).toBe(true);
    expect((await issue(shop.token, { expires_on: null })).body.data.expires_on).toBeNull();
    expect((await issue(shop.token, { expires_on: '2099-05-31' })).body.data.expires_on).toBe('2099-05-31');
  });
});

describe('the rules where the shop redeems a card', () => {
  it('refuses a disabled card at checkout and in the balance check with the reason, and takes it again once enabled', async () => {
    const shop = await cardShop();
    const card = (await issue(shop.token)).body.data;
    const disabled = await change(shop.token, { _id: card._id, disabled: true });
    expect(disabled.body.data.state).toBe('disabled');

    const refused = await (await placeWithCard(shop, card.code))();
    expect(refused.status).toBe(409);
    expect(refused.html).toContain('This gift card has been disabled by the shop');
    const check = await new Shopper(t).post(`${shop.base}/gift-card/balance`, { code: card.code });
    expect(check.html).toContain('This gift card has been disabled by the shop');
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.storeId, shop.id))).toHaveLength(0);

    await change(shop.token, { _id: card._id, disabled: false });
    expect((await (await placeWithCard(shop, card.code))()).status).toBe(303);
    const detail = (await t.call('GET', `/api/store/gift_cards/${card._id}`, undefined, shop.token)).body.data;
    expect(detail.history.map((row: { amount: number; balance: number }) => [row.amount, row.balance])).toEqual([
      [30_000, 30_000],
      [-21_000, 9_000],
    ]);
    expect(detail.state).toBe('active');
  });

  it('takes an issued card at checkout in a store that issues cards but does not sell them', async () => {
    const shop = await cardShop(['online_payments']);
    const card = (await issue(shop.token)).body.data;
    expect((await new Shopper(t).get(`${shop.base}/gift-card`)).status).toBe(404);
    expect((await (await placeWithCard(shop, card.code))()).status).toBe(303);
    expect(await balanceOf(t.app.ctx.db, shop.id, LEDGER_ACCOUNTS.giftCard(card._id))).toBe(9_000);
  });

  it('refuses an expired card at checkout', async () => {
    const shop = await cardShop();
    const card = (await issue(shop.token)).body.data;
    const expired = await change(shop.token, { _id: card._id, expires_on: '2020-01-31' });
    expect(expired.body.data.state).toBe('expired');
    const refused = await (await placeWithCard(shop, card.code))();
    expect(refused.status).toBe(409);
    expect(refused.html).toContain('This gift card has expired');
  });

  it('never spends more than an issued card holds when three orders use it at once', async () => {
    const shop = await cardShop();
    const card = (await issue(shop.token, { amount: '300' })).body.data;
    const places = await Promise.all(['MUG-1', 'CUP-1', 'MUG-1'].map((sku) => placeWithCard(shop, card.code, sku)));
    const answers = await Promise.all(places.map((place) => place()));
    // Each ₹210 order: the first takes ₹210 of the card, the next the ₹90 left, the third finds it used.
    expect(answers.map((a) => a.status).sort()).toEqual([303, 303, 409]);
    const placed = await t.app.ctx.db.select().from(orders).where(eq(orders.storeId, shop.id));
    expect(placed.map((o) => o.giftCardPaid).sort((a, b) => a - b)).toEqual([9_000, 21_000]);
    expect(await balanceOf(t.app.ctx.db, shop.id, LEDGER_ACCOUNTS.giftCard(card._id))).toBe(0);
    const used = await list(shop.token, { state: 'used' });
    expect(used.body.list.map((c: { _id: string }) => c._id)).toEqual([card._id]);
  });
});

describe('the gift cards list', () => {
  it('lists sold and issued cards with masked codes, filters by state and source, and counts the same', async () => {
    const shop = await cardShop();
    await new Shopper(t).post(`${shop.base}/gift-card`, {
      name: 'Meera',
      email: 'meera@example.com',
      phone: '',
      preset: '',
      amount: '50',
      recipient_email: 'dev@example.com',
      card_number: '4242 4242 4242 4242',
      idempotency_key: randomUUID(),
    });
    const kept = (await issue(shop.token, { recipient_email: 'kept@example.com' })).body.data;
    const lost = (await issue(shop.token, { recipient_email: 'lost@example.com' })).body.data;
    await change(shop.token, { _id: lost._id, disabled: true });

    const all = (await list(shop.token)).body.list as { code_hint: string; recipient_email: string }[];
    expect(all.map((c) => c.recipient_email).sort()).toEqual([
      'dev@example.com',
      'kept@example.com',
      'lost@example.com',
    ]);
    expect(all.every((c) => /^•••• [A-Z2-9]{4}$/.test(c.code_hint))).toBe(true);
    expect(JSON.stringify(all)).not.toContain(kept.code);
    const emails = async (body: Record<string, unknown>) =>
      ((await list(shop.token, body)).body.list as { recipient_email: string }[]).map((c) => c.recipient_email).sort();
    expect(await emails({ state: 'disabled' })).toEqual(['lost@example.com']);
    expect(await emails({ state: 'active' })).toEqual(['dev@example.com', 'kept@example.com']);
    expect(await emails({ source: 'shop' })).toEqual(['dev@example.com']);
    expect(await emails({ search: kept.code.slice(-4) })).toEqual(['kept@example.com']);
    const count = await t.call('GET', '/api/store/gift_cards?state=active&source=issued', undefined, shop.token);
    expect(count.body).toMatchObject({ total: 1, capped: false });
    expect((await list(shop.token, { state: 'lost' })).statusCode).toBe(400);
    // The gift coupon orders list keeps to cards sold in the shop.
    const sold = await t.call(
      'POST',
      '/api/store/gift_coupon_orders',
      { limit: 25, sort: 'created', direction: 'desc' },
      shop.token,
    );
    expect(sold.body.list).toHaveLength(1);
  });

  it("answers 404 for another store's card, and admits the owner and marketing staff only", async () => {
    const shop = await cardShop();
    const card = (await issue(shop.token)).body.data;
    const other = await cardShop();
    expect((await t.call('GET', `/api/store/gift_cards/${card._id}`, undefined, other.token)).statusCode).toBe(404);
    expect((await change(other.token, { _id: card._id, disabled: true })).statusCode).toBe(404);
    expect((await list(other.token)).body.list).toEqual([]);

    const marketing = await memberToken(t, shop.id, 'staff', ['marketing']);
    expect((await list(marketing)).statusCode).toBe(200);
    expect((await issue(marketing)).statusCode).toBe(200);
    const orders = await memberToken(t, shop.id, 'staff', ['orders']);
    const refused = await issue(orders);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toContain('marketing');
    expect((await t.call('GET', `/api/store/gift_cards/${card._id}`, undefined, orders)).statusCode).toBe(403);
    // A store whose plan lacks gift cards has no such screen.
    const essential = await shopOnPlan(t, PACKAGE_IDS.essential);
    expect((await list(essential.token)).statusCode).toBe(404);
  });
});

describe('the gift card settings in the shop', () => {
  it("offers the store's designs and amounts, and gives a bought card its design and validity", async () => {
    const shop = await cardShop();
    const settings = {
      designs: [
        { name: 'Birthday', color: '#e8590c', image: '' },
        { name: 'Thank you', color: '#2b8a3e', image: '' },
      ],
      presets: [15, 40],
      validity_months: 12,
    };
    expect((await t.call('PUT', '/api/store/gift_card_settings', settings, shop.token)).statusCode).toBe(200);
    const shopper = new Shopper(t);
    const page = await shopper.get(`${shop.base}/gift-card`);
    expect(page.html).toContain('Thank you');
    expect(page.html).toContain('₹40.00');
    expect(page.html).toContain('Valid for 12 months');
    const bought = await shopper.post(`${shop.base}/gift-card`, {
      name: 'Meera',
      email: 'meera@example.com',
      phone: '',
      preset: '40',
      amount: '',
      design: 'Thank you',
      recipient_email: 'dev@example.com',
      card_number: '4242 4242 4242 4242',
      idempotency_key: randomUUID(),
    });
    expect(bought.status).toBe(303);
    const [card] = await t.app.ctx.db.select().from(giftCards).where(eq(giftCards.storeId, shop.id));
    expect(card).toMatchObject({ design: 'Thank you', initialAmount: 4_000 });
    expect(card?.expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await shopper.get(String(bought.headers.location))).html).toContain('Valid until');
  });

  it('refuses duplicate amounts and design names, each on its field', async () => {
    const shop = await cardShop();
    const res = await t.call(
      'PUT',
      '/api/store/gift_card_settings',
      {
        designs: [
          { name: 'Gold', color: '#ffd700', image: '' },
          { name: 'gold', color: '#000000', image: '' },
        ],
        presets: [20, 20],
        validity_months: 0,
      },
      shop.token,
    );
    expect(res.statusCode).toBe(400);
    const text = JSON.stringify(res.body);
    expect(text).toContain('Another design has this name');
    expect(text).toContain('This amount is offered already');
  });
});

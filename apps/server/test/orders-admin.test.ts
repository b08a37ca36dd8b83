import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, orderEvents, orders, payments, products } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, CHECKOUT_ADDRESS, checkoutKeys, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
let other: Awaited<ReturnType<typeof shopStore>>;
let tag = 0;

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { name: 'Orders Store', country: 'IN' });
  other = await shopStore(t, { name: 'Other Orders Store' });
});
afterAll(() => t.close());

const stockOf = async (id: string) =>
  (await t.app.ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

/** Buys through the shop: `skus` each once, by card (paid) or cash on delivery. */
async function buy(store: typeof shop, skus: string[], pay: 'card' | 'cod' = 'card', name = 'Asha Rao') {
  const shopper = new Shopper(t);
  for (const sku of skus) await shopper.post(`${store.base}/cart`, { sku, quantity: '1' });
  const keys = await checkoutKeys(shopper, store.base);
  const placed = await shopper.post(`${store.base}/checkout`, {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    phone: '+91 98400 12345',
    ...CHECKOUT_ADDRESS,
    payment_method: pay === 'card' ? 'test_card' : 'cod',
    card_number: pay === 'card' ? '4242424242424242' : '',
    ...keys,
  });
  expect(placed.status).toBe(303);
  const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.idempotencyKey, keys.idempotency_key));
  if (!order) throw new Error('no order');
  return order;
}

async function product(store = shop, token = store.token, stock = 10) {
  tag += 1;
  return addProduct(t, token, {
    sku: `ORD-${tag}`,
    slug: `ord-${tag}`,
    name: `Order Item ${tag}`,
    price: 10_000,
    stock,
  });
}

const act = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/store/orders/action', body, token);
const get = (token: string, id: string) => t.call('GET', `/api/store/orders/${id}`, undefined, token);
const list = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/store/orders/list', body, token);
const version = async (id: string) =>
  (await t.app.ctx.db.select({ v: orders.version }).from(orders).where(eq(orders.id, id)))[0]?.v ?? 0;

describe('every transition through HTTP', () => {
  it('confirm → pack → ship (tracking) → deliver, each with a timeline row of who, from and to', async () => {
    const item = await product();
    const order = await buy(shop, [item.sku]);
    let v = 1;
    for (const [action, extra, status, stage] of [
      ['confirm', {}, 'live', 'confirmed'],
      ['pack', {}, 'live', 'packed'],
      ['ship', { tracking_number: 'DTDC-778812' }, 'live', 'shipped'],
      ['deliver', {}, 'delivered', 'shipped'],
    ] as const) {
      const res = await act(shop.token, { _id: order.id, version: v, action, ...extra });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ status, stage, version: v + 1 });
      v += 1;
    }
    const detail = (await get(shop.token, order.id)).body.data;
    expect(detail.tracking_number).toBe('DTDC-778812');
    expect(detail.allowed_actions).toEqual(['add_note']);
    expect(detail.timeline.map((e: { action: string }) => e.action)).toEqual([
      'placed',
      'confirm',
      'pack',
      'ship',
      'deliver',
    ]);
    expect(detail.timeline[3]).toMatchObject({
      from_status: 'live',
      from_stage: 'packed',
      to_status: 'live',
      to_stage: 'shipped',
      detail: 'Tracking number DTDC-778812',
    });
    expect(detail.timeline[1].by).toMatch(/<owner-.*@example\.com>$/);
  });

  it('refuses an illegal transition with the rule’s message and writes nothing', async () => {
    const order = await buy(shop, [(await product()).sku]);
    const res = await act(shop.token, { _id: order.id, version: 1, action: 'ship', tracking_number: 'X1' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('action: Mark shipped needs a live packed order; this is a placed order.');
    expect(await version(order.id)).toBe(1);
    const events = await t.app.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toEqual([]);
  });

  it('cancels with a reason: stock back, a paid payment marked refund_due; twice is OK with no second return', async () => {
    const item = await product();
    const order = await buy(shop, [item.sku]);
    expect(await stockOf(item._id)).toBe(9);
    await act(shop.token, { _id: order.id, version: 1, action: 'confirm' });
    const res = await act(shop.token, { _id: order.id, version: 2, action: 'cancel', reason: 'Customer asked' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'cancelled',
      payment_status: 'refund_due',
      cancel_reason: 'Customer asked',
    });
    expect(await stockOf(item._id)).toBe(10);
    const [payment] = await t.app.ctx.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.status).toBe('refund_due');
    // Again, even from the stale version the second person saw: OK, nothing written.
    const again = await act(shop.token, { _id: order.id, version: 2, action: 'cancel', reason: 'Twice' });
    expect(again.statusCode).toBe(200);
    expect(again.body.data.status).toBe('cancelled');
    expect(await stockOf(item._id)).toBe(10);
    const cancels = await t.app.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(cancels.filter((e) => e.action === 'cancel')).toHaveLength(1);
  });

  it('a cash order cancelled keeps cod_due; a delivered order cannot be cancelled', async () => {
    const order = await buy(shop, [(await product()).sku], 'cod');
    const cancelled = await act(shop.token, { _id: order.id, version: 1, action: 'cancel', reason: 'Duplicate' });
    expect(cancelled.body.data.payment_status).toBe('cod_due');
    const done = await buy(shop, [(await product()).sku]);
    for (const [v, action, extra] of [
      [1, 'confirm', {}],
      [2, 'pack', {}],
      [3, 'ship', { tracking_number: 'T-1' }],
      [4, 'deliver', {}],
    ] as const) {
      await act(shop.token, { _id: done.id, version: v, action, ...extra });
    }
    const refused = await act(shop.token, { _id: done.id, version: 5, action: 'cancel', reason: 'Late' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('action: A delivered order cannot be cancelled.');
  });

  it('edits the address until shipping and adds notes in any state', async () => {
    const order = await buy(shop, [(await product()).sku]);
    const address = { line1: '7 Hill Street', city: 'Kochi', postal_code: '682001', country: 'in' };
    const edited = await act(shop.token, { _id: order.id, version: 1, action: 'edit_address', address });
    expect(edited.statusCode).toBe(200);
    expect(edited.body.data.shipping_address).toMatchObject({ line1: '7 Hill Street', country: 'IN' });
    const note = await act(shop.token, { _id: order.id, version: 1, action: 'add_note', note: 'Gift wrap please' });
    expect(note.statusCode).toBe(200);
    expect(note.body.data.notes.map((n: { detail: string }) => n.detail)).toEqual(['Gift wrap please']);
    // A note neither needs nor raises the version.
    expect(note.body.data.version).toBe(2);
    await act(shop.token, { _id: order.id, version: 2, action: 'confirm' });
    await act(shop.token, { _id: order.id, version: 3, action: 'pack' });
    await act(shop.token, { _id: order.id, version: 4, action: 'ship', tracking_number: 'T-2' });
    const late = await act(shop.token, { _id: order.id, version: 5, action: 'edit_address', address });
    expect(late.statusCode).toBe(400);
    expect(late.body.message).toMatch(/cannot change on a shipped order/);
  });
});

describe('cash on delivery', () => {
  /** A cash order moved to shipped: the version is then 4. */
  async function shippedCashOrder(store = shop, token = store.token, item?: { sku: string }) {
    const order = await buy(store, [(item ?? (await product(store, token))).sku], 'cod');
    for (const [v, action, extra] of [
      [1, 'confirm', {}],
      [2, 'pack', {}],
      [3, 'ship', { tracking_number: 'COD-1' }],
    ] as const) {
      expect((await act(token, { _id: order.id, version: v, action, ...extra })).statusCode).toBe(200);
    }
    return order;
  }
  const paymentRows = (id: string) => t.app.ctx.db.select().from(payments).where(eq(payments.orderId, id));

  it('marks a delivered cash order paid once: who and when in the timeline, its payment paid; again is a 409', async () => {
    const order = await shippedCashOrder();
    const delivered = await act(shop.token, { _id: order.id, version: 4, action: 'deliver' });
    expect(delivered.body.data).toMatchObject({ status: 'delivered', payment_status: 'cod_due' });
    expect(delivered.body.data.allowed_actions).toEqual(['mark_paid', 'add_note']);

    const paid = await act(shop.token, { _id: order.id, version: 5, action: 'mark_paid' });
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'delivered', payment_status: 'paid', version: 6 });
    expect(paid.body.data.allowed_actions).toEqual(['add_note']);
    const entry = paid.body.data.timeline.at(-1);
    expect(entry).toMatchObject({
      action: 'mark_paid',
      from_status: 'delivered',
      to_status: 'delivered',
      detail: `Cash received: ₹${(order.total / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    });
    expect(entry.by).toMatch(/<owner-.*@example\.com>$/);
    expect(Date.parse(entry.at)).toBe(t.clock.now().getTime());
    expect((await paymentRows(order.id)).map((p) => [p.provider, p.status])).toEqual([['cod', 'paid']]);

    // Sent again, with the old or the new version: 409, and nothing more is written.
    for (const v of [5, 6]) {
      const again = await act(shop.token, { _id: order.id, version: v, action: 'mark_paid' });
      expect(again.statusCode).toBe(409);
      expect(again.body.message).toBe('This order is already paid; nothing was changed.');
    }
    const events = await t.app.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((e) => e.action === 'mark_paid')).toHaveLength(1);
    expect(await version(order.id)).toBe(6);
  });

  it('delivers with the cash received in one step, or without it; a card order ignores the cash', async () => {
    const withCash = await shippedCashOrder();
    const res = await act(shop.token, { _id: withCash.id, version: 4, action: 'deliver', cash_received: true });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'delivered', payment_status: 'paid', version: 5 });
    expect(res.body.data.timeline.slice(-2).map((e: { action: string }) => e.action)).toEqual(['deliver', 'mark_paid']);
    expect((await paymentRows(withCash.id)).map((p) => p.status)).toEqual(['paid']);

    const without = await shippedCashOrder();
    const later = await act(shop.token, { _id: without.id, version: 4, action: 'deliver', cash_received: false });
    expect(later.body.data.payment_status).toBe('cod_due');

    const card = await buy(shop, [(await product()).sku]);
    for (const [v, action, extra] of [
      [1, 'confirm', {}],
      [2, 'pack', {}],
      [3, 'ship', { tracking_number: 'CARD-1' }],
      [4, 'deliver', { cash_received: true }],
    ] as const) {
      expect((await act(shop.token, { _id: card.id, version: v, action, ...extra })).statusCode).toBe(200);
    }
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, card.id));
    expect(row).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    const cardEvents = await t.app.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, card.id));
    expect(cardEvents.map((e) => e.action)).not.toContain('mark_paid');
  });

  it('refuses a card order, a cancelled cash order, a bad cash_received, and a vendor of a shared order', async () => {
    const card = await buy(shop, [(await product()).sku]);
    const paidByCard = await act(shop.token, { _id: card.id, version: 1, action: 'mark_paid' });
    expect(paidByCard.statusCode).toBe(409);
    const cash = await buy(shop, [(await product()).sku], 'cod');
    await act(shop.token, { _id: cash.id, version: 1, action: 'cancel', reason: 'Wrong size' });
    const cancelled = await act(shop.token, { _id: cash.id, version: 2, action: 'mark_paid' });
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.body.message).toBe('action: A cancelled order cannot be marked paid.');
    const bad = await act(shop.token, { _id: cash.id, version: 2, action: 'deliver', cash_received: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/cash_received/);

    const bazaar = await shopStore(t, { type: 'multi_vendor', category: 'art_craft_photography' });
    const vendor = await memberToken(t, bazaar.id, 'vendor', ['add_product', 'update_product']);
    const shared = await buy(bazaar, [(await product(bazaar, vendor)).sku, (await product(bazaar)).sku], 'cod');
    const refused = await act(vendor, { _id: shared.id, version: 1, action: 'mark_paid' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toMatch(/items of other sellers/);
    expect((await act(bazaar.token, { _id: shared.id, version: 1, action: 'mark_paid' })).statusCode).toBe(200);
  });

  it('staff need the orders grant; a branch marks its own orders paid', async () => {
    const counter = await shopStore(t, { name: 'Cash Counter Store', country: 'IN' });
    const order = await buy(counter, [(await product(counter)).sku], 'cod');
    const without = await memberToken(t, counter.id, 'staff', ['add_product']);
    const refused = await act(without, { _id: order.id, version: 1, action: 'mark_paid' });
    expect(refused.statusCode).toBe(403);
    const branchToken = await memberToken(t, counter.id, 'branch');
    const [branch] = await t.app.ctx.db.select().from(branches).where(eq(branches.storeId, counter.id));
    await t.app.ctx.db.update(orders).set({ branchId: branch?.id }).where(eq(orders.id, order.id));
    await t.written();
    const paid = await act(branchToken, { _id: order.id, version: 1, action: 'mark_paid' });
    expect(paid.statusCode).toBe(200);
    expect(paid.body.data.payment_status).toBe('paid');
  });

  it('two people marking one order paid at once: one records it, the other gets 409', async () => {
    const order = await buy(shop, [(await product()).sku], 'cod');
    const results = await Promise.all([
      act(shop.token, { _id: order.id, version: 1, action: 'mark_paid' }),
      act(shop.token, { _id: order.id, version: 1, action: 'mark_paid' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await t.app.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => e.action)).toEqual(['mark_paid']);
  });
});

describe('two people at once', () => {
  it('a stale version answers 409 with nothing written', async () => {
    const order = await buy(shop, [(await product()).sku]);
    expect((await act(shop.token, { _id: order.id, version: 1, action: 'confirm' })).statusCode).toBe(200);
    const stale = await act(shop.token, { _id: order.id, version: 1, action: 'cancel', reason: 'Mine' });
    expect(stale.statusCode).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'live', stage: 'confirmed', version: 2, cancelReason: null });
  });

  it('two confirms raced: one wins, the other gets 409', async () => {
    const order = await buy(shop, [(await product()).sku]);
    const results = await Promise.all([
      act(shop.token, { _id: order.id, version: 1, action: 'confirm' }),
      act(shop.token, { _id: order.id, version: 1, action: 'confirm' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await t.app.ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toHaveLength(1);
  });
});

describe('bad input', () => {
  it('a 10 KB tracking number, a missing reason, an unknown action and a bad id each answer 400 naming the field', async () => {
    const order = await buy(shop, [(await product()).sku]);
    await act(shop.token, { _id: order.id, version: 1, action: 'confirm' });
    await act(shop.token, { _id: order.id, version: 2, action: 'pack' });
    const huge = await act(shop.token, {
      _id: order.id,
      version: 3,
      action: 'ship',
      tracking_number: 'X'.repeat(10_240),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.body.message).toBe('tracking_number: 100 characters at most');
    const blank = await act(shop.token, { _id: order.id, version: 3, action: 'cancel', reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.message).toMatch(/^reason: Say why/);
    const unknown = await act(shop.token, { _id: order.id, version: 3, action: 'refund' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toMatch(/must be one of confirm, pack/);
    expect((await act(shop.token, { _id: 'nope', version: 3, action: 'confirm' })).statusCode).toBe(400);
    expect((await get(shop.token, 'nope')).statusCode).toBe(400);
    const badFilter = await list(shop.token, { status: 'live', placed_from: '31/01/2026' });
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.body.message).toMatch(/^placed_from: must be a date/);
    expect(await version(order.id)).toBe(3);
  });
});

describe('lists, search, filters, count, export and bulk', () => {
  it('lists one status, finds by number, name, email and phone prefix, counts and exports the same filter', async () => {
    const store = await shopStore(t, { name: 'List Store' });
    const item = await product(store);
    const a = await buy(store, [item.sku], 'card', 'Meera Nair');
    const b = await buy(store, [item.sku], 'cod', 'Rahul Verma');
    await buy(store, [item.sku], 'cod', 'Rahul Iyer');
    await act(store.token, { _id: a.id, version: 1, action: 'cancel', reason: 'Test' });
    const numbers = async (body: Record<string, unknown>) =>
      (await list(store.token, { status: 'live', ...body })).body.list.map((o: { number: number }) => o.number);
    expect(await numbers({})).toHaveLength(2);
    expect(await numbers({ search: String(b.number) })).toEqual([b.number]);
    expect(await numbers({ search: `#${b.number}` })).toEqual([b.number]);
    expect(await numbers({ search: 'rahul' })).toHaveLength(2);
    expect(await numbers({ search: 'rahul.v' })).toEqual([b.number]);
    expect(await numbers({ search: '+91 984' })).toHaveLength(2);
    expect(await numbers({ search: 'verma' })).toEqual([]);
    expect(await numbers({ payment_method: 'cod', sort: 'number', direction: 'asc' })).toEqual([
      b.number,
      b.number + 1,
    ]);
    expect(await numbers({ payment_status: 'paid' })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await numbers({ placed_from: '2020-01-01', placed_to: '2020-12-31' })).toEqual([]);
    expect(await numbers({ placed_from: '2020-01-01' })).toHaveLength(2);
    expect(today).toMatch(/^\d{4}-/);
    const cancelled = await list(store.token, { status: 'cancelled' });
    expect(cancelled.body.list).toMatchObject([
      { number: a.number, customer_name: 'Meera Nair', payment_status: 'refund_due' },
    ]);

    const page1 = await list(store.token, { status: 'live', limit: 1 });
    expect(page1.body.next_cursor).toBeTruthy();
    const page2 = await list(store.token, { status: 'live', limit: 1, cursor: page1.body.next_cursor });
    expect(page2.body.list[0].number).not.toBe(page1.body.list[0].number);
    expect(page2.body.next_cursor).toBeNull();

    const count = await t.call('GET', '/api/store/orders/count?status=live&search=rahul', undefined, store.token);
    expect(count.body).toMatchObject({ status: true, total: 2, capped: false });
    const csv = await t.call('POST', '/api/store/orders/export', { status: 'live', search: 'rahul.v' }, store.token);
    expect(csv.statusCode).toBe(200);
    const rows = String((csv as unknown as { body: string }).body)
      .trim()
      .split(/\r?\n/);
    expect(rows[0]).toMatch(/^number,placed_at,status,stage,customer,email/);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('Rahul Verma');
  });

  it('a bulk action answers which orders succeeded and which the rule refused', async () => {
    const store = await shopStore(t, { name: 'Bulk Store' });
    const item = await product(store);
    const a = await buy(store, [item.sku]);
    const b = await buy(store, [item.sku]);
    await act(store.token, { _id: b.id, version: 1, action: 'confirm' });
    const foreign = await buy(other, [(await product(other)).sku]);
    const res = await t.call(
      'POST',
      '/api/store/orders/bulk',
      { ids: [a.id, b.id, foreign.id], action: 'confirm' },
      store.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.succeeded).toEqual([{ _id: a.id, number: a.number }]);
    expect(res.body.refused).toEqual([
      { _id: b.id, number: b.number, message: 'Confirm needs a live placed order; this is a confirmed order.' },
      { _id: foreign.id, number: null, message: 'This order does not exist in your store.' },
    ]);
    expect(res.body.message).toBe('Confirm: 1 order done, 2 refused.');
    const [foreignRow] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, foreign.id));
    expect(foreignRow?.stage).toBe('placed');
    const noReason = await t.call('POST', '/api/store/orders/bulk', { ids: [a.id], action: 'cancel' }, store.token);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body.message).toMatch(/^reason: /);
    const cancel = await t.call(
      'POST',
      '/api/store/orders/bulk',
      { ids: [a.id, b.id], action: 'cancel', reason: 'Out of stock' },
      store.token,
    );
    expect(cancel.body.succeeded).toHaveLength(2);
    expect(await stockOf(item._id)).toBe(10);
  });
});

describe('roles', () => {
  it('another store’s order is 404 to read and to act on, and stays as it was', async () => {
    const foreign = await buy(other, [(await product(other)).sku]);
    expect((await get(shop.token, foreign.id)).statusCode).toBe(404);
    const res = await act(shop.token, { _id: foreign.id, version: 1, action: 'confirm' });
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('This order does not exist in your store.');
    expect(await version(foreign.id)).toBe(1);
  });

  it('staff need the orders grant', async () => {
    const order = await buy(shop, [(await product()).sku]);
    const without = await memberToken(t, shop.id, 'staff', ['add_product']);
    const withGrant = await memberToken(t, shop.id, 'staff', ['orders']);
    const refused = await list(without, { status: 'live' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('Your staff account needs the orders permission for this.');
    expect((await act(without, { _id: order.id, version: 1, action: 'confirm' })).statusCode).toBe(403);
    expect((await list(withGrant, { status: 'live' })).statusCode).toBe(200);
    const ok = await act(withGrant, { _id: order.id, version: 1, action: 'confirm' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data.timeline[1].by).toMatch(/^Test staff </);
  });

  it('a vendor sees only orders with its lines and only those lines; acts on its own orders, notes on shared ones', async () => {
    const bazaar = await shopStore(t, { type: 'multi_vendor', category: 'art_craft_photography' });
    const vendor = await memberToken(t, bazaar.id, 'vendor', ['add_product', 'update_product']);
    const otherVendor = await memberToken(t, bazaar.id, 'vendor', ['add_product']);
    const vase = await product(bazaar, vendor);
    const bowl = await product(bazaar);
    const shared = await buy(bazaar, [vase.sku, bowl.sku]);
    const own = await buy(bazaar, [vase.sku]);
    const storeOnly = await buy(bazaar, [bowl.sku]);

    const seen = (await list(vendor, { status: 'live' })).body.list;
    expect(seen.map((o: { _id: string }) => o._id).sort()).toEqual([shared.id, own.id].sort());
    expect(seen.find((o: { _id: string }) => o._id === shared.id).total).toBe(10_000);
    expect((await get(vendor, storeOnly.id)).statusCode).toBe(404);
    expect((await list(otherVendor, { status: 'live' })).body.list).toEqual([]);

    const detail = (await get(vendor, shared.id)).body.data;
    expect(detail.lines.map((l: { sku: string }) => l.sku)).toEqual([vase.sku]);
    expect(detail).toMatchObject({ partial: true, allowed_actions: ['add_note'], payments: [] });
    const refused = await act(vendor, { _id: shared.id, version: 1, action: 'confirm' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toMatch(/items of other sellers/);
    expect((await act(vendor, { _id: shared.id, version: 1, action: 'add_note', note: 'Vase ready' })).statusCode).toBe(
      200,
    );
    const mine = await act(vendor, { _id: own.id, version: 1, action: 'confirm' });
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data.partial).toBe(false);
    // The owner sees the whole shared order, and can filter by vendor.
    expect((await get(bazaar.token, shared.id)).body.data.lines).toHaveLength(2);
    const features = (await t.call('GET', '/api/store/orders/features', undefined, bazaar.token)).body.data;
    expect(features.vendors).toHaveLength(2);
    const vendorId = detail.lines[0].vendor_id;
    const byVendor = (await list(bazaar.token, { status: 'live', vendor_id: vendorId })).body.list;
    expect(byVendor.map((o: { _id: string }) => o._id).sort()).toEqual([shared.id, own.id].sort());
  });

  it('a branch sees and acts on its own branch’s orders only', async () => {
    const order = await buy(shop, [(await product()).sku]);
    const elsewhere = await buy(shop, [(await product()).sku]);
    const branchToken = await memberToken(t, shop.id, 'branch');
    const [branch] = await t.app.ctx.db.select().from(branches).where(eq(branches.storeId, shop.id));
    await t.app.ctx.db.update(orders).set({ branchId: branch?.id }).where(eq(orders.id, order.id));
    await t.written();
    const seen = (await list(branchToken, { status: 'live' })).body.list;
    expect(seen.map((o: { _id: string }) => o._id)).toEqual([order.id]);
    expect((await get(branchToken, elsewhere.id)).statusCode).toBe(404);
    expect((await act(branchToken, { _id: order.id, version: 1, action: 'confirm' })).statusCode).toBe(200);
    const filtered = (await list(shop.token, { status: 'live', branch_id: branch?.id })).body.list;
    expect(filtered.map((o: { _id: string }) => o._id)).toEqual([order.id]);
  });

  it('estates stores have no orders: every order call refuses', async () => {
    const estates = await shopStore(t, { type: 'estates', category: 'home_furniture' });
    const res = await list(estates.token, { status: 'live' });
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe('Estates stores have no orders.');
  });
});

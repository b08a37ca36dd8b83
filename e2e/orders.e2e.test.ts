import { and, asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { displayNumber } from '@stallfront/shared';
import { mailOutbox, orderEvents, orders, products, stores } from '../apps/server/src/db/schema/index.js';
import { apiAs } from './support/api.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { fillCheckout, fromDrawer, shopPage } from './support/shop.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';
const SHOP = '/s/urban-threads';
const db = () => suite.server.app.ctx.db;

async function chinos() {
  const [store] = await db().select({ id: stores.id }).from(stores).where(eq(stores.subDomain, 'urban-threads'));
  const [row] = await db()
    .select()
    .from(products)
    .where(and(eq(products.storeId, store?.id ?? ''), eq(products.slug, 'slim-chinos')));
  if (!row) throw new Error('no Slim Chinos in the demo');
  return row;
}
const sizeStock = async (size: string) =>
  (await chinos()).variants.find((v) => v.option_values.includes(size))?.stock ?? -1;

/** Buys one pair of Slim Chinos in `size` through the shop as a guest, by card or cash; answers the order id. */
async function buyInShop(size: string, name: string, pay: 'card' | 'cash' = 'card'): Promise<string> {
  const { page } = await shopPage(suite);
  await page.goto(`${SHOP}/p/slim-chinos`);
  const sizes = page.getByRole('group', { name: /^Size/ });
  await sizes.waitFor();
  await sizes.getByText(size, { exact: true }).click();
  await expect.poll(() => sizes.locator('legend').textContent()).toBe(`Size: ${size}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await fromDrawer(page, 'Check out');
  await page.waitForURL(`**${SHOP}/checkout`);
  await fillCheckout(page, { contact: { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com` } });
  if (pay === 'cash') await page.getByLabel('Cash on delivery').check();
  else await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Place order · / }).click();
  await page.waitForURL(/\/order\/[0-9a-f-]{36}\//);
  const id = /\/order\/([0-9a-f-]{36})\//.exec(page.url())?.[1] ?? '';
  await page.context().close();
  return id;
}

const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

/** Moves an order on to shipped through the API, as the owner. */
async function shipThroughApi(id: string) {
  const api = await apiAs(suite.server.baseUrl, OWNER);
  for (const [version, step] of [
    [1, { action: 'confirm' }],
    [2, { action: 'pack' }],
    [3, { action: 'ship', tracking_number: 'COD-SHIP-1' }],
  ] as const) {
    const res = await api<{ status: boolean }>('POST', '/store/orders/action', { _id: id, version, ...step });
    expect(res.status).toBe(true);
  }
}

async function signedIn(viewport = DESKTOP) {
  const { page } = await signedInPage(suite, OWNER, { viewport });
  // The sign-in's toast sits over the header; screenshots and clicks wait it out.
  await page.getByRole('alert').filter({ hasText: 'Signed in.' }).waitFor({ state: 'hidden' });
  return page;
}

/** An order's number as the console shows it (Urban Threads writes UT-01042). */
const numberShown = (row: { number: number; reference: string | null } | undefined) => (row ? displayNumber(row) : '');

/** Opens the live list, finds the order by its number as shown and opens it. */
async function openFromList(page: Page, number: string) {
  await page.goto('/orders/product/live/all');
  await page.getByRole('searchbox').fill(number);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect.poll(() => page.getByRole('row').count()).toBe(2);
  await row.click();
  await page.getByRole('heading', { name: `Order ${number}` }).waitFor();
}

const badge = (page: Page, number: string) =>
  page
    .getByRole('heading', { name: `Order ${number}` })
    .locator('xpath=..')
    .locator('.mantine-Badge-root');

async function toast(page: Page, text: string) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/** Waits out an action's toast: it sits over the header's buttons (and stays while the pointer is on it). */
async function toastGone(page: Page, text: string) {
  const shown = page.getByRole('alert').filter({ hasText: text }).first();
  await shown.waitFor();
  await shown.waitFor({ state: 'hidden' });
}

describe('orders in the console', () => {
  it('confirms, packs, ships with a tracking number and delivers an order bought in the shop', async () => {
    const id = await buyInShop('M', 'Kavya Menon');
    const bought = await orderRow(id);
    expect(bought).toMatchObject({ status: 'live', stage: 'placed', paymentStatus: 'paid' });
    const number = numberShown(bought);

    const page = await signedIn();
    await openFromList(page, number);
    await page.getByRole('region', { name: 'Items' }).getByText('Slim Chinos').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await toastGone(page, 'Order confirmed.');
    await expect.poll(() => badge(page, number).textContent()).toBe('Confirmed');
    await page.getByRole('button', { name: 'Mark packed' }).click();
    await toastGone(page, 'Order marked packed.');
    await expect.poll(() => badge(page, number).textContent()).toBe('Packed');

    await page.getByRole('button', { name: 'Mark shipped' }).click();
    const dialog = page.getByRole('dialog');
    // The field says it is required; empty is refused in the form; 10 KB cannot be typed past its limit.
    expect(await dialog.getByLabel('Tracking number').getAttribute('aria-required')).toBe('true');
    expect(await dialog.locator('label').filter({ hasText: 'Tracking number' }).textContent()).toMatch(/\*$/);
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await dialog.getByText('Fill this in').waitFor();
    await dialog.getByLabel('Tracking number').fill('BLUEDART-55012');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await toastGone(page, 'Order marked shipped.');
    await expect.poll(() => badge(page, number).textContent()).toBe('Shipped');
    await page.getByText('BLUEDART-55012', { exact: true }).waitFor();
    // The shopper hears of it: a mail with the tracking number and their order's page, which shows it.
    const shopper = (await shopPage(suite)).page;
    await shopper.goto(`${SHOP}/order/${id}/${bought?.idempotencyKey}`);
    expect(await shopper.locator('[data-tracking]').textContent()).toBe('On its way. Tracking number BLUEDART-55012');
    await shopper.context().close();
    await expect
      .poll(async () => {
        const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'kavya.menon@example.com'));
        return mails.find((m) => m.subject.endsWith('has shipped'))?.textBody ?? '';
      })
      .toContain('Tracking number: BLUEDART-55012');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByRole('dialog').getByLabel('Note').fill('Left with the neighbour if out.');
    await page.getByRole('dialog').getByRole('button', { name: 'Add note' }).click();
    await page.getByRole('region', { name: 'Internal notes' }).getByText('Left with the neighbour if out.').waitFor();
    await toastGone(page, 'Note added.');
    await screenshot(page, 'orders-page-desktop');

    await page.getByRole('button', { name: 'Mark delivered' }).click();
    await expect.poll(() => badge(page, number).textContent()).toBe('Delivered');
    // Nothing more to do but notes, and the timeline has every step by the owner.
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    for (const step of ['Order placed', 'Confirmed', 'Packed', 'Shipped', 'Note added', 'Delivered']) {
      await timeline.getByText(step, { exact: true }).waitFor();
    }
    await timeline.getByText('Shipped → Delivered').waitFor();

    expect(await orderRow(id)).toMatchObject({
      status: 'delivered',
      stage: 'shipped',
      trackingNumber: 'BLUEDART-55012',
      version: 5,
    });
    const events = await db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.seq));
    expect(events.map((e) => e.action)).toEqual(['confirm', 'pack', 'ship', 'add_note', 'deliver']);
    expect(events[0]?.actorName).toContain('<owner@urban-threads.demo>');

    await page.goto('/orders/product/delivered/all');
    await page.getByRole('row').filter({ hasText: number }).waitFor();
  });

  it('cancels an order with a reason: its stock is back on sale and the card payment is marked for refund', async () => {
    const before = await sizeStock('L');
    const id = await buyInShop('L', 'Rohan Das');
    expect(await sizeStock('L')).toBe(before - 1);
    const number = numberShown(await orderRow(id));

    const page = await signedIn();
    await openFromList(page, number);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The payment is marked for refund.').waitFor();
    await dialog.getByLabel('Reason').fill('Customer ordered the wrong size');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => badge(page, number).textContent()).toBe('Cancelled');
    await page.getByRole('region', { name: 'Payment' }).getByText('Refund due', { exact: true }).waitFor();

    expect(await sizeStock('L')).toBe(before);
    expect(await orderRow(id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_due',
      cancelReason: 'Customer ordered the wrong size',
    });
  });

  it('tells the second of two people changing one order that it changed, and reloads it', async () => {
    const id = await buyInShop('S', 'Dev Patel');
    const number = numberShown(await orderRow(id));
    const first = await signedIn();
    const second = await signedIn();
    await openFromList(first, number);
    await openFromList(second, number);
    await first.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => badge(first, number).textContent()).toBe('Confirmed');

    await second.getByRole('button', { name: 'Confirm' }).click();
    const alert = second.getByRole('alert').filter({ hasText: 'Changed by someone else' });
    await alert.waitFor();
    await alert.getByText(/nothing was saved/).waitFor();
    await alert.getByRole('button', { name: 'Reload the order' }).click();
    await expect.poll(() => badge(second, number).textContent()).toBe('Confirmed');
    expect(await second.getByRole('button', { name: 'Mark packed' }).count()).toBe(1);
    expect(await orderRow(id)).toMatchObject({ stage: 'confirmed', version: 2 });
  });

  it('confirms orders in bulk from the list, and exports the list', async () => {
    const a = await buyInShop('M', 'Bulk One');
    const b = await buyInShop('M', 'Bulk Two');
    const page = await signedIn();
    await page.goto('/orders/product/live/all');
    await page.getByRole('searchbox').fill('bulk');
    await expect.poll(() => page.getByRole('row').count()).toBe(3);
    for (const id of [a, b]) {
      await page.getByRole('checkbox', { name: `Select order ${numberShown(await orderRow(id))}` }).check();
    }
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Confirm: 2 orders done.');
    expect((await orderRow(a))?.stage).toBe('confirmed');
    expect((await orderRow(b))?.stage).toBe('confirmed');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Export/ }).click(),
    ]);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const csv = readFileSync(path, 'utf8').trim().split(/\r?\n/);
    expect(csv[0]).toMatch(/^number,placed_at,status,stage,customer/);
    expect(csv.slice(1).every((line) => line.includes('Bulk '))).toBe(true);
    expect(csv).toHaveLength(3);
  });

  it('delivers a cash-on-delivery order with its cash received: paid, with who and when in the timeline', async () => {
    const id = await buyInShop('M', 'Cash Kumar', 'cash');
    expect(await orderRow(id)).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'cod_due' });
    await shipThroughApi(id);
    const number = numberShown(await orderRow(id));
    const page = await signedIn();
    await page.goto(`/orders/product/${id}`);
    await page.getByRole('heading', { name: `Order ${number}` }).waitFor();
    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByText('Due on delivery', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Mark delivered' }).click();
    const dialog = page.getByRole('dialog', { name: /Mark delivered/ });
    const cash = dialog.getByRole('checkbox', { name: /^Cash received \(₹[\d,.]+\)$/ });
    expect(await cash.isChecked()).toBe(true);
    await screenshot(page, 'orders-deliver-cash-desktop');
    await dialog.getByRole('button', { name: 'Mark delivered' }).click();
    await toastGone(page, 'Order marked delivered and paid.');
    await expect.poll(() => badge(page, number).textContent()).toBe('Delivered');
    await payment.getByText('Paid', { exact: true }).waitFor();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    const entry = timeline.locator('.mantine-Timeline-item').filter({ hasText: 'Marked paid' });
    await entry.getByText(/^Cash received: ₹[\d,.]+$/).waitFor();
    await entry.getByText(/urban-threads\.demo/).waitFor();
    expect(await page.getByRole('button', { name: 'Mark paid' }).count()).toBe(0);
    expect(await orderRow(id)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    const events = await db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.seq));
    expect(events.map((e) => e.action).slice(-2)).toEqual(['deliver', 'mark_paid']);
    expect(events.at(-1)?.actorName).toContain('<owner@urban-threads.demo>');
  });

  it('marks a delivered cash-on-delivery order paid later on a phone; the shopper sees it paid', async () => {
    const id = await buyInShop('M', 'Later Pillai', 'cash');
    await shipThroughApi(id);
    const row = await orderRow(id);
    const number = numberShown(row);
    const page = await signedIn(PHONE);
    await page.goto(`/orders/product/${id}`);
    await page.getByRole('heading', { name: `Order ${number}` }).waitFor();
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    const dialog = page.getByRole('dialog', { name: /Mark delivered/ });
    await dialog.getByRole('checkbox', { name: /^Cash received/ }).uncheck();
    await dialog.getByRole('button', { name: 'Mark delivered' }).click();
    await toastGone(page, 'Order marked delivered.');
    await expect.poll(() => badge(page, number).textContent()).toBe('Delivered');
    const payment = page.getByRole('region', { name: 'Payment' });
    await payment.getByText('Due on delivery', { exact: true }).waitFor();
    await screenshot(page, 'orders-mark-paid-phone');

    await page.getByRole('button', { name: 'Mark paid' }).click();
    const confirm = page.getByRole('dialog', { name: /Mark paid/ });
    await confirm.getByText(/^Record ₹[\d,.]+ received in cash on delivery/).waitFor();
    await screenshot(page, 'orders-mark-paid-dialog-phone');
    await confirm.getByRole('button', { name: 'Mark paid' }).click();
    await toastGone(page, 'Order marked paid.');
    await payment.getByText('Paid', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Timeline' }).getByText('Marked paid', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Mark paid' }).count()).toBe(0);
    expect(await orderRow(id)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });

    const shopper = (await shopPage(suite)).page;
    await shopper.goto(`${SHOP}/order/${id}/${row?.idempotencyKey}`);
    await shopper.getByText('Paid on delivery', { exact: true }).waitFor();
    await shopper.context().close();
  });

  it('tells whoever marks an order paid after a colleague that it already is, and records the cash once', async () => {
    const id = await buyInShop('M', 'Twice Iyer', 'cash');
    await shipThroughApi(id);
    const api = await apiAs(suite.server.baseUrl, OWNER);
    await api('POST', '/store/orders/action', { _id: id, version: 4, action: 'deliver', cash_received: false });
    const number = numberShown(await orderRow(id));
    const page = await signedIn();
    await page.goto(`/orders/product/${id}`);
    await page.getByRole('heading', { name: `Order ${number}` }).waitFor();
    await page.getByRole('button', { name: 'Mark paid' }).waitFor();
    await screenshot(page, 'orders-mark-paid-desktop');

    // A colleague records the cash while this page is open.
    const first = await api<{ status: boolean }>('POST', '/store/orders/action', {
      _id: id,
      version: 5,
      action: 'mark_paid',
    });
    expect(first.status).toBe(true);
    await page.getByRole('button', { name: 'Mark paid' }).click();
    await page
      .getByRole('dialog', { name: /Mark paid/ })
      .getByRole('button', { name: 'Mark paid' })
      .click();
    const alert = page.getByRole('alert').filter({ hasText: 'Changed by someone else' });
    await alert.getByText('This order is already paid; nothing was changed.').waitFor();
    await alert.getByRole('button', { name: 'Reload the order' }).click();
    await page.getByRole('region', { name: 'Payment' }).getByText('Paid', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Mark paid' }).count()).toBe(0);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.filter((e) => e.action === 'mark_paid')).toHaveLength(1);
  });

  it('points from a list that has no such order to the list that has it, and opens it', async () => {
    const [store] = await db().select({ id: stores.id }).from(stores).where(eq(stores.subDomain, 'urban-threads'));
    const [delivered] = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, store?.id ?? ''), eq(orders.status, 'delivered')))
      .orderBy(asc(orders.number))
      .limit(1);
    if (!delivered) throw new Error('no delivered order in the demo');
    const page = await signedIn();
    await page.goto('/orders/product/live/all');
    await page.getByRole('searchbox').fill(String(delivered.number));
    await page.getByText('No results for these filters').waitFor();
    const elsewhere = page.getByRole('region', { name: 'Found in other order lists' });
    const hint = elsewhere.locator(`[data-order-elsewhere="${delivered.number}"]`);
    await hint.waitFor();
    expect(await hint.textContent()).toMatch(
      new RegExp(`^Order ${displayNumber(delivered)} · ${delivered.name} · .+ is in Delivered orders`),
    );
    await screenshot(page, 'orders-elsewhere-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'orders-elsewhere-390');
    await page.setViewportSize(DESKTOP);
    await hint.getByRole('link', { name: `Open order ${displayNumber(delivered)}` }).click();
    await page.getByRole('heading', { name: `Order ${displayNumber(delivered)}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/orders/product/${delivered.id}`);
  });
});

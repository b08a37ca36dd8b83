import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  products,
  settlementLines,
  stores,
  vendorPayouts,
  vendorStatements,
  vendors,
} from '../apps/server/src/db/schema/index.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { fillCheckout, fromDrawer, shopPage } from './support/shop.js';
import { consoleSuite } from './support/suite.js';

const SHOP = '/s/bazaar-central';
const suite = consoleSuite();
const db = () => suite.server.app.ctx.db;

async function bazaar() {
  const [store] = await db().select().from(stores).where(eq(stores.subDomain, 'bazaar-central'));
  if (!store) throw new Error('no Bazaar Central');
  const sellers = await db().select().from(vendors).where(eq(vendors.storeId, store.id)).orderBy(asc(vendors.email));
  return { store, meera: sellers[0], lens: sellers[1] };
}

/** A vendor's product sold as it is (no variants or measurements), with stock. */
async function productOf(storeId: string, vendorId: string) {
  const [row] = await db()
    .select()
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        eq(products.vendorId, vendorId),
        eq(products.status, 'active'),
        eq(products.archived, false),
        isNull(products.customModel),
        sql`${products.stock} >= 3`,
        sql`jsonb_array_length(${products.variants}) = 0`,
      ),
    )
    .orderBy(asc(products.slug))
    .limit(1);
  if (!row) throw new Error(`no plain product of vendor ${vendorId}`);
  return row;
}

const openLines = (page: Page) => page.getByRole('tab', { name: 'Open lines' });

describe('settling a two-vendor order on Bazaar Central', () => {
  it('each vendor sees its own line; the owner closes the period and pays one vendor out', async () => {
    const { store, meera, lens } = await bazaar();
    if (!meera || !lens) throw new Error('two demo vendors expected');
    // Lens & Light renews for this test: an expired vendor reaches billing only.
    await db().update(vendors).set({ status: 'active', subscriptionEndsAt: null }).where(eq(vendors.id, lens.id));
    const vase = await productOf(store.id, meera.id);
    const print = await productOf(store.id, lens.id);

    // A shopper buys one of each by card.
    const { page: shop } = await shopPage(suite);
    for (const [i, item] of [vase, print].entries()) {
      await shop.goto(`${SHOP}/p/${item.slug}`);
      await shop.getByRole('button', { name: 'Add to cart' }).click();
      if (i === 0) await shop.getByRole('dialog').locator('.drawer-lines li').first().waitFor();
      else await fromDrawer(shop, 'Check out');
    }
    await shop.waitForURL(`**${SHOP}/checkout`);
    await fillCheckout(shop);
    await shop.getByLabel('Card number').fill('4242 4242 4242 4242');
    await shop.getByRole('button', { name: /^Place order · / }).click();
    await shop.waitForURL(/\/order\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    const orderId = /\/order\/([0-9a-f-]{36})\//.exec(shop.url())?.[1] ?? '';
    await shop.context().close();
    const lines = await db().select().from(settlementLines).where(eq(settlementLines.orderId, orderId));
    expect(lines.map((l) => l.vendorId).sort()).toEqual([meera.id, lens.id].sort());
    for (const l of lines) expect(l.commission + l.fee + l.net).toBe(l.total);
    // Meera's own rate (12 %) and the store's (10 %) for Lens & Light: both take a commission.
    for (const l of lines) expect(l.commission).toBeGreaterThan(0);

    // Each vendor sees its own line among the open ones, never the other's.
    for (const [who, mine, theirs] of [
      [meera, vase, print],
      [lens, print, vase],
    ] as const) {
      const { page } = await signedInPage(suite, who.email, { viewport: PHONE, at: '/vendor/signin/bazaar-central' });
      await page.goto('/vendors/settlement');
      await openLines(page).click();
      await page.getByText(mine.name).first().waitFor();
      expect(await page.getByText(theirs.name).count()).toBe(0);
      await screenshot(page, `settlement-vendor-open-${who === meera ? 'meera' : 'lens'}-phone`);
      await page.context().close();
    }

    // The owner closes the period now.
    const { page } = await signedInPage(suite, 'owner@bazaar-central.demo', { viewport: DESKTOP });
    await page.goto('/vendors/settlement');
    await page.getByRole('heading', { name: 'Settlements' }).waitFor();
    await page.getByRole('button', { name: 'Close period now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close period' }).click();
    await page.getByText(/^Closed \d statements?\.$/).waitFor();
    const closed = await db().select().from(settlementLines).where(eq(settlementLines.orderId, orderId));
    expect(closed.every((l) => l.statementId !== null)).toBe(true);
    const [statement] = await db()
      .select()
      .from(vendorStatements)
      .where(eq(vendorStatements.id, closed.find((l) => l.vendorId === lens.id)?.statementId ?? ''));
    const ofStatement = await db()
      .select()
      .from(settlementLines)
      .where(eq(settlementLines.statementId, statement?.id ?? ''));
    expect(statement?.net).toBe(ofStatement.reduce((s, l) => s + l.net, 0));
    expect(statement?.total).toBe(ofStatement.reduce((s, l) => s + l.total, 0));
    await screenshot(page, 'settlement-owner-statements');

    // Opens Lens & Light's new statement and pays it out by bank transfer.
    await page
      .getByRole('row', { name: /Lens and Light Studio/ })
      .first()
      .click();
    const drawer = page.getByRole('dialog');
    await drawer.getByTestId('statement-lines').waitFor();
    await expect.poll(() => drawer.getByTestId('statement-lines').locator('tbody tr').count()).toBe(ofStatement.length);
    await screenshot(page, 'settlement-statement');
    await drawer.getByLabel('Bank transfer reference').fill('NEFT-E2E-0042');
    await drawer.getByRole('button', { name: 'Record payout' }).click();
    await page.getByText('Payout recorded: mark it paid once the bank confirms.').waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/vendors/payments');
    const row = page.getByRole('row', { name: /NEFT-E2E-0042/ });
    await row.waitFor();
    await row.getByRole('button', { name: /actions/i }).click();
    await page.getByRole('menuitem', { name: 'Mark paid' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Payout marked paid.').waitFor();
    const [payout] = await db()
      .select()
      .from(vendorPayouts)
      .where(eq(vendorPayouts.reference, 'NEFT-E2E-0042'))
      .orderBy(desc(vendorPayouts.createdAt));
    expect(payout).toMatchObject({ status: 'paid', amount: statement?.net, vendorId: lens.id });
    await screenshot(page, 'settlement-payouts');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'settlement-payouts-phone');
    await page.context().close();
  });
});

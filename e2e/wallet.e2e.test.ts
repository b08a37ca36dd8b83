import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEDGER_ACCOUNTS, transfer } from '@stallfront/shared';
import { stores, vendors } from '../apps/server/src/db/schema/index.js';
import { post } from '../apps/server/src/platform/ledger/ledger.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@bazaar-central.demo';
const VENDOR = 'vendor1@bazaar-central.demo';

/** A transaction on Bazaar Central's ledger, as the settlement module posts one. */
async function postToBazaar(from: string, to: string, amount: number, memo: string) {
  const db = suite.server.app.ctx.db;
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.subDomain, 'bazaar-central'));
  await db.transaction((tx) =>
    post(tx, { storeId: store!.id, currency: 'INR', memo, postings: transfer(from, to, amount) }),
  );
}

describe('the store wallet', () => {
  it('shows the balance and rows, withdraws to the bank (refusing too much) and exports the rows', async () => {
    await postToBazaar(
      LEDGER_ACCOUNTS.vendorSales(),
      LEDGER_ACCOUNTS.storeWallet(),
      250_000,
      'Commission on order E2E-1',
    );
    const { page } = await signedInPage(suite, OWNER, { viewport: DESKTOP });
    await page.goto('/account/wallet');
    await page.getByRole('heading', { name: 'Wallet', level: 1 }).waitFor();
    const balance = page.getByTestId('wallet-balance');
    await balance.waitFor();
    const before = await balance.textContent();
    const table = page.getByRole('table', { name: 'Wallet' });
    await table.getByText('Commission on order E2E-1').waitFor();

    await page.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw to bank' });
    await dialog.getByLabel(/Amount/).fill('99999999');
    await dialog.getByLabel('Bank reference').fill('UTR-E2E-1');
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await dialog.getByText('This is more than the wallet holds').waitFor();
    await screenshot(page, 'wallet-withdraw-refused-desktop');
    await dialog.getByLabel(/Amount/).fill('1000');
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = table.locator('tbody tr').first();
    await expect.poll(() => row.textContent()).toContain('Withdrawal to bank (ref UTR-E2E-1)');
    expect(await row.textContent()).toContain('−₹1,000.00');
    await expect.poll(() => balance.textContent()).not.toBe(before);
    await screenshot(page, 'wallet-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe('Date,Description,In,Out,Balance,Currency,Transaction');
    expect(csv[1]).toContain('Withdrawal to bank (ref UTR-E2E-1),,1000.00,');
    await page.context().close();
  });

  it('reads as cards on a phone', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: PHONE });
    await page.goto('/account/wallet');
    await page.getByTestId('wallet-balance').waitFor();
    await page.getByRole('list', { name: 'Wallet' }).getByRole('listitem').first().waitFor();
    await screenshot(page, 'wallet-phone');
    await page.context().close();
  });
});

describe('the vendor', () => {
  it('opens its dashboard with its own sales, and its wallet with what it is owed', async () => {
    const db = suite.server.app.ctx.db;
    const [meera] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.email, VENDOR));
    await postToBazaar(
      LEDGER_ACCOUNTS.vendorSales(),
      LEDGER_ACCOUNTS.vendorUnsettled(meera!.id),
      84_000,
      'Your line of order E2E-2',
    );
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { page } = await signedInPage(suite, VENDOR, { viewport, at: '/vendor/signin/bazaar-central' });
      await page.waitForURL('**/vendor-dashboard');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await page.getByText('90 days', { exact: true }).click();
      await expect.poll(() => page.locator('[data-stat="Orders"]').textContent()).not.toBe('0');
      await page.locator('.recharts-surface').first().waitFor();
      await screenshot(page, `vendor-dashboard-${name}`);

      await page.goto('/vendor-account/vendor-wallet');
      await page.getByRole('heading', { name: 'Wallet', level: 1 }).waitFor();
      await page.getByText('Your line of order E2E-2').first().waitFor();
      await expect.poll(() => page.locator('[data-stat="Pending"]').textContent()).toContain('₹');
      // Its ad spend: the demo's paid ads (Meera Crafts buys them), what they cost and what came back.
      const spend = page.getByRole('region', { name: 'Ad spend' });
      await expect.poll(() => spend.getByTestId('ad-spend-totals').textContent()).toMatch(/^Paid ₹/);
      await screenshot(page, `vendor-wallet-${name}`);
      await page.context().close();
    }
  });
});

describe('the branch', () => {
  it('opens its dashboard with its own orders', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { page } = await signedInPage(suite, 'annanagar@fresh-basket.demo', { viewport, at: '/branch/signin' });
      await page.waitForURL('**/branch-dashboard');
      await page.getByText('90 days', { exact: true }).click();
      await expect.poll(() => page.locator('[data-stat="Orders"]').textContent()).not.toBe('0');
      await page.locator('.recharts-surface').first().waitFor();
      await screenshot(page, `branch-dashboard-${name}`);
      await page.context().close();
    }
  });
});

import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enquiries, mailOutbox, orderLines, orders, quotes, stores } from '../apps/server/src/db/schema/index.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { fromDrawer, shopPage } from './support/shop.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const db = () => suite.server.app.ctx.db;

async function storeId(subDomain: string) {
  const [row] = await db().select({ id: stores.id }).from(stores).where(eq(stores.subDomain, subDomain));
  if (!row) throw new Error(`no demo store ${subDomain}`);
  return row.id;
}

async function waitForToast(page: Page, text: string | RegExp) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/** A shopper asks Wholesale Hub for prices on two Oak Dining Chairs; answers the quote number. */
async function requestQuote(): Promise<number> {
  const { page, errors } = await shopPage(suite, { viewport: PHONE });
  await page.goto('/s/wholesale-hub/p/oak-dining-chair');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to quote' }).click();
  await fromDrawer(page, 'View quote list');
  await page.waitForURL('**/s/wholesale-hub/cart');
  await page.getByLabel('Your name').fill('Mira Castell');
  await page.getByLabel('Email').fill('mira@example.com');
  await page.getByLabel('Company (optional)').fill('Castell Offices');
  await page.getByRole('button', { name: 'Send quote request' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.textContent()).toMatch(/^Quote request #\d+ sent$/);
  const number = Number(/#(\d+)/.exec((await heading.textContent()) ?? '')?.[1]);
  expect(errors).toEqual([]);
  await page.context().close();
  return number;
}

async function quoteRow(number: number) {
  const [row] = await db()
    .select()
    .from(quotes)
    .where(and(eq(quotes.storeId, await storeId('wholesale-hub')), eq(quotes.number, number)));
  if (!row) throw new Error(`no quote #${number}`);
  return row;
}

describe('quotes in the console', () => {
  it('replies to a quote from the shop with prices, confirms it, and the order has the quoted prices', async () => {
    const number = await requestQuote();
    const { page } = await signedInPage(suite, 'owner@wholesale-hub.demo', { viewport: DESKTOP });
    await page.goto('/orders/quotations/live/all');
    await page.getByRole('table', { name: 'Live quotes' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(String(number));
    const row = page.getByRole('row').filter({ hasText: `#${number}` });
    await row.waitFor();
    await screenshot(page, 'quotes-live-desktop');
    await row.getByText('Mira Castell', { exact: false }).click();
    // Opened within the search's pause: the list must not pull the page back (use-list-params).
    await page.getByRole('heading', { name: `Quote #${number}` }).waitFor();

    // The validity starts from the store's B2B configuration (Wholesale Hub: 30 days).
    expect(await page.getByLabel('Prices valid until').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Sent without prices, the form says in words what to enter on each field (issue 38, item 19).
    await page.getByRole('textbox', { name: 'Terms' }).fill('Net 30.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Enter a price').first().waitFor();

    // $12.50 each for the two kits, $5.00 shipping, valid for a week.
    await page.getByRole('textbox', { name: 'Price of Oak Dining Chair' }).fill('12.50');
    await page.getByRole('textbox', { name: 'Shipping' }).fill('5');
    const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Prices valid until').fill(validUntil);
    await page.getByRole('textbox', { name: 'Terms' }).fill('Net 30. Delivered in one week.');
    await page.getByText('Total before tax: $30.00').waitFor();
    await screenshot(page, 'quote-reply-desktop');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await waitForToast(page, `Prices for quote #${number} sent to mira@example.com.`);
    expect((await quoteRow(number)).status).toBe('replied');
    // The last valid day reads as every other date of the console does.
    const lastDay = new Date(`${validUntil}T12:00:00Z`).toLocaleDateString('en-US', {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
    await page.getByText(`the prices hold until ${lastDay}.`, { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Confirm as order' }).click();
    const dialog = page.getByRole('dialog', { name: `Confirm quote #${number} as an order` });
    await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill('88 Harbor Street');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Boston');
    await dialog.getByRole('textbox', { name: 'Postal code' }).fill('02110');
    await screenshot(page, 'quote-confirm-desktop');
    await dialog.getByRole('button', { name: 'Confirm order' }).click();
    await waitForToast(page, new RegExp(`Quote #${number} is now order #\\d+\\.`));
    await page.getByText(/as order #\d+\./).waitFor();
    await screenshot(page, 'quote-confirmed-desktop');

    const quote = await quoteRow(number);
    expect(quote.status).toBe('confirmed');
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, quote.orderId ?? ''));
    expect(order).toMatchObject({ status: 'live', subtotal: 2_500, shipping: 500, email: 'mira@example.com' });
    expect(order?.shippingAddress).toMatchObject({ line1: '88 Harbor Street', city: 'Boston', country: 'US' });
    const lines = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? ''));
    expect(lines.map((l) => [l.name, l.quantity, l.unitPrice])).toEqual([['Oak Dining Chair', 2, 1_250]]);

    // One mail per step: the confirm modal's submit must not send the reply form again.
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'mira@example.com'));
    expect(mails.filter((m) => m.subject.includes(`quote #${number}`)).map((m) => m.subject)).toEqual([
      `Prices for your quote #${number} at Wholesale Hub`,
    ]);
    expect(mails.map((m) => m.subject)).toContain(`Quote #${number} confirmed as order #${order?.number}`);

    await page.goto('/orders/quotations/confirmed/all');
    await page
      .getByRole('row')
      .filter({ hasText: `#${number}` })
      .waitFor();
    await page.context().close();
  });

  it('shows the quote lists and a quote page on a phone', async () => {
    const number = await requestQuote();
    const { page } = await signedInPage(suite, 'owner@wholesale-hub.demo', { viewport: PHONE });
    await page.goto('/orders/quotations/live/all');
    await page.getByText(`#${number}`, { exact: true }).waitFor();
    expect(await page.getByRole('table', { name: 'Live quotes' }).count()).toBe(0);
    await screenshot(page, 'quotes-live-phone');
    await page.getByText(`#${number}`, { exact: true }).click();
    await page.getByRole('textbox', { name: 'Price of Oak Dining Chair' }).waitFor();
    await screenshot(page, 'quote-reply-phone');
    await page.getByRole('button', { name: 'Cancel quote' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel quote #${number}` });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('We no longer make this kit.');
    await dialog.getByRole('button', { name: 'Cancel quote' }).click();
    await page.getByText('Cancelled').first().waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: `Quote #${number} cancelled` })
      .waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Check the highlighted fields' }).count()).toBe(0);
    await screenshot(page, 'quote-cancelled-phone');
    expect((await quoteRow(number)).cancelReason).toBe('We no longer make this kit.');
    await page.context().close();
  });
});

describe('enquiries and donations in the console', () => {
  it('marks an enquiry contacted with a note, then answers it by email', async () => {
    const { page } = await signedInPage(suite, 'owner@enquire-electronics.demo', { viewport: DESKTOP });
    await page.goto('/enquiries');
    await page.getByRole('table', { name: 'Enquiries' }).waitFor();
    await screenshot(page, 'enquiries-desktop');
    const row = page.getByRole('row').filter({ hasText: 'New' }).first();
    const asker = (await row.locator('td').first().locator('p').first().textContent()) ?? '';
    const received = (await row.locator('td').nth(5).textContent()) ?? '';
    await row.getByText(asker).click();
    const dialog = page.getByRole('dialog', { name: `Enquiry from ${asker}` });
    await dialog.getByText('Contacted', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Notes' }).fill('Called back; sending a quote.');
    await screenshot(page, 'enquiry-modal-desktop');
    await dialog.getByRole('button', { name: 'Save status and notes' }).click();
    await waitForToast(page, `Enquiry from ${asker} saved.`);
    const rows = await db()
      .select()
      .from(enquiries)
      .where(
        and(
          eq(enquiries.storeId, await storeId('enquire-electronics')),
          eq(enquiries.notes, 'Called back; sending a quote.'),
        ),
      );
    expect(rows.map((r) => [r.name, r.status])).toEqual([[asker, 'contacted']]);

    // Reopened, it answers by email: the reply is kept in the dialog and mailed.
    const contacted = page.getByRole('row').filter({ hasText: asker }).filter({ hasText: received });
    await contacted.getByText('Contacted').waitFor();
    await contacted.getByText(asker).click();
    const again = page.getByRole('dialog', { name: `Enquiry from ${asker}` });
    await again.getByRole('textbox', { name: 'Reply by email' }).fill('Yes, next-day delivery to Manchester.');
    await again.getByRole('button', { name: 'Send reply' }).click();
    await again.getByText('Yes, next-day delivery to Manchester.', { exact: true }).waitFor();
    const [sent] = await db()
      .select()
      .from(mailOutbox)
      .where(
        eq(
          mailOutbox.textBody,
          `Hello ${asker},\n\nYes, next-day delivery to Manchester.\n\n—\nYou asked: ${rows[0]?.message}`,
        ),
      );
    expect(sent?.subject).toBe('Re: your enquiry to Enquire Electronics');

    const phone = (await signedInPage(suite, 'owner@enquire-electronics.demo', { viewport: PHONE })).page;
    await phone.goto('/enquiries');
    await phone.getByText('Contacted').first().waitFor();
    await screenshot(phone, 'enquiries-phone');
    await page.context().close();
    await phone.context().close();
  });
});

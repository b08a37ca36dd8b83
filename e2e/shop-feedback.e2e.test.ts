import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mailOutbox, shopFeedback } from '../apps/server/src/db/schema/index.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { SHOP_SHOTS, shopPage } from './support/shop.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const db = () => suite.server.app.ctx.db;
const OWNER = 'owner@urban-threads.demo';
const SHOPPER = { name: 'Jonas Weber', email: 'jonas.feedback@example.com' };
const MESSAGE = 'The linen shirt fits perfectly, but the parcel took a week.';

async function waitForToast(page: Page, text: string) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/** A shopper on a phone finds the feedback page in the footer, forgets the stars once, then sends it. */
async function sendFeedback() {
  const { page, errors } = await shopPage(suite, { viewport: PHONE });
  await page.goto('/s/urban-threads/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Feedback', exact: true }).click();
  await page.waitForURL('**/s/urban-threads/feedback');
  await page.getByLabel('Your name').fill(SHOPPER.name);
  await page.getByLabel('Email').fill(SHOPPER.email);
  await page.getByLabel('Your feedback').fill(MESSAGE);
  await page.getByLabel('Order number (optional)').fill('1003');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  // Sent back beside the stars, with what was typed kept.
  await page.getByText('Choose a rating from 1 to 5 stars').waitFor();
  expect(await page.getByLabel('Your feedback').inputValue()).toBe(MESSAGE);
  expect(await page.getByLabel('Your name').inputValue()).toBe(SHOPPER.name);
  await page.screenshot({ path: `${SHOP_SHOTS}/feedback-refused-phone.png`, fullPage: true });
  await page.getByText('4 ★', { exact: true }).click();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await page.getByRole('heading', { level: 1, name: 'Thank you for your feedback' }).waitFor();
  // The refused form's page answered 400, which the browser reports; nothing else went wrong.
  expect(errors).toEqual([expect.stringMatching(/status of 400/)]);
  await page.context().close();
}

describe('shop feedback', () => {
  it('a shopper sends feedback from the shop; the merchant finds it, answers by email and closes it', async () => {
    await sendFeedback();

    const { page } = await signedInPage(suite, OWNER, { viewport: DESKTOP });
    await page.goto('/setting/feedback');
    await page.getByRole('table', { name: 'Feedback' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: SHOPPER.name });
    await row.getByText('New').waitFor();
    await screenshot(page, 'shop-feedback-desktop');
    await row.getByText(SHOPPER.name).click();
    const dialog = page.getByRole('dialog', { name: `Feedback from ${SHOPPER.name}` });
    await dialog.getByText(MESSAGE).waitFor();
    await dialog
      .getByRole('textbox', { name: 'Reply by email' })
      .fill('Sorry for the wait: your next delivery is free.');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await dialog.getByText('Sorry for the wait: your next delivery is free.', { exact: true }).waitFor();
    await screenshot(page, 'shop-feedback-dialog-desktop');
    const mails = () => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, SHOPPER.email));
    await expect
      .poll(async () => (await mails()).map((m) => m.subject), { timeout: 15_000 })
      .toEqual(['Re: your feedback to Urban Threads']);

    await dialog.getByText('Closed', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Save status' }).click();
    await waitForToast(page, `Feedback from ${SHOPPER.name} saved.`);
    await row.getByText('Closed').waitFor();
    const [kept] = await db().select().from(shopFeedback).where(eq(shopFeedback.email, SHOPPER.email));
    expect(kept).toMatchObject({ status: 'closed', rating: 4, orderNumber: '1003' });

    const phone = (await signedInPage(suite, OWNER, { viewport: PHONE })).page;
    await phone.goto('/setting/feedback');
    await phone.getByText(SHOPPER.name).first().waitFor();
    await screenshot(phone, 'shop-feedback-phone');
    await phone.getByText(SHOPPER.name).first().click();
    await phone
      .getByRole('dialog', { name: `Feedback from ${SHOPPER.name}` })
      .getByText(MESSAGE)
      .waitFor();
    await screenshot(phone, 'shop-feedback-dialog-phone');
    await page.context().close();
    await phone.context().close();
  });
});

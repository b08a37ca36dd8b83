import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, freshPage, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const MASTER = 'admin@stallfront.demo';

const adminPage = async (viewport = DESKTOP) =>
  (await signedInPage(suite, MASTER, { viewport, at: '/session/signin/master' })).page;

/** Waits for the right-side panel to finish sliding in: its right edge on the window's. */
async function panelSettled(page: Page) {
  const content = page.locator('.mantine-Drawer-content');
  const rightEdge = async () => {
    const box = await content.boundingBox();
    return box ? Math.round(box.x + box.width) : 0;
  };
  await expect.poll(rightEdge, { timeout: 5_000 }).toBe(page.viewportSize()?.width);
}

describe('the platform admin', () => {
  it('answers a store’s feedback, which is mailed to its owner, then closes it', async () => {
    const page = await adminPage();
    await page.goto('/admin/feedbacks');
    await page.getByRole('row').filter({ hasText: 'Bulk price change' }).getByText('Bulk price change').click();
    const drawer = page.getByRole('dialog', { name: 'Bulk price change' });
    await drawer.getByRole('img', { name: 'Image 1 of 1' }).waitFor();
    await drawer.getByRole('textbox', { name: 'Answer' }).fill('Coming next month: prices by percentage per catalog.');
    await drawer.getByRole('button', { name: 'Send answer' }).click();
    await page.getByText('Answer mailed to owner@urban-threads.demo.').waitFor();
    await drawer.getByTestId('feedback-answer').getByText('Coming next month').waitFor();
    await panelSettled(page);
    await screenshot(page, 'admin-community-feedback-desktop');
    await drawer.getByRole('button', { name: 'Close feedback' }).click();
    await drawer.getByRole('button', { name: 'Reopen feedback' }).waitFor();
    await page.keyboard.press('Escape');
    const row = page.getByRole('row').filter({ hasText: 'Bulk price change' });
    await expect.poll(() => row.getByText('Closed').count(), { timeout: 5_000 }).toBe(1);
    await page.context().close();

    // The owner reads the answer under the feedback form.
    const owner = (await signedInPage(suite, 'owner@urban-threads.demo')).page;
    await owner.getByRole('button', { name: 'Send feedback' }).click();
    const sent = owner.getByRole('dialog', { name: 'Send feedback' }).getByTestId('sent-feedback');
    await sent.getByText('Coming next month: prices by percentage per catalog.').waitFor();
    await panelSettled(owner);
    await screenshot(owner, 'admin-community-owner-answer-desktop');
    await owner.context().close();
  });

  it('adds a dealer, and a store signed up with its code shows under the dealer', async () => {
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const page = await adminPage();
    await page.goto('/admin/dealers');
    await page.getByRole('row').filter({ hasText: 'NORTHWIND' }).waitFor();
    await page.getByRole('button', { name: 'New dealer' }).click();
    const form = page.getByRole('dialog', { name: 'New dealer' });
    await form.getByLabel('Name').fill('Harbour Resellers');
    await form.getByLabel('Email').fill('harbour@example.com');
    await form.getByLabel('Dealer code').fill('northwind');
    await form.getByRole('button', { name: 'Add dealer' }).click();
    await form.getByText("NORTHWIND is another dealer's code. Choose another.").waitFor();
    await form.getByLabel('Dealer code').fill(code.toLowerCase());
    await form.getByRole('button', { name: 'Add dealer' }).click();
    await page.getByRole('row').filter({ hasText: code }).waitFor();

    const shop = await freshPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await shop.goto(`/session/signup?dealer=${code}`);
    await shop.getByLabel('Email').fill(`${code.toLowerCase()}@dealer-shop.test`);
    await expect.poll(() => shop.getByText('This email is free.').count()).toBe(1);
    await shop.getByRole('button', { name: 'Next' }).click();
    await shop.getByLabel('Store name').fill(`Harbour Shop ${code}`);
    await shop.getByRole('combobox', { name: 'What do you sell?' }).click();
    await shop.getByRole('option', { name: 'Sarees' }).click();
    await shop.getByRole('button', { name: 'Next' }).click();
    await expect(shop.getByLabel('Dealer code (optional)').inputValue()).resolves.toBe(code);
    await shop.getByRole('textbox', { name: 'Password', exact: true }).fill('harbour-2026');
    await shop.getByRole('textbox', { name: 'Repeat the password' }).fill('harbour-2026');
    await shop.getByRole('button', { name: 'Create my store' }).click();
    await shop.waitForURL('**/welcome/signup');
    await shop.context().close();

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByText('Harbour Resellers').click();
    const drawer = page.getByRole('dialog', { name: 'Harbour Resellers' });
    await drawer.getByTestId('dealer-stores').getByText(`Harbour Shop ${code}`).waitFor();
    await panelSettled(page);
    await screenshot(page, 'admin-community-dealer-desktop');
    await page.context().close();
  });

  it('fits a phone: dealers, subscribers and enquiries', async () => {
    const page = await adminPage(PHONE);
    await page.goto('/admin/dealers');
    await page.getByText('Northwind Partners').first().waitFor();
    await screenshot(page, 'admin-community-dealers-phone');
    await page.goto('/admin/subscribers');
    await page.getByText('maria.lopez@example.com').first().waitFor();
    await screenshot(page, 'admin-community-subscribers-phone');
    await page.getByRole('tab', { name: 'Enquiries' }).click();
    await page.getByText('Spice Route Foods').first().waitFor();
    await screenshot(page, 'admin-community-enquiries-phone');
    await page.context().close();
  });
});

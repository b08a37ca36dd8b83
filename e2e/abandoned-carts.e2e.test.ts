import { and, desc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../apps/server/src/db/schema/index.js';
import { DESKTOP, expectCoversNoTitle, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';

describe('abandoned carts', () => {
  it("sends a guest's abandoned cart a reminder, which lands in the mail outbox with a link back", async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: DESKTOP });
    await page.goto('/orders/abandoned-cart/guest-user');
    const table = page.getByRole('table', { name: 'Abandoned carts (guests)' });
    await table.locator('tbody tr').first().waitFor();
    await screenshot(page, 'abandoned-carts-desktop');
    const first = table.locator('tbody tr').first();
    // The contact cell holds the shopper's name (a guest who ordered before has one) over the email.
    const contact = first
      .locator('td')
      .nth(1)
      .getByText(/@urban-threads\.shopper\.demo$/);
    const email = ((await contact.textContent()) ?? '').trim();
    expect(email).toMatch(/^[\w.+-]+@urban-threads\.shopper\.demo$/);
    await first.getByRole('checkbox').click();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Send reminder' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('The shopper of this cart gets an email');
    await dialog.getByRole('button', { name: 'Send' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Reminder queued for 1 cart.' });
    await toast.waitFor();
    await expectCoversNoTitle(page, toast);
    await expect.poll(() => first.textContent()).toContain('Reminded');

    const db = suite.server.app.ctx.db;
    const reminders = () =>
      db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.subject, 'Your cart at Urban Threads%')))
        .orderBy(desc(mailOutbox.createdAt));
    await expect.poll(async () => (await reminders()).length).toBe(1);
    const [mail] = await reminders();
    const link = mail?.textBody.match(/https?:\/\/\S+\/cart\/recover\/\S+/)?.[0] ?? '';
    expect(link).not.toBe('');
    // The link brings the cart back in the shopper's own browser.
    const shopper = await suite.browser.newContext({ baseURL: suite.server.baseUrl });
    const shop = await shopper.newPage();
    await shop.goto(new URL(link).pathname);
    await shop.waitForURL('**/s/urban-threads/cart');
    expect(await shop.locator('ul.lines > li').count()).toBeGreaterThan(0);
    await shopper.close();
    await page.context().close();
  });

  it("lists signed-in customers' carts apart, as cards on a phone", async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: PHONE });
    await page.goto('/orders/abandoned-cart/customer');
    const cards = page.getByRole('list', { name: 'Abandoned carts' }).getByRole('listitem');
    // The demo's two signed-in customers left carts (a guest who later made an account counts too).
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(2);
    expect(await cards.allTextContents()).toContainEqual(expect.stringMatching(/Ananya Rao.*Not recovered/));
    await screenshot(page, 'abandoned-carts-phone');
    await page.context().close();
  });
});

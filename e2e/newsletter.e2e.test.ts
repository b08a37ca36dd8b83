import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedMail, startSmtpSink } from '../apps/server/test/smtp-sink.js';
import { DESKTOP, freshPage, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink?.close());
// Campaign mail goes to this test's own SMTP server, as fast as it takes it.
const suite = consoleSuite({ env: () => ({ SMTP_URL: sink.url, NEWSLETTER_RATE_PER_SECOND: '0' }) });

const OWNER = 'owner@urban-threads.demo';
const SHOP = '/s/urban-threads';
const READER = 'e2e-reader@example.com';
const SUBJECT = 'E2E autumn letter';

/** The last mail to an address with this in its subject, decoded, once it has come. */
async function mailTo(address: string, subject: string) {
  let found = '';
  await expect
    .poll(
      () => {
        found =
          sink.mails
            .filter((m) => m.to === address)
            .map((m) => decodedMail(m.raw))
            .filter((m) => m.includes(subject))
            .at(-1) ?? '';
        return found;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  return found;
}

/** A mailed link's path and query, opened on this test's server (PUBLIC_URL is another host). */
const linkIn = (mail: string, path: string) => {
  const found = mail.match(new RegExp(`https?://[^\\s"<>]*${path}\\?token=[\\w.%-]+`))?.[0];
  if (!found) throw new Error(`no ${path} link in the mail`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
};

async function signUpInTheShop(shopper: Page) {
  await shopper.goto(`${SHOP}/`);
  const box = shopper.getByRole('region', { name: 'Newsletter' });
  await box.getByLabel('Newsletter subscription address').fill(READER);
  await box.scrollIntoViewIfNeeded();
  await screenshot(shopper, 'newsletter-footer-phone');
  await box.getByRole('button', { name: 'Subscribe' }).click();
  await shopper.getByRole('heading', { name: 'Check your email' }).waitFor();
  const confirm = linkIn(await mailTo(READER, 'Confirm your subscription'), '/newsletter/confirm');
  await shopper.goto(confirm);
  await shopper.getByRole('button', { name: 'Confirm my subscription' }).click();
  await shopper.getByRole('heading', { name: 'You are subscribed' }).waitFor();
}

describe('newsletter', () => {
  it('sends a campaign to a local SMTP server and follows its unsubscribe link', async () => {
    const shopper = await freshPage(suite.browser, suite.server.baseUrl, PHONE);
    await signUpInTheShop(shopper);

    const owner = (await signedInPage(suite, OWNER, { viewport: DESKTOP })).page;
    await owner.goto('/setting/newsletter');
    await owner.getByRole('table', { name: 'Newsletter subscribers' }).waitFor();
    await owner.getByRole('row').filter({ hasText: READER }).getByText('Subscribed').waitFor();
    await screenshot(owner, 'newsletter-desktop');

    await owner.getByRole('tab', { name: 'Campaigns' }).click();
    await owner.getByRole('table', { name: 'Newsletter campaigns' }).waitFor();
    // The demo's draft has product cards: the preview draws them with the unsubscribe link.
    await owner.getByRole('row').filter({ hasText: 'Winter sale preview' }).click();
    const draft = owner.getByRole('dialog', { name: 'Winter sale preview' });
    await draft.getByRole('button', { name: 'Preview' }).click();
    const preview = owner.frameLocator('iframe[title="Campaign preview"]');
    await preview.getByRole('link', { name: 'Unsubscribe' }).waitFor();
    await owner.keyboard.press('Escape');
    await owner.keyboard.press('Escape');
    await draft.waitFor({ state: 'hidden' });

    await owner.getByRole('button', { name: 'New campaign' }).first().click();
    const drawer = owner.getByRole('dialog', { name: 'New campaign' });
    await drawer.getByRole('textbox', { name: 'Subject' }).fill(SUBJECT);
    await drawer.getByRole('textbox', { name: 'Text' }).fill('Our warmest knits are back.');
    await screenshot(owner, 'newsletter-compose-desktop');
    await drawer.getByRole('button', { name: 'Send now' }).click();
    await owner
      .getByRole('dialog', { name: 'Send to every subscriber now?' })
      .getByRole('button', { name: 'Send now' })
      .click();
    await drawer.waitFor({ state: 'hidden' });

    const mail = await mailTo(READER, SUBJECT);
    expect(mail).toMatch(/List-Unsubscribe:\s+<http/);
    expect(mail).toContain('Our warmest knits are back.');
    const row = owner.getByRole('row').filter({ hasText: SUBJECT });
    await expect
      .poll(
        async () => {
          await owner.getByRole('tab', { name: 'Subscribers' }).click();
          await owner.getByRole('tab', { name: 'Campaigns' }).click();
          return (await row.textContent({ timeout: 10_000 })) ?? '';
        },
        { timeout: 60_000 },
      )
      .toContain('Sent');

    await shopper.goto(linkIn(mail, '/unsubscribe'));
    await shopper.getByText(READER).waitFor();
    await shopper.getByRole('button', { name: 'Unsubscribe' }).click();
    await shopper.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    await screenshot(shopper, 'newsletter-unsubscribed-phone');

    await owner.reload();
    await row.getByText('1 unsubscribed').waitFor();
    await screenshot(owner, 'newsletter-campaigns-desktop');

    const phone = (await signedInPage(suite, OWNER, { viewport: PHONE })).page;
    await phone.goto('/setting/newsletter');
    await phone.getByText(READER).waitFor();
    await screenshot(phone, 'newsletter-phone');
    await phone.getByRole('tab', { name: 'Campaigns' }).click();
    await phone.getByText(SUBJECT).waitFor();
    await screenshot(phone, 'newsletter-campaigns-phone');
    await phone.getByText(SUBJECT).click();
    await phone.getByRole('dialog', { name: SUBJECT }).getByText('1 unsubscribed').waitFor();
    await screenshot(phone, 'newsletter-sent-phone');
  }, 240_000);

  it('imports subscribers from a CSV: a bad row is named and nothing is written, then the file goes in', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: DESKTOP });
    await page.goto('/setting/newsletter');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import subscribers from a CSV' });
    const csv = (text: string) => ({ name: 'subscribers.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await dialog
      .locator('input[type=file]')
      .setInputFiles(csv('email,name\ncsv.one@example.com,One\nnot-an-email,Two\n'));
    // The second data row (row 3 of the file, its header row 1) is refused on its email.
    const refused = dialog
      .getByRole('table', { name: 'Rows with problems' })
      .getByRole('row')
      .filter({ hasText: 'email' });
    await refused.first().waitFor();
    expect(await refused.first().textContent()).toMatch(/^3email/);
    expect(await page.getByRole('row').filter({ hasText: 'csv.one@example.com' }).count()).toBe(0);
    await dialog
      .locator('input[type=file]')
      .setInputFiles(csv('email,name\ncsv.one@example.com,One\ncsv.two@example.com,Two\n'));
    await dialog.getByRole('status').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('row').filter({ hasText: 'csv.two@example.com' }).waitFor();
    await page.context().close();
  }, 120_000);
});

import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { startDnsServer } from '../apps/server/test/domain-peers.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

// The DNS the domain check asks: the test adds the records as the merchant would at their DNS host.
let dns: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(async () => {
  await dns?.close();
});
const suite = consoleSuite({
  env: () => ({
    DNS_RESOLVER: dns.address,
    DOMAIN_TARGET_HOST: 'shops.stallfront.test',
    DOMAIN_TARGET_IPV4: '127.0.0.1',
  }),
});

const DOMAIN = 'shop.urban-threads-e2e.example';

describe('custom domain', () => {
  it('the owner connects a domain, adds its records and sees it verified; the certificate waits for a CA', async () => {
    const { page } = await signedInPage(suite, 'owner@urban-threads.demo', { viewport: DESKTOP });
    await page.goto('/setting/domain');
    await page.getByRole('heading', { name: 'Domain', level: 1 }).waitFor();

    // An IP address is refused on the field.
    await page.getByRole('textbox', { name: 'Your domain' }).fill('203.0.113.9');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByText('Enter a domain name, not an IP address').waitFor();

    await page.getByRole('textbox', { name: 'Your domain' }).fill(`https://${DOMAIN.toUpperCase()}/`);
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('heading', { name: DOMAIN }).waitFor();
    await page.getByText('Waiting for DNS').waitFor();
    const txt = page.getByLabel('TXT record', { exact: true });
    const token = ((await txt.locator('code').nth(1).textContent()) ?? '').trim();
    expect(token).toMatch(/^stallfront-verify=[0-9a-f]{32}$/);

    // Nothing in DNS yet.
    await page.getByRole('button', { name: 'Check DNS now' }).click();
    await page.getByText('Not verified yet').waitFor();
    await expect(txt.getByText('Not found').count()).resolves.toBe(1);

    // The merchant adds the A record and the TXT token; the next check verifies.
    dns.zone.a.set(DOMAIN, ['127.0.0.1']);
    dns.zone.txt.set(`_stallfront-verify.${DOMAIN}`, [token]);
    await page.getByRole('button', { name: 'Check DNS now' }).click();
    await page.getByText('Verified', { exact: true }).waitFor();
    await txt.getByText('Found').waitFor();
    await page.getByText('Pending', { exact: true }).waitFor();
    await screenshot(page, 'domain-desktop');

    // This server has no ACME directory: asking for the certificate says so and claims nothing.
    await page.getByRole('button', { name: 'Get certificate' }).click();
    await page.getByText(/issues no certificates yet/).waitFor();
    await page.getByText('Pending', { exact: true }).waitFor();

    await page.setViewportSize(PHONE);
    await page.getByRole('heading', { name: DOMAIN }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'domain-phone');

    // Disconnecting asks first, then frees the name.
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await page
      .getByRole('dialog', { name: `Disconnect ${DOMAIN}?` })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await page.getByRole('heading', { name: 'Connect your domain' }).waitFor();
  });

  it('a store on the free package gets the upgrade modal instead, leading to the plans', async () => {
    const { page } = await signedInPage(suite, 'owner@enquire-electronics.demo', { viewport: PHONE });
    await page.goto('/setting/domain');
    await page.getByRole('textbox', { name: 'Your domain' }).fill('shop.enquire-e2e.example');
    await page.getByRole('button', { name: 'Connect' }).click();
    const modal = page.getByRole('dialog', { name: 'Upgrade to connect your domain' });
    await modal.getByText(/comes with a paid plan/).waitFor();
    await screenshot(page, 'domain-upgrade-phone');
    await modal.getByRole('link', { name: 'See plans' }).click();
    await page.waitForURL('**/deployment/plans');
  });
});

import { X509Certificate } from 'node:crypto';
import { request } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenTls } from '../apps/server/src/modules/domains/tls.js';
import { freePort, type Pebble, startDnsServer, startPebble } from '../apps/server/test/domain-peers.js';
import { DESKTOP, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

// The whole path in the browser: DNS the test answers, and Pebble, Let's Encrypt's ACME test
// server, validating HTTP-01 on this server's own port.
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let pebble: Pebble;
let httpPort: number;
beforeAll(async () => {
  dns = await startDnsServer();
  httpPort = await freePort();
  pebble = await startPebble(dns.address, httpPort);
});
afterAll(async () => {
  await pebble?.stop();
  await dns?.close();
});
const suite = consoleSuite({
  port: () => httpPort,
  env: () => ({
    DNS_RESOLVER: dns.address,
    DOMAIN_TARGET_HOST: 'shops.stallfront.test',
    DOMAIN_TARGET_IPV4: '127.0.0.1',
    ACME_DIRECTORY_URL: pebble.directoryUrl,
    ACME_CA_FILE: pebble.apiCaFile,
  }),
});

const DOMAIN = 'shop.urban-threads-acme.example';

/** The shop's home over TLS on the server's HTTPS listener, naming the domain, trusting only the test CA. */
function httpsHome(port: number, ca: string) {
  return new Promise<{ status: number; body: string; subject: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/', servername: DOMAIN, headers: { host: DOMAIN }, ca, agent: false },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          const raw = (res.socket as TLSSocket).getPeerX509Certificate()?.raw ?? Buffer.alloc(0);
          resolve({ status: res.statusCode ?? 0, body, subject: new X509Certificate(raw).subjectAltName ?? '' });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('custom domain with a certificate', () => {
  it('the owner connects a domain, DNS verifies it, the test CA issues its certificate and the shop answers over TLS', async () => {
    const { page } = await signedInPage(suite, 'owner@urban-threads.demo', { viewport: DESKTOP });
    await page.goto('/setting/domain');
    await page.getByRole('textbox', { name: 'Your domain' }).fill(DOMAIN);
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByRole('heading', { name: DOMAIN }).waitFor();
    const txt = page.getByLabel('TXT record', { exact: true });
    const token = ((await txt.locator('code').nth(1).textContent()) ?? '').trim();
    dns.zone.a.set(DOMAIN, ['127.0.0.1']);
    dns.zone.txt.set(`_stallfront-verify.${DOMAIN}`, [token]);
    await page.getByRole('button', { name: 'Check DNS now' }).click();
    await page.getByText('Verified', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Get certificate' }).click();
    // Pebble validates the challenge on this server's port; the page asks again until it is in.
    await page.getByText('Issued', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('link', { name: 'Open your store' }).getAttribute('href')).toBe(`https://${DOMAIN}`);
    await screenshot(page, 'domain-certificate-desktop');

    const tls = await listenTls(suite.server.app, '127.0.0.1', 0);
    try {
      const home = await httpsHome(tls.port, await pebble.issuingRoot());
      expect(home.status).toBe(200);
      expect(home.subject).toContain(`DNS:${DOMAIN}`);
      expect(home.body).toContain('Urban Threads');
    } finally {
      await tls.close();
    }
  });
});

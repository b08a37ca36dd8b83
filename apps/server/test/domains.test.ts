import { X509Certificate } from 'node:crypto';
import { request } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_UPGRADE_MESSAGE, PACKAGE_IDS, verifyRecordValue } from '@stallfront/shared';
import { domainEnquiries, storeDomains, stores } from '../src/db/schema/index.js';
import { DOMAIN_RENEWALS } from '../src/modules/domains/domain.service.js';
import { listenTls } from '../src/modules/domains/tls.js';
import { freePort, type Pebble, startDnsServer, startPebble } from './domain-peers.js';
import { startTestApp, type TestApp } from './harness.js';
import { shopOnPlan, shopStore } from './shop-fixtures.js';

let t: TestApp;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let pebble: Pebble;
let tlsPort: number;
let closeTls: () => Promise<void>;

beforeAll(async () => {
  dns = await startDnsServer();
  // Pebble validates HTTP-01 on this port of whatever the test DNS answers (127.0.0.1): the app's.
  const httpPort = await freePort();
  pebble = await startPebble(dns.address, httpPort);
  t = await startTestApp({
    PUBLIC_URL: 'http://console.stallfront.test',
    STORE_DOMAIN: 'stallfront.site',
    DNS_RESOLVER: dns.address,
    DOMAIN_TARGET_HOST: 'shops.stallfront.test',
    DOMAIN_TARGET_IPV4: '127.0.0.1',
    ACME_DIRECTORY_URL: pebble.directoryUrl,
    ACME_CA_FILE: pebble.apiCaFile,
  });
  await t.app.listen({ host: '127.0.0.1', port: httpPort });
  ({ port: tlsPort, close: closeTls } = await listenTls(t.app, '127.0.0.1', 0));
}, 90_000);

afterAll(async () => {
  await closeTls?.();
  await t?.close();
  await pebble?.stop();
  await dns?.close();
});

let counter = 0;
const uniqueDomain = () => `shop${++counter}-${Date.now().toString(36)}.example.test`;

async function paidShop() {
  return shopOnPlan(t, PACKAGE_IDS.essential);
}

async function connect(token: string, domain: string) {
  return t.call('POST', '/api/store/domain', { domain }, token);
}

/** Polls `read` until `done` says yes, or fails after `ms` (a busy two-core machine is slow). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`gave up waiting; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A GET over TLS to the app's HTTPS listener naming `domain` (SNI and Host), trusting only `ca`. */
function httpsGet(domain: string, path: string, ca: string) {
  return new Promise<{ status: number; body: string; peer: X509Certificate }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: tlsPort, path, servername: domain, headers: { host: domain }, ca, agent: false },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            peer: new X509Certificate((res.socket as TLSSocket).getPeerX509Certificate()?.raw ?? Buffer.alloc(0)),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('connecting a domain', () => {
  it('shows the records to add: a CNAME or A record to our host and the TXT token', async () => {
    const shop = await paidShop();
    const before = await t.call('GET', '/api/store/domain', undefined, shop.token);
    expect(before.body.data).toMatchObject({ can_connect: true, domain: null, records: [] });

    const domain = uniqueDomain();
    const res = await connect(shop.token, `  https://${domain.toUpperCase()}/ `);
    expect(res.statusCode).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ domain, verified_on: null, shop_url: null, certificate: { state: 'none' } });
    const [cname, a, txt] = data.records;
    expect(cname).toMatchObject({ type: 'CNAME', name: domain, value: 'shops.stallfront.test', ok: false });
    expect(a).toMatchObject({ type: 'A', name: domain, value: '127.0.0.1', ok: false });
    expect(txt).toMatchObject({ type: 'TXT', name: `_stallfront-verify.${domain}`, ok: false });
    expect(txt.value).toMatch(/^stallfront-verify=[0-9a-f]{32}$/);
    // The same name again keeps its token.
    const again = await connect(shop.token, domain);
    expect(again.body.data.records[2].value).toBe(txt.value);
  });

  it.each([
    ['shop_1.example.com', /letters, digits and hyphens/],
    ['203.0.113.9', /not an IP address/],
    ['[2001:db8::1]', /not an IP address/],
    ['urban.stallfront.site', /our own address/],
    ['console.stallfront.test', /our own address/],
    ['localhost', /whole domain/],
  ])('refuses %s with 422 on the domain field', async (domain, message) => {
    const shop = await paidShop();
    const res = await connect(shop.token, domain);
    expect(res.statusCode).toBe(422);
    expect(res.body.message).toMatch(/^domain: /);
    expect(res.body.message).toMatch(message);
    const [row] = await t.app.ctx.db.select().from(stores).where(eq(stores.id, shop.id));
    expect(row?.customDomain).toBeNull();
  });

  it('answers 409 on the field for a domain another store holds, and keeps it theirs', async () => {
    const first = await paidShop();
    const second = await paidShop();
    const domain = uniqueDomain();
    expect((await connect(first.token, domain)).statusCode).toBe(200);
    const res = await connect(second.token, domain);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe('domain: another store uses this domain');
    const [row] = await t.app.ctx.db.select().from(stores).where(eq(stores.id, second.id));
    expect(row?.customDomain).toBeNull();
  });

  it('refuses a store on the free package with the upgrade message', async () => {
    const free = await shopOnPlan(t, PACKAGE_IDS.proFree);
    const state = await t.call('GET', '/api/store/domain', undefined, free.token);
    expect(state.body.data.can_connect).toBe(false);
    const res = await connect(free.token, uniqueDomain());
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(DOMAIN_UPGRADE_MESSAGE);
    expect(await t.app.ctx.db.select().from(storeDomains).where(eq(storeDomains.storeId, free.id))).toEqual([]);
  });

  it("refuses a free package during its sign-up trial too: the trial's features do not outlast it", async () => {
    const trial = await shopStore(t);
    const res = await connect(trial.token, uniqueDomain());
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(DOMAIN_UPGRADE_MESSAGE);
  });

  it('disconnects: the name is free for another store', async () => {
    const first = await paidShop();
    const second = await paidShop();
    const domain = uniqueDomain();
    await connect(first.token, domain);
    const removed = await t.call('PATCH', '/api/store/domain', {}, first.token);
    expect(removed.body.data.domain).toBeNull();
    expect((await connect(second.token, domain)).statusCode).toBe(200);
  });

  it('keeps a help request for the platform and mails support', async () => {
    const shop = await paidShop();
    const bad = await t.call(
      'POST',
      '/api/store/domain_enquiry',
      { name: 'Asha', email: 'nope', message: 'Help' },
      shop.token,
    );
    expect(bad.statusCode).toBe(400);
    const res = await t.call(
      'POST',
      '/api/store/domain_enquiry',
      {
        name: 'Asha Rao',
        email: 'asha@example.com',
        domain: 'asha.example',
        message: 'Where do I add the TXT record?',
      },
      shop.token,
    );
    expect(res.statusCode).toBe(200);
    const [kept] = await t.app.ctx.db.select().from(domainEnquiries).where(eq(domainEnquiries.storeId, shop.id));
    expect(kept).toMatchObject({ email: 'asha@example.com', domain: 'asha.example' });
    const mails = await t.app.ctx.db.query.mailOutbox.findMany();
    expect(
      mails.some(
        (m) => m.toAddress === 'support@stallfront.local' && m.textBody.includes('Where do I add the TXT record?'),
      ),
    ).toBe(true);
  });
});

describe('verifying by DNS and issuing the certificate', () => {
  it('verifies once DNS answers, gets a certificate from the ACME server and serves the shop over TLS on the domain', async () => {
    const shop = await paidShop();
    const domain = uniqueDomain();
    const connected = await connect(shop.token, domain);
    const token = connected.body.data.records[2].value as string;

    // Nothing in DNS yet: not verified, and no certificate may be asked for.
    const early = await t.call('POST', '/api/store/domain/verify', {}, shop.token);
    expect(early.statusCode).toBe(200);
    expect(early.body.data).toMatchObject({ verified_on: null });
    expect(early.body.data.checked_on).not.toBeNull();
    expect((await t.call('GET', '/api/store/create_ssl', undefined, shop.token)).statusCode).toBe(409);

    // The routing record alone is not enough; a token of another store neither.
    dns.zone.a.set(domain, ['127.0.0.1']);
    dns.zone.txt.set(`_stallfront-verify.${domain}`, [verifyRecordValue('someone-else')]);
    const half = await t.call('POST', '/api/store/domain/verify', {}, shop.token);
    expect(half.body.data.verified_on).toBeNull();
    expect(half.body.data.records[1]).toMatchObject({ type: 'A', ok: true, found: ['127.0.0.1'] });
    expect(half.body.data.records[2]).toMatchObject({ ok: false, found: [verifyRecordValue('someone-else')] });

    dns.zone.txt.set(`_stallfront-verify.${domain}`, [token]);
    const verified = await t.call('POST', '/api/store/domain/verify', {}, shop.token);
    expect(verified.body.data.verified_on).not.toBeNull();
    expect(verified.body.data).toMatchObject({ shop_url: `https://${domain}`, certificate: { state: 'pending' } });
    // Getting started's "Connect your domain" step is done.
    const details = await t.call('GET', '/api/store/details', undefined, shop.token);
    expect(details.body.deployDetails.deploy_stages.domain).toBe(true);

    const started = await t.call('GET', '/api/store/create_ssl', undefined, shop.token);
    expect(started.statusCode).toBe(200);
    expect(['issuing', 'issued']).toContain(started.body.data.certificate.state);
    const issued = await until(
      async () => (await t.call('GET', '/api/store/create_ssl', undefined, shop.token)).body.data,
      (data) => data.certificate.state === 'issued' || data.certificate.state === 'failed',
    );
    expect(issued.certificate).toMatchObject({ state: 'issued', error: null });
    expect(new Date(issued.certificate.expires_on).getTime()).toBeGreaterThan(Date.now());

    // The key is kept encrypted and never answered.
    const [row] = await t.app.ctx.db.select().from(storeDomains).where(eq(storeDomains.storeId, shop.id));
    expect(row?.keyEncrypted).toMatch(/^v1\./);
    expect(row?.keyEncrypted).not.toContain('PRIVATE KEY');
    expect(JSON.stringify(issued)).not.toMatch(/PRIVATE KEY|v1\./);

    // The shop answers on its domain over TLS with that certificate, trusted through Pebble's root.
    const root = await pebble.issuingRoot();
    const page = await httpsGet(domain, '/', root);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html');
    const leaf = new X509Certificate(row?.certPem ?? '');
    expect(page.peer.fingerprint256).toBe(leaf.fingerprint256);
    expect(page.peer.subjectAltName).toContain(`DNS:${domain}`);

    // Asking again while the certificate is fresh starts nothing new.
    const again = await t.call('GET', '/api/store/create_ssl', undefined, shop.token);
    expect(again.body.data.certificate).toMatchObject({ state: 'issued', issued_on: issued.certificate.issued_on });

    // Renewal: once the certificate is within 30 days of its end, the daily sweep asks for a new one.
    const soon = new Date(t.clock.now().getTime() + 10 * 86_400_000);
    await t.app.ctx.db.update(storeDomains).set({ certExpiresAt: soon }).where(eq(storeDomains.storeId, shop.id));
    await t.app.ctx.jobs.send(DOMAIN_RENEWALS, {});
    const renewed = await until(
      async () => (await t.app.ctx.db.select().from(storeDomains).where(eq(storeDomains.storeId, shop.id)))[0],
      (r) => Boolean(r?.certPem && r.certPem !== row?.certPem),
    );
    expect(renewed?.certState).toBe('issued');
    expect(renewed?.certExpiresAt?.getTime()).toBeGreaterThan(soon.getTime());
    expect(new X509Certificate(renewed?.certPem ?? '').fingerprint256).not.toBe(leaf.fingerprint256);
  }, 120_000);

  it('refuses the TLS handshake for a name without an issued certificate', async () => {
    const root = await pebble.issuingRoot();
    await expect(httpsGet('unknown.example.test', '/', root)).rejects.toThrow();
  });
});

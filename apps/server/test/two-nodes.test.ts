import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { orders, products, stores } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { upload } from './multipart.js';
import { HttpShopper, roundRobinProxy } from './round-robin-proxy.js';
import { startS3 } from './s3-server.js';
import { addProduct, shopStore } from './shop-fixtures.js';

/**
 * Two API nodes behind a round-robin balancer, over one database and one S3-compatible bucket
 * (each node with a media folder of its own, which must stay unused): what a store that
 * outgrew one machine runs.
 */
let s3: Awaited<ReturnType<typeof startS3>>;
let proxy: Awaited<ReturnType<typeof roundRobinProxy>>;
let nodeA: TestApp;
let nodeB: TestApp;
const urlOf = (t: TestApp) => {
  const address = t.app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

beforeAll(async () => {
  s3 = await startS3();
  proxy = await roundRobinProxy();
  const env = { PUBLIC_URL: proxy.url, ...s3.env() };
  nodeA = await startTestApp(env);
  nodeB = await startTestApp(env, nodeA.app.ctx.database);
  for (const node of [nodeA, nodeB]) {
    await node.app.listen({ port: 0, host: '127.0.0.1' });
    proxy.add(urlOf(node));
  }
});
afterAll(async () => {
  // Node B may be stopped already, by the burst test.
  await nodeB.close().catch(() => undefined);
  await nodeA.close();
  await proxy.close();
  await s3.close();
});

/** A shopper's cart of `quantity` of the SKU and the checkout form's hidden fields, all through the balancer. */
async function atCheckout(base: string, sku: string, quantity = 1) {
  const shopper = new HttpShopper(proxy.url);
  await shopper.get(`${base}/`);
  expect((await shopper.post(`${base}/cart`, { sku, quantity: String(quantity) })).status).toBe(303);
  const page = await shopper.get(`${base}/checkout`);
  expect(page.status).toBe(200);
  const hidden = (name: string) => page.html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
  const form = {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '',
    line1: '12 Beach Road',
    city: 'Chennai',
    postal_code: '600001',
    country: 'IN',
    delivery_method: 'standard',
    payment_method: 'cod',
    expected_subtotal: hidden('expected_subtotal'),
    idempotency_key: hidden('idempotency_key'),
  };
  return { shopper, form };
}

describe('two API nodes behind a balancer', () => {
  it('serves one shopper’s browse, cart and checkout from both nodes in turn', async () => {
    const shop = await shopStore(nodeA, { name: 'Two Node Store' });
    await addProduct(nodeA, shop.token, { sku: 'CUP-1', slug: 'cup', name: 'Cup', price: 1_000, stock: 10 });
    const before = proxy.served();
    const shopper = new HttpShopper(proxy.url);
    expect((await shopper.get(`${shop.base}/p/cup`)).html).toContain('Cup');
    const { shopper: buyer, form } = await atCheckout(shop.base, 'CUP-1', 2);
    const placed = await buyer.post(`${shop.base}/checkout`, form);
    expect(placed.status).toBe(303);
    const confirmation = await buyer.get(placed.location as string);
    expect(confirmation.html).toContain('Thank you, Asha!');
    const [after, start] = [proxy.served(), before];
    expect(after.map((n, i) => n - (start[i] ?? 0)).every((n) => n >= 2)).toBe(true);
  });

  it('shows an image uploaded through one node from the other, neither keeping it on its own disk', async () => {
    const shop = await shopStore(nodeA, { name: 'Gallery Store' });
    await nodeA.app.ctx.db.update(stores).set({ packageId: PACKAGE_IDS.essential }).where(eq(stores.id, shop.id));
    await nodeA.written();
    const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#cc6633' } })
      .png()
      .toBuffer();
    const res = await upload(nodeA, '/api/store/media', { name: 'front.png', type: 'image/png', bytes }, shop.token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const served = await fetch(`${urlOf(nodeB)}${res.body.data.url}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
  });

  it('places every checkout answered exactly once when a node stops in the middle of a burst', async () => {
    const shop = await shopStore(nodeA, { name: 'Burst Store' });
    const mug = await addProduct(nodeA, shop.token, { sku: 'MUG-B', slug: 'mug', name: 'Mug', price: 500, stock: 100 });
    const shoppers: Awaited<ReturnType<typeof atCheckout>>[] = [];
    for (let i = 0; i < 16; i++) shoppers.push(await atCheckout(shop.base, 'MUG-B'));

    /** Sends the form until it is answered, as a person presses the button again after an error page. */
    const checkOut = async ({ shopper, form }: (typeof shoppers)[number]) => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const answer = await shopper.post(`${shop.base}/checkout`, form);
        if (answer.status !== 502 && answer.status !== 503) return answer;
      }
      throw new Error('never answered');
    };
    // Node B stops as it would crash, while checkouts are on their way to it: its open
    // connections are cut, then it closes.
    let stopped: Promise<void> | undefined;
    let sentToB = 0;
    proxy.watch((node, method, path) => {
      if (node !== 1 || method !== 'POST' || !path.endsWith('/checkout') || ++sentToB !== 3) return;
      stopped = new Promise((resolve) => setImmediate(resolve)).then(async () => {
        nodeB.app.server.closeAllConnections();
        await nodeB.app.close();
      });
    });
    const answers = await Promise.all(shoppers.map(checkOut));
    await stopped;
    expect(sentToB).toBeGreaterThanOrEqual(3);
    expect(proxy.failed()).toBeGreaterThan(0);

    expect(answers.map((a) => a.status)).toEqual(shoppers.map(() => 303));
    const keys = shoppers.map((s) => s.form.idempotency_key);
    const placed = await nodeA.app.ctx.db.select().from(orders).where(inArray(orders.idempotencyKey, keys));
    expect(placed).toHaveLength(shoppers.length);
    const [row] = await nodeA.app.ctx.db.select().from(products).where(eq(products.id, mug._id));
    expect(row?.stock).toBe(100 - shoppers.length);
    for (const answer of answers) expect((await shoppers[0]?.shopper.get(answer.location as string))?.status).toBe(200);
  });
});

// Issue 31: what a coupon adds to a checkout. BENCH_ORDERS (200) shoppers each fill a cart of
// one product and check out by cash on delivery, one at a time over real HTTP on loopback:
// half with no coupon, half with a 10% coupon (limited to 100,000 uses, 5 per customer, so its
// row is locked, its uses counted and one written per order). Prints p50/p95 of the checkout
// POST for both and the difference, and p50 of applying the code in the cart.
//   npx tsx bench/coupon-checkout.ts                                                 (PGlite)
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/coupon-checkout.ts (both)
import { Console } from 'node:console';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { stores } from '../apps/server/src/db/schema/index.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openScratchDatabase } from '../apps/server/test/database.js';
import { recordFigure } from './support/figures.mjs';
import { ShopBrowser } from './support/shop-browser.js';
import { signUpBenchShop } from './support/shop.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const SKU = 'COUPON-TEE';
const out = new Console(process.stderr);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
const ms = (values: number[], p: number) =>
  Number(
    percentile(
      [...values].sort((a, b) => a - b),
      p,
    ).toFixed(1),
  );

async function run(database: Database) {
  const media = mkdtempSync(join(tmpdir(), 'stallfront-bench-media-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', MEDIA_DIR: media, AUTH_RATE_LIMIT: '100000' });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const kind = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const { sub, storeId, token } = await signUpBenchShop(origin, 'Coupon Shop', 'coupon');
    await database.db
      .update(stores)
      .set({ paidFeatures: ['coupon_codes'] })
      .where(eq(stores.id, storeId));
    const api = (path: string, body: unknown) =>
      fetch(`${origin}/api${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const product = await api('/store/product', {
      name: 'Coupon Tee',
      sku: SKU,
      slug: 'coupon-tee',
      price: 49_900,
      stock: ORDERS * 2,
    });
    if (product.status !== 200) throw new Error(`product: ${product.status}`);
    const coupon = await api('/store/coupon', {
      code: 'BENCH10',
      kind: 'percent',
      percent: 10,
      usage_limit: 100_000,
      per_customer_limit: 5,
      starts_on: '2020-01-01T00:00:00.000Z',
    });
    if (coupon.status !== 200) throw new Error(`coupon: ${coupon.status}`);

    const base = `/s/${sub}`;
    const plain: number[] = [];
    const withCoupon: number[] = [];
    const applying: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const useCoupon = i % 2 === 1;
      const browser = new ShopBrowser(origin);
      await browser.get(`${base}/`);
      if ((await browser.post(`${base}/cart`, { sku: SKU, quantity: '1' })).status !== 303) throw new Error('cart');
      if (useCoupon) {
        const sent = performance.now();
        const applied = await browser.post(`${base}/cart/coupon`, { coupon_code: 'BENCH10' });
        applying.push(performance.now() - sent);
        if (applied.status !== 303) throw new Error(`coupon answered ${applied.status}`);
      }
      const page = await browser.get(`${base}/checkout`);
      const hidden = (name: string) => page.html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
      const sent = performance.now();
      const placed = await browser.post(`${base}/checkout`, {
        name: `Shopper ${i}`,
        email: `shopper-${i}@example.com`,
        line1: '12 Beach Road',
        city: 'Chennai',
        postal_code: '600001',
        country: 'IN',
        delivery_method: 'standard',
        payment_method: 'cod',
        card_number: '',
        expected_subtotal: hidden('expected_subtotal'),
        idempotency_key: hidden('idempotency_key'),
      });
      (useCoupon ? withCoupon : plain).push(performance.now() - sent);
      if (placed.status !== 303) throw new Error(`checkout answered ${placed.status}: ${placed.html.slice(0, 200)}`);
    }
    const figures = {
      plain_p50_ms: ms(plain, 50),
      coupon_p50_ms: ms(withCoupon, 50),
      added_p50_ms: Number((ms(withCoupon, 50) - ms(plain, 50)).toFixed(1)),
      apply_p50_ms: ms(applying, 50),
    };
    for (const [key, value] of Object.entries(figures))
      recordFigure({ key: `coupon_checkout_${key}`, database: kind, value });
    return {
      database: kind,
      'checkout p50/p95 ms': `${ms(plain, 50)} / ${ms(plain, 95)}`,
      'with coupon p50/p95 ms': `${ms(withCoupon, 50)} / ${ms(withCoupon, 95)}`,
      'added p50 ms': figures.added_p50_ms,
      'apply code p50 ms': figures.apply_p50_ms,
    };
  } finally {
    await app.close();
    rmSync(media, { recursive: true, force: true });
  }
}

const tempDir = mkdtempSync(join(tmpdir(), 'stallfront-bench-coupon-'));
const rows = [await run(await openDatabase({ dataDir: join(tempDir, 'pgdata') }))];
if (process.env.DATABASE_URL)
  rows.push(await run(await openScratchDatabase(process.env.DATABASE_URL, 'stallfront_bench')));
rmSync(tempDir, { recursive: true, force: true });
out.log(`${ORDERS} checkouts one at a time, every second one with a 10% coupon`);
out.table(rows);

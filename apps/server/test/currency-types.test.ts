import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { stores } from '../src/db/schema/index.js';
import { CURRENCY_RATES_UPDATE, updateCurrencyRates } from '../src/modules/currency-types/rates-job.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, checkoutPage, checkOutByCod, Shopper, shopOnPlan, visit } from './shop-fixtures.js';

let t: TestApp;
let rates: Server;
let ratesUrl = '';
/** What the local rates source answers next. */
let ratesAnswer: unknown = {};
let shop: Awaited<ReturnType<typeof shopOnPlan>>;

beforeAll(async () => {
  rates = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ratesAnswer));
  });
  await new Promise<void>((resolve) => rates.listen(0, '127.0.0.1', resolve));
  ratesUrl = `http://127.0.0.1:${(rates.address() as AddressInfo).port}/latest`;
  t = await startTestApp({ CURRENCY_RATES_URL: ratesUrl });
  shop = await shopOnPlan(t, PACKAGE_IDS.professional);
  await t.app.ctx.db
    .update(stores)
    .set({ paidFeatures: ['currency_types'], currency: 'INR' })
    .where(eq(stores.id, shop.id));
  await t.written();
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => rates.close(resolve));
});

const PATH = '/api/store/currency_types';
const usd = { code: 'USD', rate: 0.012, automatic: false, rate_updated_at: null };
const save = (currencies: unknown[], token = shop.token) => t.call('PUT', PATH, { currencies }, token);
const saved = async () => (await t.call('GET', PATH, undefined, shop.token)).body.data;

/** Waits, a poll at a time, until `check` holds (the job runs on the queue's own schedule). */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('/setting/currency-types (GET, PUT /store/currency_types)', () => {
  it('refuses a bad currency on its field and saves nothing', async () => {
    for (const [currencies, message] of [
      [[{ ...usd, code: 'XYZ' }], 'currencies.0.code: This is not a currency code we know'],
      [[{ ...usd, code: 'usd' }], 'currencies.0.code: Enter a currency code like USD'],
      [[usd, { ...usd, code: 'INR' }], "currencies.1.code: INR is your store's own currency"],
      [[usd, usd], 'currencies.1.code: USD is already listed'],
      [[{ ...usd, rate: 0 }], 'currencies.0.rate: The rate must be more than 0'],
      [[{ ...usd, rate: -1 }], 'currencies.0.rate: The rate must be more than 0'],
    ] as const) {
      const res = await save([...currencies]);
      expect(res.statusCode, message).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect(await saved()).toBeNull();
  });

  it('is for stores with the currency types feature: a 404 elsewhere', async () => {
    const plain = await shopOnPlan(t, PACKAGE_IDS.professional);
    const res = await save([usd], plain.token);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('This store has no currency types: add the Currency types app first.');
    expect((await t.call('GET', PATH, undefined, plain.token)).statusCode).toBe(404);
  });

  it("puts the picker and the rates on the shop's one kept page, the prices in the store's currency", async () => {
    const product = await addProduct(t, shop.token, {
      name: 'Linen shirt',
      sku: 'LIN-1',
      slug: 'linen',
      price: 129_900,
    });
    const before = await visit(t, `${shop.base}/p/${product.slug}`);
    expect(before.html).not.toContain('data-currency-picker');

    expect((await save([usd, { ...usd, code: 'JPY', rate: 1.8 }])).statusCode).toBe(200);
    await t.written();
    // Two visitors, one with a chosen currency: the same page, converted by the page's script.
    const page = await visit(t, `${shop.base}/p/${product.slug}`);
    const shopper = new Shopper(t);
    const again = await shopper.get(`${shop.base}/p/${product.slug}`);
    expect(again.html).toBe(page.html);
    expect(page.html).toContain('data-currency-picker');
    const rates = page.html.match(/data-rates="([^"]*)"/)?.[1]?.replace(/&quot;/g, '"');
    expect(JSON.parse(rates ?? 'null')).toEqual({
      store: 'INR',
      options: [
        { code: 'USD', rate: 0.012 },
        { code: 'JPY', rate: 1.8 },
      ],
    });
    expect(page.html).toMatch(/data-money="129900"/);
    expect(page.html).toContain('₹1,299.00');
  });

  it("charges the store's currency at checkout and says so", async () => {
    const shopper = new Shopper(t);
    expect((await shopper.post(`${shop.base}/cart`, { sku: 'LIN-1', quantity: '1' })).status).toBe(303);
    const { html } = await checkoutPage(shopper, shop.base);
    expect(html).toContain('Your order is charged in INR.');
    expect(html).not.toContain('data-money');
    const { order } = await checkOutByCod(t, shopper, shop.base, 'Asha', 'asha@example.com');
    expect(order.currency).toBe('INR');
  });
});

describe('the rates job (CURRENCY_RATES_URL)', () => {
  const automatic = { code: 'EUR', rate: 0.01, automatic: true, rate_updated_at: null };

  it('updates only the automatic rates from the rates source, recording when', async () => {
    expect((await save([usd, automatic])).statusCode).toBe(200);
    ratesAnswer = { base: 'USD', rates: { INR: 80, EUR: 0.9, USD: 1 } };
    await t.app.ctx.jobs.send(CURRENCY_RATES_UPDATE, {});
    const value = await until(saved, (v) => v.currencies[1].rate_updated_at !== null);
    expect(value.currencies).toEqual([
      usd,
      { ...automatic, rate: 0.01125, rate_updated_at: t.app.ctx.now().toISOString() },
    ]);
  });

  it('refuses a malformed answer and changes nothing', async () => {
    const before = await saved();
    for (const answer of [{ base: 'USD' }, { base: 'USD', rates: { EUR: -1 } }, { rates: { EUR: 0.9 } }, 'nonsense']) {
      ratesAnswer = answer;
      await expect(updateCurrencyRates(t.app.ctx, ratesUrl)).rejects.toThrow();
    }
    expect(await saved()).toEqual(before);
  });
});

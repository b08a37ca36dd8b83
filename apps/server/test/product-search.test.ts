import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBody, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

// Searches name words by prefix and SKUs as whole codes, through the list, its count and the
// CSV export. A small store is walked whole; a store with many more products pages one match at
// a time, so the search also looks rare matches up by index (walkBudget) and must agree.
const PRODUCTS = [
  ['Red Cotton Tee', 'TEE-RED-M'],
  ['Red Cotton Tee', 'TEE-RED-L'],
  ['Blue Cotton Shirt', 'SHIRT-NVY-1'],
  ['Cotton Shirt Oxford', 'SKU-123'],
  ['Linen Shirt', 'SKU-124'],
  ['Silk Scarf', 'SKU-1234'],
  ['Handloom Saree', 'SKU-9'],
  ['Sku Organiser Box', 'BOX-1'],
  ['Café Crème Mug', 'MUG-50'],
  ['T-Shirt Basic', 'TSB'],
] as const;
const FILLERS = 600;

let t: TestApp;
const small = { token: '' };
const large = { token: '' };

async function addProducts(token: string) {
  for (const [i, [name, sku]] of PRODUCTS.entries()) {
    const body = productBody({ name, sku, price: 1000 + ((i * 7) % 10) * 100, stock: (i * 3) % 10 });
    const res = await t.call('POST', '/api/store/product', body, token);
    if (res.statusCode !== 200) throw new Error(`${sku}: ${JSON.stringify(res.body)}`);
  }
}

beforeAll(async () => {
  t = await startTestApp();
  ({ token: small.token } = await signUpStore(t));
  await addProducts(small.token);
  const owner = await signUpStore(t);
  large.token = owner.token;
  await addProducts(large.token);
  // Products that match none of the searches, with the searched ones spread among them.
  const storeId = owner.session.data._id as string;
  await t.app.ctx.db.execute(sql`
    insert into products (store_id, name, sku, slug, price, currency, stock, created_at)
    select ${storeId}::uuid, 'Filler Widget ' || i, 'FILL-' || i, 'filler-' || i, 100 * i, 'INR', i % 50,
           now() - i * interval '1 minute'
    from generate_series(1, ${FILLERS}) as i`);
  await t.app.ctx.db.execute(sql`
    update products set created_at = now() - (60 * (row_number + 0.5)) * interval '1 minute'
    from (select id as pid, row_number() over (order by sku) from products where store_id = ${storeId}::uuid
          and sku not like 'FILL-%') spread
    where id = spread.pid`);
});
afterAll(() => t.close());

type Store = typeof small;
const list = (store: Store, body: Record<string, unknown>) =>
  t.call('POST', '/api/store/product_list', body, store.token);
async function found(store: Store, search: string): Promise<string[]> {
  const res = await list(store, { search, limit: 100 });
  if (res.statusCode !== 200) throw new Error(`${search}: ${res.statusCode} ${JSON.stringify(res.body)}`);
  return (res.body.list as { sku: string }[]).map((p) => p.sku).sort();
}
const count = async (store: Store, search: string) =>
  (await t.call('GET', `/api/store/product_list?search=${encodeURIComponent(search)}`, undefined, store.token)).body
    .total;

/** Every page of a search, one product a page, following next_cursor. */
async function pageByPage(store: Store, body: Record<string, unknown>): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await list(store, { ...body, limit: 1, cursor });
    expect(res.statusCode).toBe(200);
    seen.push(...(res.body.list as { sku: string }[]).map((p) => p.sku));
    cursor = res.body.next_cursor;
  } while (cursor && seen.length <= PRODUCTS.length);
  return seen;
}

// As the search before, except where it split a SKU into words: 'nvy', 'sku', 'sku_12' and
// 'sku-12%' found SKUs by their segments.
const CASES: [string, string, string[]][] = [
  ['a common word', 'cotton', ['SHIRT-NVY-1', 'SKU-123', 'TEE-RED-L', 'TEE-RED-M']],
  ['a rare word', 'handloom', ['SKU-9']],
  ['a word prefix', 'shi', ['SHIRT-NVY-1', 'SKU-123', 'SKU-124', 'TSB']],
  ['two word prefixes in any order', 'shi cot', ['SHIRT-NVY-1', 'SKU-123']],
  ['two words, one a prefix', 'red tee', ['TEE-RED-L', 'TEE-RED-M']],
  ['an exact SKU, and the SKUs it starts', 'SKU-123', ['SKU-123', 'SKU-1234']],
  ['an exact SKU in another case', 'tee-red-m', ['TEE-RED-M']],
  ['a SKU without a sign, whole', 'tsb', ['TSB']],
  ['a SKU prefix', 'TEE-RE', ['TEE-RED-L', 'TEE-RED-M']],
  ['a SKU prefix of digits', 'sku-12', ['SKU-123', 'SKU-1234', 'SKU-124']],
  ['the start of many SKUs, as a word: names only', 'sku', ['BOX-1']],
  ['a name word that is also a SKU segment', 'red', ['TEE-RED-L', 'TEE-RED-M']],
  ['a SKU segment alone: not a word', 'nvy', []],
  ['a word of accented letters', 'crè', ['MUG-50']],
  ['LIKE signs are plain text', 'sku_12', []],
  ['LIKE signs do not widen a prefix', 'sku-12%', []],
  ['a hyphenated name', 't-shirt', ['TSB']],
  ['no match', 'velvet', []],
  ['no word at all: no filter', '%', PRODUCTS.map(([, sku]) => sku).sort()],
];

const WITH_WORDS = CASES.filter(([, search]) => search !== '%');
const SORTS = [
  { sort: 'created', direction: 'desc' },
  { sort: 'name', direction: 'asc' },
  { sort: 'price', direction: 'asc' },
  { sort: 'stock', direction: 'desc' },
] as const;

describe('product search', () => {
  it.each(CASES)('finds %s (%s)', async (_, search, skus) => {
    expect(await found(small, search)).toEqual(skus);
    expect(await count(small, search)).toBe(skus.length);
  });

  it.each(WITH_WORDS)('finds %s among many products, a page at a time, in every sort (%s)', async (_, search, skus) => {
    expect(await found(large, search)).toEqual(skus);
    expect(await count(large, search)).toBe(skus.length);
    for (const order of SORTS) {
      const whole = await list(large, { search, ...order, limit: 100 });
      const one = await pageByPage(large, { search, ...order });
      expect(one).toEqual(whole.body.list.map((p: { sku: string }) => p.sku));
    }
  });

  it('takes any text: signs of LIKE, tsquery and SQL, other scripts', async () => {
    const odd = [
      '\\',
      '\\%',
      "o'neil",
      'tee:*',
      '!red | tee',
      '(cotton) & <->',
      'İstanbul',
      '😀 tee',
      'ß',
      'x'.repeat(100),
    ];
    for (const search of odd) {
      const res = await list(small, { search, limit: 100 });
      expect(res.statusCode, search).toBe(200);
      expect(await count(small, search), search).toBe(res.body.list.length);
    }
  });

  it('exports what it lists', async () => {
    const res = await t.call(
      'POST',
      '/api/store/product_list/export',
      { search: 'TEE-RE', sort: 'price', direction: 'asc' },
      small.token,
    );
    const lines = String(res.body).trim().split(/\r?\n/);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['TEE-RED-M', 'TEE-RED-L']);
  });
});

import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, stores } from '../src/db/schema/index.js';
import { createTokenSigner, resolveJwtSecret } from '../src/platform/auth/tokens.js';
import { HttpError } from '../src/platform/errors.js';
import { decodeCursor, type KeysetKey } from '../src/platform/list/keyset.js';
import { productBody, signUpStore, signupBody } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let token: string;
let sectionId: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await signUpStore(t));
  for (const price of [100, 200, 300]) await t.call('POST', '/api/store/product', productBody({ price }), token);
  const sections = await t.call(
    'PUT',
    '/api/store/catalog/navigation_sections',
    { sections: [{ name: 'Main' }] },
    token,
  );
  sectionId = sections.body.sections[0]._id;
});
afterAll(() => t.close());

const cursor = (value: unknown, id: unknown = randomUUID()) =>
  Buffer.from(JSON.stringify([value, id])).toString('base64url');

describe('a product_list cursor of the wrong type for its sort', () => {
  it.each([
    ['created', '2026-01-01T00:00:00.000Z', 'x'],
    ['created', 5, randomUUID()],
    ['created', 'yesterday', randomUUID()],
    ['created', '-271821-04-20T00:00:00.000Z', randomUUID()],
    ['created', '0000-01-01T00:00:00.000Z', randomUUID()],
    ['price', 'abc', randomUUID()],
    ['price', 1e300, randomUUID()],
    ['price', 1.5, randomUUID()],
    ['price', true, randomUUID()],
    ['stock', 99999999999, randomUUID()],
    ['stock', -99999999999, randomUUID()],
    ['name', 12, randomUUID()],
    ['name', 'a\u0000b', randomUUID()],
  ])('sort %s, cursor [%j, %j]: 400 asking to start from the first page', async (sort, value, id) => {
    const res = await t.call('POST', '/api/store/product_list', { sort, cursor: cursor(value, id) }, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/^cursor: .*start .*from the first page/);
  });

  it.each([
    ['rating', cursor(1e300)],
    ['rating', cursor('5')],
    ['created', cursor('2026-01-01T00:00:00.000Z', 'x')],
  ])('the reviews list checks its cursors too: sort %s, cursor %s', async (sort, c) => {
    const res = await t.call('POST', '/api/store/product_reviews', { sort, cursor: c }, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/^cursor: .*from the first page/);
  });

  it('filters by branch (the fuzz found this query malformed)', async () => {
    const branchId = randomUUID();
    expect((await t.call('POST', '/api/store/product_list', { branch_id: branchId }, token)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/store/product_list?branch_id=${branchId}`, undefined, token)).statusCode).toBe(
      200,
    );
  });

  it('a cursor the list gave out still pages', async () => {
    for (const sort of ['created', 'name', 'price', 'stock']) {
      const first = await t.call('POST', '/api/store/product_list', { sort, limit: 1 }, token);
      const next = await t.call(
        'POST',
        '/api/store/product_list',
        { sort, limit: 1, cursor: first.body.next_cursor },
        token,
      );
      expect(next.statusCode).toBe(200);
      expect(next.body.list[0]._id).not.toBe(first.body.list[0]._id);
    }
  });
});

describe('decodeCursor', () => {
  const FITS: Record<KeysetKey, (v: unknown) => boolean> = {
    timestamp: (v) => typeof v === 'string' && /^[1-9]\d{3}-/.test(v) && new Date(v).toISOString() === v,
    date: (v) => typeof v === 'string' && /^[1-9]\d{3}-/.test(v) && new Date(v).toISOString().slice(0, 10) === v,
    int4: (v) => Number.isInteger(v) && Math.abs(v as number) < 2 ** 31,
    int8: (v) => Number.isSafeInteger(v),
    text: (v) => typeof v === 'string' && !v.includes('\u0000'),
  };

  it('gives back only values its key type holds, and refuses the rest with a 400', () => {
    const values = fc.oneof(
      fc.jsonValue(),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom(
        '0000-01-01T00:00:00.000Z',
        1e300,
        2 ** 31,
        2 ** 31 - 1,
        -(2 ** 31),
        2 ** 53,
        9.3e18,
        1.5,
        '2026-02-30T00:00:00.000Z',
        '2026-02-30',
        '0000-01-01',
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(FITS) as KeysetKey[])),
        values,
        fc.oneof(fc.uuid(), fc.string()),
        (key, v, id) => {
          try {
            const [value, checkedId] = decodeCursor(cursor(v, id), key);
            expect(FITS[key](value)).toBe(true);
            expect(checkedId).toBe(id);
          } catch (error) {
            expect(error).toBeInstanceOf(HttpError);
            expect((error as HttpError).statusCode).toBe(400);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('control characters in text fields', () => {
  const CONTROL = 'Remove the invisible control characters';
  const cases: [string, string, string, unknown][] = [
    ['POST', '/api/store/product', 'name', productBody({ name: 'Tee\u0000' })],
    ['POST', '/api/store/product', 'description', productBody({ description: 'a\u0000b' })],
    ['POST', '/api/store/product', 'tags.0', productBody({ tags: ['x\u0007'] })],
    ['POST', '/api/store/product', 'images.0.url', productBody({ images: [{ url: 'https://a.example/\u0000' }] })],
    ['POST', '/api/store/product_list', 'search', { search: 'tee\u0000' }],
    ['GET', '/api/store/product_list?search=tee%00', 'search', undefined],
    ['POST', '/api/store/product_reviews', 'search', { search: '\u0000' }],
    ['PUT', '/api/store/product_reviews/reply', 'reply', { _id: randomUUID(), reply: 'x\u001b' }],
    ['POST', '/api/store/catalog', 'name', { name: 'Shirts\u0000' }],
    ['POST', '/api/store/catalog', 'description', { name: 'Shirts', description: 'x\u007f' }],
    ['PATCH', '/api/store/details', 'company_details.name', { company_details: { name: 'Co\u0000' } }],
    ['PATCH', '/api/store/details', 'additional_features.k', { additional_features: { k: 'v\u0000' } }],
    ['POST', '/api/others/create_store', 'name', signupBody({ name: 'Shop\u0000' })],
    ['POST', '/api/others/enquiry', 'message', { type: 'sales', name: 'A', email: 'a@b.example', message: '\u0000' }],
    [
      'POST',
      '/api/auth/store/update_pwd',
      'password',
      { email: 'a@b.example', code: '123456', password: 'long\u0000enough' },
    ],
  ];
  it.each(cases)('%s %s: 400 on %s', async (method, url, field, body) => {
    const res = await t.call(method as 'POST', url, body, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toContain(`${field}: ${CONTROL}`);
  });

  it('a control character in a key of additional_features', async () => {
    const res = await t.call('PATCH', '/api/store/details', { additional_features: { 'k\u0000': true } }, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toContain('additional_features');
  });

  it('answers text stored before the rule as it is', async () => {
    const created = await t.call('POST', '/api/store/product', productBody(), token);
    const id = created.body.data._id as string;
    const customModel = {
      custom_list: [{ name: 'Sleeve\tstyle', options: [] }],
      mm_sets: [],
      notes_list: [],
      additional_qty: 0,
    };
    await t.app.ctx.db.update(products).set({ customModel }).where(eq(products.id, id));
    const storeId = (await t.call('GET', '/api/store/details', undefined, token)).body.data._id;
    await t.app.ctx.db
      .update(stores)
      .set({ companyDetails: { name: 'Co\u0007' } })
      .where(eq(stores.id, storeId));
    await t.written();
    const product = await t.call('GET', `/api/store/product/${id}`, undefined, token);
    expect(product.statusCode).toBe(200);
    expect(product.body.data.custom_model.custom_list[0].name).toBe('Sleeve\tstyle');
    const details = await t.call('GET', '/api/store/details', undefined, token);
    expect(details.body.data.company_details.name).toBe('Co\u0007');
  });

  it('keeps tabs and line breaks where text has lines', async () => {
    const res = await t.call('POST', '/api/store/product', productBody({ description: 'one\r\n\ttwo\nthree' }), token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.description).toContain('two');
  });
});

describe('a signed token whose session id is not a uuid', () => {
  it('ends the session with 401 instead of a database error', async () => {
    const signer = createTokenSigner(await resolveJwtSecret(t.app.ctx.db));
    const forged = await signer.sign({ sid: 'not-a-uuid', aud: 'store' }, new Date(Date.now() + 3_600_000));
    const res = await t.call('GET', '/api/store/details', undefined, forged);
    expect(res.statusCode).toBe(401);
    expect(res.body.session_end).toBe(true);
    const master = await signer.sign({ sid: "1' or 1=1", aud: 'master' }, new Date(Date.now() + 3_600_000));
    expect((await t.call('GET', '/api/admin/mail_outbox', undefined, master)).statusCode).toBe(401);
  });
});

describe('links', () => {
  it.each(['//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'http://shop.example/x'])(
    'a navigation link %s is refused',
    async (link) => {
      const res = await t.call(
        'POST',
        '/api/store/catalog/navigations',
        { section_id: sectionId, name: 'Sale', link },
        token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toContain('link');
    },
  );

  it.each(['/', '/sale', 'https://shop.example/x'])('a navigation link %s is kept', async (link) => {
    const res = await t.call(
      'POST',
      '/api/store/catalog/navigations',
      { section_id: sectionId, name: 'Sale', link },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.data.link).toBe(link);
  });

  it.each(['javascript:alert(1)', 'ftp://files.example', 'mailto:a@example.com', 'https://', 'data:text/html,x'])(
    'a store website %s is refused',
    async (website) => {
      const res = await t.call('PATCH', '/api/store/details', { website }, token);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toContain('website');
    },
  );

  it('a store website over http(s) is kept', async () => {
    const res = await t.call('PATCH', '/api/store/details', { website: 'https://shop.example/about' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.website).toBe('https://shop.example/about');
  });
});

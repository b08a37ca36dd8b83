import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productReviews } from '../src/db/schema/index.js';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const REVIEWS = '/api/store/product_reviews';
type Listed = { _id: string; rating: number; product_name: string; customer_name: string };

const signInAs = (storeId: string, kind: 'staff' | 'vendor' | 'branch', features: string[] = []) =>
  memberToken(t, storeId, kind, features);

/** A fresh store (on the free sign-up package) with two products and seven reviews a minute apart. */
async function storeWithReviews() {
  const { token, session } = await signUpStore(t);
  const storeId = session.data._id as string;
  const product = async (name: string, sku: string) =>
    (await t.call('POST', '/api/store/product', { name, sku, slug: sku.toLowerCase(), price: 500, stock: 3 }, token))
      .body.data._id as string;
  const mug = await product('Blue Mug', 'MUG-1');
  const tee = await product('Red Tee', 'TEE-1');
  const start = Date.parse('2025-01-01T10:00:00Z');
  const rows = [5, 3, 4, 1, 5, 2, 4].map((rating, i) => ({
    storeId,
    productId: i % 2 ? tee : mug,
    customerName: `Customer ${i}`,
    rating,
    title: i === 3 ? 'Broke in a week' : `Review ${i}`,
    body: i === 5 ? 'Shrank 50% after one wash' : 'Fine.',
    createdAt: new Date(start + i * 60_000),
  }));
  const ids = (await t.app.ctx.db.insert(productReviews).values(rows).returning({ id: productReviews.id })).map(
    (r) => r.id,
  );
  return { token, storeId, mug, tee, ids };
}

const list = (token: string, body: Record<string, unknown> = {}) => t.call('POST', REVIEWS, body, token);
const namesOf = (res: { body: { list: Listed[] } }) => res.body.list.map((r) => r.customer_name);
const rowOf = async (id: string) =>
  (await t.app.ctx.db.select().from(productReviews).where(eq(productReviews.id, id)))[0]!;

describe('POST /store/product_reviews', () => {
  it('pages newest first by keyset with no overlap, joined with the product name', async () => {
    const { token } = await storeWithReviews();
    const first = await list(token, { limit: 3 });
    expect(first.statusCode, JSON.stringify(first.body)).toBe(200);
    expect(namesOf(first)).toEqual(['Customer 6', 'Customer 5', 'Customer 4']);
    expect(first.body.list[0]).toMatchObject({ product_name: 'Blue Mug', rating: 4, status: 'pending', reply: null });
    const second = await list(token, { limit: 3, cursor: first.body.next_cursor });
    expect(namesOf(second)).toEqual(['Customer 3', 'Customer 2', 'Customer 1']);
    const third = await list(token, { limit: 3, cursor: second.body.next_cursor });
    expect(namesOf(third)).toEqual(['Customer 0']);
    expect(third.body.next_cursor).toBeNull();
  });

  it('sorts by rating with ties broken by id, across pages', async () => {
    const { token } = await storeWithReviews();
    const seen: Listed[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { list: Listed[]; next_cursor: string | null } } = await list(token, {
        sort: 'rating',
        direction: 'asc',
        limit: 2,
        cursor,
      });
      seen.push(...page.body.list);
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen.map((r) => r.rating)).toEqual([1, 2, 3, 4, 4, 5, 5]);
    expect(new Set(seen.map((r) => r._id)).size).toBe(7);
  });

  it('filters by status, rating, product and search text', async () => {
    const { token, tee, ids } = await storeWithReviews();
    await t.call('PUT', `${REVIEWS}/status`, { ids: [ids[0], ids[1]], status: 'approved' }, token);
    expect(namesOf(await list(token, { status: 'approved' }))).toEqual(['Customer 1', 'Customer 0']);
    expect(namesOf(await list(token, { rating: 5 }))).toEqual(['Customer 4', 'Customer 0']);
    expect(namesOf(await list(token, { product_id: tee }))).toEqual(['Customer 5', 'Customer 3', 'Customer 1']);
    expect(namesOf(await list(token, { search: 'broke' }))).toEqual(['Customer 3']);
    expect(namesOf(await list(token, { search: '50%' }))).toEqual(['Customer 5']);
    expect(namesOf(await list(token, { search: 'customer 2' }))).toEqual(['Customer 2']);
    // Wildcards are taken literally: only the review that says 50% has a % in it.
    expect(namesOf(await list(token, { search: '%' }))).toEqual(['Customer 5']);
    expect(namesOf(await list(token, { search: '_' }))).toEqual([]);
  });

  it('refuses bad input', async () => {
    const { token } = await storeWithReviews();
    for (const body of [
      { status: 'deleted' },
      { rating: 6 },
      { product_id: 'nope' },
      { sort: 'name' },
      { limit: 500 },
    ]) {
      expect((await list(token, body)).statusCode).toBe(400);
    }
    const badCursor = await list(token, { cursor: 'not-a-cursor' });
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.body.message).toMatch(/^cursor: /);
  });
});

describe('GET /store/product_reviews', () => {
  it('counts what the list shows, with the same search and filters, and refuses a bad filter', async () => {
    const { token, ids } = await storeWithReviews();
    const count = (q: string) => t.call('GET', `${REVIEWS}${q}`, undefined, token);
    expect((await count('')).body).toEqual({ status: true, total: 7, capped: false });
    expect((await count('?rating=5')).body.total).toBe(2);
    expect((await count('?search=broke')).body.total).toBe(1);
    await t.call('PUT', `${REVIEWS}/status`, { ids: [ids[0], ids[1]], status: 'approved' }, token);
    expect((await count('?status=approved&rating=5')).body.total).toBe(1);
    const bad = await count('?rating=6');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/rating/);
  });
});

describe('approving, hiding and answering reviews', () => {
  it('approves and hides reviews', async () => {
    const { token, ids } = await storeWithReviews();
    const approve = await t.call('PUT', `${REVIEWS}/status`, { ids: [ids[0], ids[2]], status: 'approved' }, token);
    expect(approve.body).toEqual({ status: true, message: '2 reviews approved.' });
    await t.call('PUT', `${REVIEWS}/status`, { ids: [ids[2]], status: 'hidden' }, token);
    expect([(await rowOf(ids[0]!)).status, (await rowOf(ids[2]!)).status, (await rowOf(ids[1]!)).status]).toEqual([
      'approved',
      'hidden',
      'pending',
    ]);
    const pending = await t.call('PUT', `${REVIEWS}/status`, { ids: [ids[0]], status: 'pending' }, token);
    expect(pending.statusCode).toBe(400);
    expect((await t.call('PUT', `${REVIEWS}/status`, { ids: [], status: 'hidden' }, token)).statusCode).toBe(400);
  });

  it('sets a reply with its time, and an empty reply clears both', async () => {
    const { token, ids } = await storeWithReviews();
    const id = ids[3]!;
    const saved = await t.call('PUT', `${REVIEWS}/reply`, { _id: id, reply: '  Sorry, we sent a new one.  ' }, token);
    expect(saved.statusCode).toBe(200);
    const [listed] = (await list(token, { search: 'broke' })).body.list;
    expect(listed).toMatchObject({ reply: 'Sorry, we sent a new one.', replied_on: t.clock.now().toISOString() });
    const removed = await t.call('PUT', `${REVIEWS}/reply`, { _id: id, reply: '   ' }, token);
    expect(removed.body.message).toBe('Reply removed.');
    expect(await rowOf(id)).toMatchObject({ reply: null, repliedAt: null });
    expect((await t.call('PUT', `${REVIEWS}/reply`, { _id: id, reply: 'x'.repeat(2001) }, token)).statusCode).toBe(400);
  });

  it('refuses an empty reply to a review that has none: nothing is saved, and it does not say "removed"', async () => {
    const { token, ids } = await storeWithReviews();
    const empty = await t.call('PUT', `${REVIEWS}/reply`, { _id: ids[2], reply: '  ' }, token);
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe('reply: write a reply; this review has none to remove, so nothing was saved.');
    expect(await rowOf(ids[2]!)).toMatchObject({ reply: null, repliedAt: null });
  });

  it("answers 404 for another store's reviews and changes nothing", async () => {
    const a = await storeWithReviews();
    const b = await storeWithReviews();
    const mixed = await t.call('PUT', `${REVIEWS}/status`, { ids: [b.ids[0], a.ids[0]], status: 'approved' }, b.token);
    expect(mixed.statusCode).toBe(404);
    expect((await rowOf(b.ids[0]!)).status).toBe('pending');
    expect((await rowOf(a.ids[0]!)).status).toBe('pending');
    expect((await t.call('PUT', `${REVIEWS}/reply`, { _id: a.ids[0], reply: 'Hi' }, b.token)).statusCode).toBe(404);
    expect((await rowOf(a.ids[0]!)).reply).toBeNull();
    const filtered = await list(b.token, { product_id: a.mug });
    expect(filtered.body.list).toEqual([]);
  });
});

describe('who may manage reviews', () => {
  it('lets the owner and staff with update_product; refuses other staff, vendors and branches', async () => {
    const { storeId, ids } = await storeWithReviews();
    const staff = await signInAs(storeId, 'staff', ['update_product']);
    expect((await list(staff)).body.list).toHaveLength(7);
    expect((await t.call('PUT', `${REVIEWS}/status`, { ids: [ids[0]], status: 'approved' }, staff)).statusCode).toBe(
      200,
    );
    const refused = [
      await signInAs(storeId, 'staff', ['add_product', 'delete_product']),
      await signInAs(storeId, 'vendor', ['add_product', 'update_product']),
      await signInAs(storeId, 'branch'),
    ];
    for (const token of refused) {
      expect((await list(token)).statusCode).toBe(403);
      expect((await t.call('PUT', `${REVIEWS}/status`, { ids: [ids[1]], status: 'hidden' }, token)).statusCode).toBe(
        403,
      );
      expect((await t.call('PUT', `${REVIEWS}/reply`, { _id: ids[1], reply: 'No' }, token)).statusCode).toBe(403);
    }
    expect(await rowOf(ids[1]!)).toMatchObject({ status: 'pending', reply: null });
  });
});

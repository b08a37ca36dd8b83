import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productReviews } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, jsonLd, postForm, shopStore, visit } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
let productId: string;
const reviewsUrl = () => `${shop.base}/p/walnut-stool/reviews`;

const reviewsOf = () => t.app.ctx.db.select().from(productReviews).where(eq(productReviews.productId, productId));

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t);
  productId = (await addProduct(t, shop.token, { name: 'Walnut Stool', slug: 'walnut-stool' }))._id;
});
afterAll(() => t.close());

describe('posting a review', () => {
  it('keeps a valid review pending and sends the shopper back to the product with a thank-you', async () => {
    const res = await postForm(t, reviewsUrl(), {
      customer_name: 'Asha',
      rating: '4',
      title: 'Sturdy',
      body: '<script>alert("x")</script> Solid wood.',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${shop.base}/p/walnut-stool?review=sent#reviews`);
    const [row] = await reviewsOf();
    expect(row).toMatchObject({ customerName: 'Asha', rating: 4, status: 'pending', storeId: shop.id });
    const after = await visit(t, `${shop.base}/p/walnut-stool?review=sent`);
    expect(after.html).toContain('Your review will appear once the store approves it.');
    // Pending reviews are not shown.
    expect(after.html).not.toContain('Solid wood.');
  });

  it('shows an approved review with its HTML escaped, and its rating in the JSON-LD', async () => {
    const [row] = await reviewsOf();
    const approved = await t.call(
      'PUT',
      '/api/store/product_reviews/status',
      { ids: [row?.id], status: 'approved' },
      shop.token,
    );
    expect(approved.statusCode).toBe(200);
    const { html } = await visit(t, `${shop.base}/p/walnut-stool`);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Solid wood.');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('4.0 out of 5');
    const [product] = jsonLd(html);
    expect(product?.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  });

  it.each([
    ['no rating', { customer_name: 'Ben', body: 'Nice' }, 'Choose a rating from 1 to 5 stars'],
    ['a rating of 6', { customer_name: 'Ben', rating: '6', body: 'Nice' }, 'Choose a rating from 1 to 5 stars'],
    ['a fractional rating', { customer_name: 'Ben', rating: '4.5', body: 'Nice' }, 'Choose a rating from 1 to 5 stars'],
    ['an empty text', { customer_name: 'Ben', rating: '5', body: '   ' }, 'Write your review'],
    ['no name', { rating: '5', body: 'Nice' }, 'Enter your name'],
    ['a text too long', { customer_name: 'Ben', rating: '5', body: 'x'.repeat(2001) }, '2000 characters at most'],
  ])('refuses %s with a 400 naming the field, and writes nothing', async (_what, fields, message) => {
    const before = (await reviewsOf()).length;
    const res = await postForm(t, reviewsUrl(), fields as Record<string, string>);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.html).toContain(`<p class="error"`);
    expect(res.html).toContain(message);
    // What the shopper typed is kept in the form.
    if ('customer_name' in fields) expect(res.html).toContain(`value="${fields.customer_name}"`);
    expect((await reviewsOf()).length).toBe(before);
  });

  it('refuses a review of another store’s product or an unknown one with a 404', async () => {
    const other = await shopStore(t);
    const fields = { customer_name: 'Eve', rating: '1', body: 'Spam' };
    expect((await postForm(t, `${other.base}/p/walnut-stool/reviews`, fields)).status).toBe(404);
    expect((await postForm(t, `${shop.base}/p/no-such-stool/reviews`, fields)).status).toBe(404);
    const written = await t.app.ctx.db
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.customerName, 'Eve')));
    expect(written).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { blogComments, stores } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, jsonLd, Shopper, shopOnPlan, visit, shopWithApps } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopOnPlan>>;
beforeAll(async () => {
  t = await startTestApp();
  shop = await shopWithApps(t, ['advanced_blogs']);
});
afterAll(() => t.close());

const post = (fields: Record<string, unknown>) => ({
  name: 'How to care for linen',
  slug: 'linen-care',
  excerpt: '',
  body: '<p>Wash cool, dry in the shade.</p>',
  cover: '',
  author: 'Meera Iyer',
  tags: [],
  status: 'published',
  publish_on: null,
  seo_title: '',
  seo_description: '',
  ...fields,
});
const addPost = (fields: Record<string, unknown>, token = shop.token) =>
  t.call('POST', '/api/store/blog_post', post(fields), token);
const addCategory = (fields: Record<string, unknown>, token = shop.token) =>
  t.call(
    'POST',
    '/api/store/blog_category',
    { name: 'Care guides', slug: 'care-guides', description: '', ...fields },
    token,
  );
const comments = (status: string) => t.call('POST', '/api/store/blog_comment_list', { status }, shop.token);
const comment = (fields: Record<string, string> = {}) => ({
  name: 'Ananya',
  email: 'ananya@example.com',
  body: 'Thank you! <b>Ironing</b> damp works.',
  ...fields,
});

describe('/setting/advanced-blogs: categories (POST, PUT, PATCH /store/blog_category)', () => {
  it('adds, changes and deletes a category, unique by name and address, refusing bad ones on their field', async () => {
    for (const [fields, message] of [
      [{ slug: 'Care Guides' }, 'slug: Use lower-case letters'],
      [{ name: '' }, 'name: Enter a name'],
      [{ description: 'x'.repeat(301) }, 'description:'],
    ] as const) {
      const res = await addCategory(fields);
      expect(res.statusCode, message).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const made = await addCategory({ description: 'Washing and keeping.' });
    expect(made.statusCode).toBe(200);
    const taken = await addCategory({ name: 'Other', slug: 'CARE-GUIDES'.toLowerCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe('slug: another category of your blog has this address');
    expect((await addCategory({ slug: 'other' })).body.message).toContain('name: a category named');

    const changed = await t.call(
      'PUT',
      '/api/store/blog_category',
      { _id: made.body.data._id, name: 'Care', slug: 'care', description: '' },
      shop.token,
    );
    expect(changed.body.data).toMatchObject({ name: 'Care', slug: 'care' });
    const gone = await t.call('PATCH', '/api/store/blog_category', { ids: [made.body.data._id] }, shop.token);
    expect(gone.statusCode).toBe(200);
  });

  it('is for stores with the advanced blogs feature: a 404 elsewhere, and their posts take no category', async () => {
    const plain = await shopOnPlan(t, PACKAGE_IDS.professional);
    for (const [method, path, body] of [
      ['POST', '/api/store/blog_category', { name: 'A', slug: 'a', description: '' }],
      ['POST', '/api/store/blog_comment_list', {}],
      ['GET', '/api/store/blog_comment_settings', undefined],
    ] as const) {
      const res = await t.call(method, path, body, plain.token);
      expect(res.statusCode, path).toBe(404);
      expect(res.body.message).toBe('This store has no advanced blog: add the Advanced blogs app first.');
    }
    const product = await addProduct(t, plain.token);
    const refused = await addPost({ product_ids: [product._id] }, plain.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toContain('product_ids: products in a post needs the Advanced blogs app');
    // Without them it is an ordinary post, whose page has no comment form.
    expect((await addPost({}, plain.token)).statusCode).toBe(200);
    await t.written();
    const page = await visit(t, `${plain.base}/blog/linen-care`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('Leave a comment');
    expect((await visit(t, `${plain.base}/blog/category/care`)).status).toBe(404);
  });
});

describe('a post with its category and products, and its comments', () => {
  let postId = '';
  let categoryId = '';
  let shopper: Shopper;
  const postPage = () => visit(t, `${shop.base}/blog/weavers`);

  beforeAll(async () => {
    categoryId = (await addCategory({ name: 'Makers', slug: 'makers', description: 'The people behind our cloth.' }))
      .body.data._id;
    shopper = new Shopper(t, undefined, '203.0.113.7');
  });

  it('refuses another store’s category or product on its field, and more than 8 products', async () => {
    const other = await shopOnPlan(t, PACKAGE_IDS.professional);
    await t.app.ctx.db
      .update(stores)
      .set({ paidFeatures: ['advanced_blogs'] })
      .where(eq(stores.id, other.id));
    const theirs = await addProduct(t, other.token);
    const theirCategory = await addCategory({ name: 'Theirs', slug: 'theirs' }, other.token);
    const byProduct = await addPost({ slug: 'weavers', product_ids: [theirs._id] });
    expect(byProduct.statusCode).toBe(404);
    expect(byProduct.body.message).toBe('product_ids: a product picked is not in your store');
    const byCategory = await addPost({ slug: 'weavers', category_id: theirCategory.body.data._id });
    expect(byCategory.statusCode).toBe(404);
    expect(byCategory.body.message).toBe('category_id: this category is not in your blog');
    const many = await addPost({ slug: 'weavers', product_ids: Array.from({ length: 9 }, () => theirs._id) });
    expect(many.statusCode).toBe(400);
    expect(many.body.message).toContain('product_ids: 8 products at most');
    const list = await t.call('GET', '/api/store/blog_post_list', undefined, shop.token);
    expect(list.body.total).toBe(0);
  });

  it('shows its category, its visible products in order, and a category page', async () => {
    const shawl = await addProduct(t, shop.token, { name: 'Pashmina Shawl' });
    const saree = await addProduct(t, shop.token, { name: 'Handloom Saree' });
    const hidden = await addProduct(t, shop.token, { name: 'Secret Stole', status: 'draft' });
    const made = await addPost({
      name: 'Meet the weavers',
      slug: 'weavers',
      category_id: categoryId,
      product_ids: [saree._id, hidden._id, shawl._id, saree._id],
    });
    expect(made.statusCode).toBe(200);
    expect(made.body.data.product_ids).toEqual([saree._id, hidden._id, shawl._id]);
    postId = made.body.data._id;
    await addPost({ name: 'Other news', slug: 'other-news' });
    await t.written();

    const page = await postPage();
    expect(page.status).toBe(200);
    expect(page.html).toContain(`href="${shop.base}/blog/category/makers"`);
    expect(page.html).toContain('Products in this post');
    expect(page.html).toContain('Handloom Saree');
    expect(page.html).not.toContain('Secret Stole');
    expect(page.html.indexOf('Handloom Saree')).toBeLessThan(page.html.indexOf('Pashmina Shawl'));

    const category = await visit(t, `${shop.base}/blog/category/makers`);
    expect(category.status).toBe(200);
    expect(category.html).toContain('<h1>Makers</h1>');
    expect(category.html).toContain('The people behind our cloth.');
    expect(category.html).toContain('Meet the weavers');
    expect(category.html).not.toContain('Other news');
    expect((await visit(t, `${shop.base}/blog/category/nothing`)).status).toBe(404);
    expect((await visit(t, `${shop.base}/sitemap.xml`)).html).toContain('/blog/category/makers</loc>');
  });

  it('holds a comment until approved, then shows it on the post (escaped) and in its JSON-LD', async () => {
    await shopper.get(`${shop.base}/blog/weavers`);
    const sent = await shopper.post(`${shop.base}/blog/weavers/comments`, comment());
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe(`${shop.base}/blog/weavers?comment=held#comments`);
    expect((await visit(t, `${shop.base}/blog/weavers?comment=held`)).html).toContain('once the shop has read it');

    const pending = await comments('pending');
    expect(pending.body.list).toHaveLength(1);
    expect(pending.body.list[0]).toMatchObject({ name: 'Ananya', post_id: postId, post_title: 'Meet the weavers' });
    expect(pending.body.counts).toEqual({ pending: 1, approved: 0, spam: 0 });
    expect((await postPage()).html).not.toContain('Ironing');

    const approved = await t.call(
      'POST',
      '/api/store/blog_comment_status',
      { ids: [pending.body.list[0]._id], status: 'approved' },
      shop.token,
    );
    expect(approved.body.message).toBe('The comment is approved: the shop shows it.');
    await t.written();
    const page = await postPage();
    expect(page.html).toContain('Thank you! &lt;b&gt;Ironing&lt;/b&gt; damp works.');
    expect(page.html).not.toContain('ananya@example.com');
    const posting = jsonLd(page.html).find((o) => o['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      commentCount: 1,
      comment: [{ '@type': 'Comment', author: { name: 'Ananya' }, text: 'Thank you! <b>Ironing</b> damp works.' }],
    });
  });

  it('refuses a bad comment on its field and keeps nothing; a filled trap is thanked and dropped', async () => {
    const before = (await t.app.ctx.db.select().from(blogComments)).length;
    const bad = await shopper.post(
      `${shop.base}/blog/weavers/comments`,
      comment({ body: 'x'.repeat(2001), email: 'no' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('Enter an email address like name@example.com');
    const trapped = await shopper.post(
      `${shop.base}/blog/weavers/comments`,
      comment({ website: 'http://spam.example' }),
    );
    expect(trapped.status).toBe(303);
    expect((await shopper.post(`${shop.base}/blog/other-news-x/comments`, comment())).status).toBe(404);
    expect((await t.app.ctx.db.select().from(blogComments)).length).toBe(before);
  });

  it('marks spam and deletes; another store’s comment is a 404; with holding off a comment shows at once', async () => {
    await shopper.post(`${shop.base}/blog/weavers/comments`, comment({ name: 'Deals', body: 'Cheap watches!!!' }));
    const [spam] = (await comments('pending')).body.list;
    await t.call('POST', '/api/store/blog_comment_status', { ids: [spam._id], status: 'spam' }, shop.token);
    expect((await comments('spam')).body).toMatchObject({ counts: { pending: 0, approved: 1, spam: 1 } });
    expect((await postPage()).html).not.toContain('Cheap watches');

    const other = await shopOnPlan(t, PACKAGE_IDS.professional);
    await t.app.ctx.db
      .update(stores)
      .set({ paidFeatures: ['advanced_blogs'] })
      .where(eq(stores.id, other.id));
    const theirs = await t.call('PATCH', '/api/store/blog_comment', { ids: [spam._id] }, other.token);
    expect(theirs.statusCode).toBe(404);
    const deleted = await t.call('PATCH', '/api/store/blog_comment', { ids: [spam._id] }, shop.token);
    expect(deleted.body.message).toBe('The comment is deleted.');
    expect((await comments('spam')).body.counts.spam).toBe(0);

    const off = await t.call('PUT', '/api/store/blog_comment_settings', { hold_for_approval: false }, shop.token);
    expect(off.statusCode).toBe(200);
    const shown = await shopper.post(
      `${shop.base}/blog/weavers/comments`,
      comment({ name: 'Vikram', body: 'Lovely.' }),
    );
    expect(shown.headers.location).toBe(`${shop.base}/blog/weavers?comment=shown#comments`);
    await t.written();
    const page = await postPage();
    expect(page.html.indexOf('Ananya')).toBeLessThan(page.html.indexOf('Vikram'));
    expect(jsonLd(page.html).find((o) => o['@type'] === 'BlogPosting')).toMatchObject({ commentCount: 2 });
  });

  it('deleting a category in use is refused, naming its posts, unless detached', async () => {
    const refused = await t.call('PATCH', '/api/store/blog_category', { ids: [categoryId] }, shop.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toContain('1 post (Meet the weavers)');
    const detached = await t.call('PATCH', '/api/store/blog_category', { ids: [categoryId], detach: true }, shop.token);
    expect(detached.statusCode).toBe(200);
    const got = await t.call('GET', `/api/store/blog_post/${postId}`, undefined, shop.token);
    expect(got.body.data.category_id).toBeNull();
  });

  it('a store that lost the app keeps what its posts have, sets nothing new, and its shop shows neither', async () => {
    await t.app.ctx.db.update(stores).set({ paidFeatures: [] }).where(eq(stores.id, shop.id));
    await t.written();
    const saved = (await t.call('GET', `/api/store/blog_post/${postId}`, undefined, shop.token)).body.data;
    const kept = await t.call('PUT', '/api/store/blog_post', { ...saved, excerpt: 'Who makes our cloth.' }, shop.token);
    expect(kept.statusCode).toBe(200);
    const changed = await t.call(
      'PUT',
      '/api/store/blog_post',
      { ...saved, version: kept.body.data.version, product_ids: [] },
      shop.token,
    );
    expect(changed.statusCode).toBe(404);
    expect(changed.body.message).toContain('product_ids:');
    const page = await postPage();
    expect(page.html).not.toContain('Products in this post');
    expect(page.html).not.toContain('Leave a comment');
    await t.app.ctx.db
      .update(stores)
      .set({ paidFeatures: ['advanced_blogs'] })
      .where(eq(stores.id, shop.id));
    await t.written();
  });
});

describe('a shopper commenting too much', () => {
  it('is refused with a 429 past the per-minute limit', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      const store = await shopOnPlan(limited, PACKAGE_IDS.professional);
      await limited.app.ctx.db
        .update(stores)
        .set({ paidFeatures: ['advanced_blogs'] })
        .where(eq(stores.id, store.id));
      await limited.call('POST', '/api/store/blog_post', post({}), store.token);
      await limited.written();
      const shopper = new Shopper(limited);
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(
          (await shopper.post(`${store.base}/blog/linen-care/comments`, comment({ body: `No. ${i}` }))).status,
        );
      expect(answers).toEqual([303, 303, 429]);
    } finally {
      await limited.close();
    }
  }, 60_000);
});

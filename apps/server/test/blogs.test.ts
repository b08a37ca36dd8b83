import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn, PACKAGE_IDS } from '@stallfront/shared';
import { startTestApp, type TestApp } from './harness.js';
import { shopOnPlan, visit } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopOnPlan>>;
beforeAll(async () => {
  t = await startTestApp();
  shop = await shopOnPlan(t, PACKAGE_IDS.professional);
});
afterAll(() => t.close());

const DAY = 86_400_000;
/** The store's day `days` from the test clock's now (a fresh store keeps its country's zone). */
const dayFromNow = (days: number) => dayIn(new Date(t.clock.now().getTime() + days * DAY), 'Asia/Kolkata');

const post = (fields: Record<string, unknown>) => ({
  name: 'How to care for linen',
  slug: 'linen-care',
  excerpt: '',
  body: '<p>Wash cool, dry in the shade.</p>',
  cover: '',
  author: 'Meera Iyer',
  tags: ['Care'],
  status: 'published',
  publish_on: null,
  seo_title: '',
  seo_description: '',
  ...fields,
});
const add = (fields: Record<string, unknown>, token = shop.token) =>
  t.call('POST', '/api/store/blog_post', post(fields), token);

describe('/setting/blogs: the blog posts (POST, PUT, PATCH /store/blog_post)', () => {
  it('refuses a bad post on its field and saves nothing', async () => {
    for (const [fields, message] of [
      [{ slug: 'Linen Care' }, 'slug: Use lower-case letters'],
      [{ status: 'live' }, 'status: Choose draft or published'],
      [{ publish_on: '2026-02-30' }, 'publish_on: must be a date'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `tag ${i}`) }, 'tags: 10 tags at most'],
      [{ cover: 'http://example.com/cover.jpg' }, 'cover: Upload an image or give an https address'],
      [{ name: '' }, 'name: Enter a title'],
    ] as const) {
      const res = await add(fields);
      expect(res.statusCode, message).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const count = await t.call('GET', '/api/store/blog_post_list', undefined, shop.token);
    expect(count.body).toMatchObject({ total: 0 });
  });

  it('is for stores with the blogs feature: a 404 elsewhere', async () => {
    const essential = await shopOnPlan(t, PACKAGE_IDS.essential);
    const res = await add({}, essential.token);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('This store has no blog: add the Blogs app first.');
    expect((await visit(t, `${essential.base}/blog`)).status).toBe(404);
  });

  it('shows live posts in the shop, its feed and sitemap; a draft never, a scheduled one from its day', async () => {
    expect((await add({ tags: [' Care ', 'care', 'Linen'] })).statusCode).toBe(200);
    const taken = await add({ name: 'Another', slug: 'linen-care' });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe('slug: another post of your blog has this address');
    await add({ name: 'Our autumn edit', slug: 'autumn-edit', tags: ['New in'], publish_on: dayFromNow(-2) });
    await add({ name: 'Meet the weavers', slug: 'weavers', publish_on: dayFromNow(2), tags: ['Makers'] });
    await add({ name: 'Winter notes', slug: 'winter-notes', status: 'draft' });
    await t.written();

    const list = await t.call('POST', '/api/store/blog_post_list', { limit: 10 }, shop.token);
    const linen = list.body.list.find((p: { slug: string }) => p.slug === 'linen-care');
    expect(linen.tags).toEqual(['Care', 'Linen']);
    // Published without a day: it dates from the store's today; a draft keeps none until published.
    expect(linen.publish_on).toBe(dayFromNow(0));
    const winter = list.body.list.find((p: { slug: string }) => p.slug === 'winter-notes');
    expect(winter.publish_on).toBeNull();

    const blog = await visit(t, `${shop.base}/blog`);
    expect(blog.status).toBe(200);
    expect(blog.html).toContain('How to care for linen');
    expect(blog.html).toContain('Our autumn edit');
    expect(blog.html).not.toContain('Meet the weavers');
    expect(blog.html).not.toContain('Winter notes');
    // Newest first: today's post, then the one of two days ago.
    expect(blog.html.indexOf('How to care for linen')).toBeLessThan(blog.html.indexOf('Our autumn edit'));
    expect(blog.html).toContain('<link rel="alternate" type="application/atom+xml"');

    const tagged = await visit(t, `${shop.base}/blog?tag=new%20in`);
    expect(tagged.html).toContain('Our autumn edit');
    expect(tagged.html).not.toContain('How to care for linen');
    expect(tagged.html).toContain('<meta name="robots" content="noindex"/>');

    const page = await visit(t, `${shop.base}/blog/linen-care`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>How to care for linen</h1>');
    expect(page.html).toContain('Meera Iyer');
    expect(page.html).toContain('"@type":"BlogPosting"');
    expect(page.html).toContain(`href="${shop.base}/blog?tag=Linen"`);
    expect((await visit(t, `${shop.base}/blog/winter-notes`)).status).toBe(404);
    expect((await visit(t, `${shop.base}/blog/weavers`)).status).toBe(404);

    const feed = await visit(t, `${shop.base}/blog/feed.xml`);
    expect(feed.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(feed.html).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(feed.html.match(/<entry>/g)).toHaveLength(2);
    expect(feed.html).toContain('<title>How to care for linen</title>');
    expect(feed.html).toContain('<content type="html">&lt;p&gt;Wash cool, dry in the shade.&lt;/p&gt;</content>');
    const sitemap = (await visit(t, `${shop.base}/sitemap.xml`)).html;
    expect(sitemap).toContain('/blog/linen-care</loc>');
    expect(sitemap).not.toContain('/blog/weavers</loc>');

    // Its day comes: the post, the feed and the sitemap have it.
    t.clock.advance(3 * DAY);
    expect((await visit(t, `${shop.base}/blog/weavers`)).status).toBe(200);
    expect((await visit(t, `${shop.base}/blog/feed.xml`)).html.match(/<entry>/g)).toHaveLength(3);
    expect((await visit(t, `${shop.base}/sitemap.xml`)).html).toContain('/blog/weavers</loc>');
  });
});

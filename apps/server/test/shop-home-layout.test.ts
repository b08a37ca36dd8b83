import { randomUUID } from 'node:crypto';
import { type LayoutSectionInput, layoutSection, type SavedSection } from '@stallfront/shared/website';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { catalogs, media, orderLines, orders } from '../src/db/schema/index.js';
import { type StoredLayout, writeLayout } from '../src/modules/website/layout.repo.js';
import { previewSigner } from '../src/modules/website/layout-preview.js';
import { startTestApp, type TestApp } from './harness.js';
import { addCatalog, addProduct, cardNames, jsonLd, meta, shopStore, visit } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
let other: Awaited<ReturnType<typeof shopStore>>;
const ids = {
  shirts: '',
  bags: '',
  hidden: '',
  'Tee A': '',
  'Tee B': '',
  'Tee C': '',
  'Tee D': '',
  Tote: '',
  Draft: '',
};

/** A section as the editor saves it: through its schema, with its id. */
const section = (id: string, input: LayoutSectionInput): SavedSection => ({ ...layoutSection.parse(input), id });

async function saveLayout(storeId: string, layout: Partial<StoredLayout> & { published: SavedSection[] | null }) {
  const value = { draft: layout.draft ?? layout.published ?? [], published: layout.published, published_at: null };
  await writeLayout(t.app.ctx.db, storeId, 'home', value, t.app.ctx.now());
  await t.written();
}

let orderNumber = 1000;
/** An order of the store straight into its tables: what the best sellers count. */
async function order(
  status: 'live' | 'delivered' | 'cancelled',
  paymentStatus: 'paid' | 'pending' | 'cod_due',
  lines: [string, number][],
) {
  orderNumber += 1;
  const [row] = await t.app.ctx.db
    .insert(orders)
    .values({
      storeId: shop.id,
      number: orderNumber,
      status,
      paymentStatus,
      paymentMethod: 'cod',
      deliveryMethod: 'standard',
      email: 'buyer@example.com',
      name: 'Buyer',
      shippingAddress: {} as never,
      currency: 'INR',
      subtotal: 0,
      tax: 0,
      shipping: 0,
      total: 0,
      idempotencyKey: randomUUID(),
    })
    .returning();
  for (const [productId, quantity] of lines) {
    await t.app.ctx.db.insert(orderLines).values({
      storeId: shop.id,
      orderId: row?.id as string,
      productId,
      sku: 'X',
      name: 'X',
      unitPrice: 100,
      quantity,
      taxRateBp: 0,
      subtotal: 0,
      tax: 0,
    });
  }
}

/** The part of the page from the section headed `title` to the next section. */
function sectionOf(html: string, title: string): string {
  const part = html.split('<section').find((s) => s.includes(`<h2>${title}</h2>`));
  if (!part) throw new Error(`no section headed ${title}`);
  return part;
}

const home = () => `${shop.base}/`;

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { name: 'Layout Lane' });
  other = await shopStore(t, { name: 'Elsewhere' });
  const { token } = shop;
  const shirts = await addCatalog(t, token, { name: 'Shirts' });
  const bags = await addCatalog(t, token, { name: 'Bags' });
  const hidden = await addCatalog(t, token, { name: 'Vault', status: 'hidden' });
  Object.assign(ids, { shirts: shirts._id, bags: bags._id, hidden: hidden._id });
  await t.call('PUT', '/api/store/catalog/highlights', { ids: [shirts._id] }, token);
  for (const name of ['Tee A', 'Tee B', 'Tee C', 'Tee D'] as const) {
    ids[name] = (await addProduct(t, token, { name, catalog_ids: [shirts._id] }))._id;
  }
  ids.Tote = (await addProduct(t, token, { name: 'Tote', catalog_ids: [bags._id] }))._id;
  ids.Draft = (await addProduct(t, token, { name: 'Draft Tee', status: 'draft', catalog_ids: [hidden._id] }))._id;
  for (const [name, slug, status] of [
    ['Our story', 'our-story', 'published'],
    ['Unfinished', 'unfinished', 'draft'],
  ]) {
    const body = `<p>${'Made by hand in <strong>Jaipur</strong>, one stitch at a time. '.repeat(6)}</p>`;
    const res = await t.call(
      'POST',
      '/api/store/page',
      { name, slug, body, status, seo_title: '', seo_description: '' },
      token,
    );
    if (res.statusCode !== 200) throw new Error(JSON.stringify(res.body));
  }
  // Tee B sold 5 (paid), Tee C 3 (delivered, cash collected); a cancelled and an unpaid order do not count.
  await order('live', 'paid', [[ids['Tee B'], 5]]);
  await order('delivered', 'cod_due', [[ids['Tee C'], 3]]);
  await order('cancelled', 'paid', [[ids['Tee A'], 50]]);
  await order('live', 'pending', [[ids['Tee D'], 40]]);
  await t.app.ctx.db.insert(media).values({
    storeId: shop.id,
    url: '/media/grid-a.jpg',
    mime: 'image/jpeg',
    bytes: 1,
    width: 1400,
    height: 1000,
    sizes: [320, 640],
  });
  // The bags' own picture is an upload with sizes; the shirts' tile takes no picture (its products have none).
  await t.app.ctx.db.update(catalogs).set({ image: '/media/grid-a.jpg' }).where(eq(catalogs.id, ids.bags));
  await t.written();
});
afterAll(() => t.close());

describe('the home page layout', () => {
  it('shows the store type’s default layout while none is published: the hero, the highlighted catalogs, the newest', async () => {
    const { status, html } = await visit(t, home());
    expect(status).toBe(200);
    expect(html).toMatch(/<section class="home-section hero"><h1>Layout Lane<\/h1>/);
    expect(sectionOf(html, 'Shop by collection')).toContain(`href="${shop.base}/c/shirts"`);
    expect(cardNames(sectionOf(html, 'New products'))).toEqual(['Tote', 'Tee D', 'Tee C', 'Tee B', 'Tee A']);
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'WebSite' });
  });

  it('draws every kind of section, leaving out hidden ones and rows with nothing to show', async () => {
    await saveLayout(shop.id, {
      published: [
        section('banner', {
          kind: 'banner',
          slide: {
            image: 'https://cdn.example.com/banner.jpg',
            alt: 'Summer banner',
            link: '/c/shirts',
            heading: 'Summer',
            text: 'Linen is in',
            button: 'Shop now',
          },
        }),
        section('slides', {
          kind: 'slider',
          seconds: 5,
          slides: [
            {
              image: 'https://cdn.example.com/s1.jpg',
              alt: 'First slide',
              link: 'https://example.com/a',
              heading: '',
              text: '',
              button: '',
            },
            {
              image: 'https://cdn.example.com/s2.jpg',
              alt: 'Second slide',
              link: '',
              heading: 'Two',
              text: '',
              button: '',
            },
          ],
        }),
        section('newest', { kind: 'products', title: 'Just in', source: 'newest', count: 2 }),
        section('best', { kind: 'products', title: 'Best sellers', source: 'best_sellers', count: 4 }),
        section('shirts', {
          kind: 'products',
          title: 'Shirts row',
          source: 'catalog',
          catalog_id: ids.shirts,
          count: 3,
        }),
        section('vault', { kind: 'products', title: 'Vault row', source: 'catalog', catalog_id: ids.hidden, count: 3 }),
        section('picked', {
          kind: 'products',
          title: 'Our picks',
          source: 'picked',
          product_ids: [ids['Tee C'], ids.Draft, ids['Tee A']],
        }),
        section('tiles', { kind: 'catalogs', title: 'Browse', catalog_ids: [ids.bags, ids.hidden, ids.shirts] }),
        section('grid', {
          kind: 'image_grid',
          grid: 'grid_2',
          title: 'Lookbook',
          images: [
            { image: '/media/grid-a.jpg', alt: 'Linen on the beach', link: '/pages/our-story' },
            { image: 'https://cdn.example.com/b.jpg', alt: 'Tote at the market', link: 'https://example.com/lookbook' },
          ],
        }),
        section('multi', {
          kind: 'multi_grid',
          grid: 'multi_grid_1',
          title: 'Rooms',
          tiles: [
            { image: 'https://cdn.example.com/m1.jpg', alt: 'Living', link: '/c/bags', caption: 'Living room' },
            { image: 'https://cdn.example.com/m2.jpg', alt: 'Bed', link: '', caption: 'Bedroom' },
          ],
        }),
        section('insta', {
          kind: 'instagram',
          grid: 'instagram_5',
          title: 'On Instagram',
          profile: 'https://instagram.com/layoutlane',
          images: [1, 2, 3].map((n) => ({ image: `https://cdn.example.com/i${n}.jpg`, alt: `Post ${n}` })),
        }),
        section('blog', { kind: 'blog', title: 'From the journal', count: 3 }),
        section('about', { kind: 'text', heading: 'About us', body: '<p>Hand-made <strong>since 1998</strong>.</p>' }),
        section('secret', { kind: 'text', heading: 'Secret sale', body: '', hidden: true }),
        section('film', { kind: 'video', title: 'How we weave', url: 'https://youtu.be/dQw4w9WgXcQ' }),
      ],
    });
    const { status, html, headers } = await visit(t, home());
    expect(status).toBe(200);
    // No hero here: the page's one h1 is the store's name, for screen readers and search engines.
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1 class="visually-hidden">[^<]+<\/h1>/);
    const base = shop.base;
    // Banner: its picture, words and link under the shop's base.
    expect(html).toContain(`<a class="slot slide" style="--ratio:1460 / 500" href="${base}/c/shirts">`);
    expect(html).toContain('alt="Summer banner"');
    expect(html).toContain('<strong class="slide-heading">Summer</strong>');
    // Slider: both slides, a dot for each, and its island.
    expect(html).toMatch(/<a class="slot slide" style="--ratio:1460 \/ 500" href="https:\/\/example.com\/a">/);
    expect(html).toContain('alt="Second slide"');
    expect(html).toContain('href="#slides-slide-2"');
    expect(html).toContain('data-island="slider-controls"');
    // Product rows by source; best sellers by units on paid or delivered orders, then the newest.
    expect(cardNames(sectionOf(html, 'Just in'))).toEqual(['Tote', 'Tee D']);
    expect(cardNames(sectionOf(html, 'Best sellers'))).toEqual(['Tee B', 'Tee C', 'Tote', 'Tee D']);
    expect(cardNames(sectionOf(html, 'Shirts row'))).toEqual(['Tee D', 'Tee C', 'Tee B']);
    expect(cardNames(sectionOf(html, 'Our picks'))).toEqual(['Tee C', 'Tee A']);
    expect(html).not.toContain('Vault row');
    // Catalog tiles in the order given; a hidden catalog is left out.
    const tiles = sectionOf(html, 'Browse');
    expect([...tiles.matchAll(/<span>([^<]+)<\/span>/g)].map((m) => m[1])).toEqual(['Bags', 'Shirts']);
    expect(tiles).toContain('srcSet="/media/grid-a-320w.jpg 320w');
    // An image grid: each picture with its alt, its link and its slot's shape; the library's picture has a srcset.
    const grid = sectionOf(html, 'Lookbook');
    expect(grid).toContain('data-grid="grid_2"');
    expect(grid).toContain(`style="--ratio:700 / 500" href="${base}/pages/our-story"`);
    expect(grid).toContain('alt="Linen on the beach"');
    expect(grid).toContain('srcSet="/media/grid-a-320w.jpg 320w');
    expect(grid).toContain('href="https://example.com/lookbook"');
    expect(grid).toContain('alt="Tote at the market"');
    const multi = sectionOf(html, 'Rooms');
    expect(multi).toContain(`href="${base}/c/bags"`);
    expect(multi).toContain('<span class="tile-caption">Bedroom</span>');
    const insta = sectionOf(html, 'On Instagram');
    expect(insta.match(/href="https:\/\/instagram.com\/layoutlane"/g)).toHaveLength(4);
    expect(insta).toContain('alt="Post 3"');
    // Blog: the published pages stand in while the blog has no post.
    const blog = sectionOf(html, 'From the journal');
    expect(blog).toContain(`<a href="${base}/pages/our-story">Our story</a>`);
    expect(blog).toMatch(/<p>Made by hand in Jaipur, one stitch at a time\. .{40,}…<\/p>/);
    expect(blog).not.toContain('Unfinished');
    expect(sectionOf(html, 'About us')).toContain(
      '<div class="rich-text"><p>Hand-made <strong>since 1998</strong>.</p></div>',
    );
    expect(html).not.toContain('Secret sale');
    const video = sectionOf(html, 'How we weave');
    expect(video).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(video).toContain('title="How we weave"');
    expect(video).toContain('loading="lazy"');
    expect(video).toContain('allowFullScreen');
    // The page's first two pictures load at once, every other waits.
    expect(html.match(/loading="eager"/g)).toHaveLength(2);
    // The shop's pages may frame the video hosts.
    expect(String(headers['content-security-policy'])).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    );
  });

  it('leaves out a blog without pages and rows with no products', async () => {
    await saveLayout(other.id, {
      published: [
        section('t', { kind: 'text', heading: 'Hello there', body: '', style: 'hero' }),
        section('p', { kind: 'products', title: 'Nothing new', source: 'newest' }),
        section('b', { kind: 'products', title: 'Nothing sold', source: 'best_sellers' }),
        section('c', { kind: 'catalogs', title: 'No collections', catalog_ids: [] }),
        section('j', { kind: 'blog', title: 'No journal', count: 2 }),
      ],
    });
    const { html } = await visit(t, `${other.base}/`);
    expect(html).toContain('<h1>Hello there</h1>');
    for (const title of ['Nothing new', 'Nothing sold', 'No collections', 'No journal'])
      expect(html).not.toContain(title);
  });

  it('refuses a link that could leave the shop for a script or another site, so none can be drawn', () => {
    const banner = (link: string) =>
      layoutSection.safeParse({
        kind: 'banner',
        slide: { image: 'https://cdn.example.com/b.jpg', alt: '', link, heading: '', text: '', button: '' },
      });
    expect(banner('javascript:alert(1)').success).toBe(false);
    expect(banner('//evil.example/s/other').success).toBe(false);
  });
});

describe('previewing the draft', () => {
  const draftOnly = section('draft', { kind: 'text', heading: 'Draft headline', body: '' });
  const live = section('live', { kind: 'text', heading: 'Live headline', body: '' });
  const sign = async (storeId: string) => (await previewSigner(t.app.ctx.db)).sign(storeId, t.app.ctx.now());

  beforeAll(() => saveLayout(shop.id, { published: [live], draft: [draftOnly] }));

  it('shows the published page to everyone, kept, and not framable', async () => {
    const first = await visit(t, home());
    expect(first.html).toContain('Live headline');
    expect(first.html).not.toContain('Draft headline');
    expect(first.headers['x-frame-options']).toBe('DENY');
    expect((await visit(t, home())).headers['x-cache']).toBe('hit');
  });

  it('shows the draft through a signed address: not indexed, never kept, framable by the console', async () => {
    const token = await sign(shop.id);
    const preview = await visit(t, `${home()}?preview=${token}`);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain('Draft headline');
    expect(preview.html).not.toContain('Live headline');
    expect(meta(preview.html, 'robots')).toBe('noindex');
    expect(preview.headers['x-cache']).toBeUndefined();
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(preview.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(String(preview.headers['content-security-policy'])).not.toContain("frame-ancestors 'none'");
    // Asked again, it is drawn again; and the public page was not replaced by it.
    expect((await visit(t, `${home()}?preview=${token}`)).headers['x-cache']).toBeUndefined();
    const after = await visit(t, home());
    expect(after.html).toContain('Live headline');
    expect(after.headers['x-cache']).toBe('hit');
  });

  it('shows the published page, kept as usual, for a bad, expired or other store’s token', async () => {
    const bad = await visit(t, `${home()}?preview=123.abc`);
    expect(bad.html).toContain('Live headline');
    expect(bad.headers['x-cache']).toBe('hit');
    expect(bad.headers['x-frame-options']).toBe('DENY');
    const others = await visit(t, `${home()}?preview=${await sign(other.id)}`);
    expect(others.html).toContain('Live headline');
    expect(meta(others.html, 'robots')).toBeNull();
    const token = await sign(shop.id);
    t.clock.advance(61 * 60 * 1000);
    const expired = await visit(t, `${home()}?preview=${token}`);
    expect(expired.html).toContain('Live headline');
    expect(expired.html).not.toContain('Draft headline');
  });
});

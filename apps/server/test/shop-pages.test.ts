import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';
import {
  addCatalog,
  addProduct,
  canonicalOf,
  cardNames,
  jsonLd,
  linkHref,
  meta,
  postForm,
  shopStore,
  titleOf,
  visit,
} from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
let storeName: string;
const PUBLIC = 'http://localhost:8080';
const bulkNames: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { name: 'Cotton & Co' });
  storeName = 'Cotton & Co';
  const { token } = shop;
  const shirts = await addCatalog(t, token, { name: 'shirts', description: 'Shirts for every day.' });
  const hidden = await addCatalog(t, token, { name: 'secret drop', status: 'hidden' });
  await t.call('PUT', '/api/store/catalog/highlights', { ids: [shirts._id] }, token);
  const menu = await t.call('PUT', '/api/store/catalog/navigation_sections', { sections: [{ name: 'main' }] }, token);
  const sectionId = menu.body.sections[0]._id;
  for (const [name, catalogId] of [
    ['Shirts', shirts._id],
    ['Secret Drop', hidden._id],
  ]) {
    await t.call(
      'POST',
      '/api/store/catalog/navigations',
      { section_id: sectionId, name, catalog_id: catalogId },
      token,
    );
  }
  for (const [name, link] of [
    ['Sale', '/c/shirts'],
    ['Journal', 'https://journal.example.com/'],
  ]) {
    const res = await t.call('POST', '/api/store/catalog/navigations', { section_id: sectionId, name, link }, token);
    if (res.statusCode !== 200) throw new Error(JSON.stringify(res.body));
  }
  for (let i = 0; i < 25; i += 1) {
    const p = await addProduct(t, token, { name: `Basic Tee ${i}`, catalog_ids: [shirts._id], price: 2000 + i });
    bulkNames.push(p.name);
  }
  await addProduct(t, token, {
    name: 'Oxford Shirt',
    sku: 'OX-SHIRT-1',
    slug: 'oxford-shirt',
    price: 129_999,
    compare_at_price: 150_000,
    stock: 3,
    catalog_ids: [shirts._id, hidden._id],
    description: '<p>Crisp <b>cotton</b> shirt.</p>',
    images: [{ url: 'https://cdn.example.com/ox.jpg', alt: 'Oxford front' }],
  });
  await addProduct(t, token, {
    name: 'Linen Tee',
    sku: 'LINEN-TEE',
    slug: 'linen-tee',
    price: 1000,
    stock: 0,
    catalog_ids: [shirts._id],
    options: [{ name: 'Size', values: ['S', 'M'] }],
    variants: [
      { option_values: ['S'], sku: 'LINEN-TEE-S', price: 1000, stock: 0 },
      { option_values: ['M'], sku: 'LINEN-TEE-M', price: 1500, stock: 4 },
    ],
    custom_model: {
      mm_sets: [{ name: 'Shirt', list: ['Chest', 'Sleeve'], mm_unit: 'inches' }],
      notes_list: ['Measure over a shirt'],
    },
  });
  await addProduct(t, token, {
    name: 'Draft Jacket',
    slug: 'draft-jacket',
    status: 'draft',
    catalog_ids: [shirts._id],
  });
  const old = await addProduct(t, token, { name: 'Old Coat', slug: 'old-coat', catalog_ids: [shirts._id] });
  await t.call('PUT', '/api/store/product/archive', { ids: [old._id], archived: true }, token);
});
afterAll(() => t.close());

describe('the home page', () => {
  it('shows the highlighted catalogs, the menu and the newest visible products with its SEO tags', async () => {
    const { status, html } = await visit(t, `${shop.base}/`);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(storeName);
    expect(canonicalOf(html)).toBe(`${PUBLIC}${shop.base}/`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'description')).toMatch(/Cotton & Co/);
    expect(linkHref(html, 'Shirts')).toBe(`${shop.base}/c/shirts`);
    // A menu link to a path in the store stays in the shop; an https link is kept as it is.
    expect(linkHref(html, 'Sale')).toBe(`${shop.base}/c/shirts`);
    expect(linkHref(html, 'Journal')).toBe('https://journal.example.com/');
    expect(html).toContain('Shop by collection');
    // A hidden catalog is neither in the menu nor highlighted.
    expect(html).not.toContain('Secret Drop');
    const names = cardNames(html);
    expect(names).toHaveLength(8);
    expect(names).toContain('Linen Tee');
    expect(names).not.toContain('Draft Jacket');
    expect(names).not.toContain('Old Coat');
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'WebSite', url: `${PUBLIC}${shop.base}/` });
    expect(html).toContain(`href="${shop.base}/cart"`);
  });
});

describe('a catalog page', () => {
  it('pages its visible products 24 at a time, newest first, without repeats', async () => {
    const first = await visit(t, `${shop.base}/c/shirts`);
    expect(first.status).toBe(200);
    expect(titleOf(first.html)).toBe(`Shirts | ${storeName}`);
    expect(meta(first.html, 'description')).toBe('Shirts for every day.');
    expect(canonicalOf(first.html)).toBe(`${PUBLIC}${shop.base}/c/shirts`);
    const page1 = cardNames(first.html);
    expect(page1).toHaveLength(24);
    expect(page1[0]).toBe('Linen Tee');
    const next = linkHref(first.html, 'Next page');
    expect(next).toMatch(new RegExp(`^${shop.base}/c/shirts\\?after=`));
    const second = await visit(t, next ?? '');
    const page2 = cardNames(second.html);
    expect(linkHref(second.html, 'Next page')).toBeNull();
    expect(linkHref(second.html, 'First page')).toBe(`${shop.base}/c/shirts`);
    const all = [...page1, ...page2];
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual([...bulkNames, 'Oxford Shirt', 'Linen Tee'].sort());
    const [breadcrumbs] = jsonLd(first.html);
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('sorts by price both ways', async () => {
    const low = cardNames((await visit(t, `${shop.base}/c/shirts?sort=price_asc`)).html);
    expect(low.slice(0, 2)).toEqual(['Linen Tee', 'Basic Tee 0']);
    expect((await visit(t, `${shop.base}/c/shirts?sort=price_asc`)).html).toContain('From ₹10.00');
    const high = (await visit(t, `${shop.base}/c/shirts?sort=price_desc`)).html;
    expect(cardNames(high)[0]).toBe('Oxford Shirt');
    expect(linkHref(high, 'Next page')).toMatch(/sort=price_desc&after=/);
  });

  it('answers a tampered sort or page link with a 400 page that says so', async () => {
    const sort = await visit(t, `${shop.base}/c/shirts?sort=cheapest`);
    expect(sort.status).toBe(400);
    expect(sort.html).toContain('Sort by newest, price_asc or price_desc');
    const cursor = await visit(t, `${shop.base}/c/shirts?after=bm90LWEtY3Vyc29y`);
    expect(cursor.status).toBe(400);
    expect(cursor.html).toContain('start again from the first page');
    expect(meta(cursor.html, 'robots')).toBe('noindex');
  });
});

describe('a product page', () => {
  it('renders the product with its price, stock, cart form and SEO tags', async () => {
    const { status, html } = await visit(t, `${shop.base}/p/oxford-shirt`);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`Oxford Shirt | ${storeName}`);
    expect(meta(html, 'description')).toBe('Crisp cotton shirt.');
    expect(canonicalOf(html)).toBe(`${PUBLIC}${shop.base}/p/oxford-shirt`);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:image')).toBe('https://cdn.example.com/ox.jpg');
    expect(html).toContain('₹1,299.99');
    expect(html).toContain('<s class="compare">₹1,500.00</s>');
    expect(html).toContain('Only 3 left');
    const main = html.match(/<img[^>]*data-gallery-main[^>]*>/)?.[0];
    expect(main).toContain('src="https://cdn.example.com/ox.jpg"');
    expect(main).toContain('alt="Oxford front"');
    expect(html).toContain(`<form data-cart-add="true" action="${shop.base}/cart" method="post">`);
    expect(html).toMatch(/<input type="hidden" name="sku" value="[A-Z0-9-]+"\/>/);
    // The page is everyone's (and cached): its forms carry no token; the browser's origin vouches for them.
    expect(html).not.toContain('name="_csrf"');
    expect(html).toContain('name="quantity"');
    const [product, trail] = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Oxford Shirt',
      sku: 'OX-SHIRT-1',
      image: ['https://cdn.example.com/ox.jpg'],
      offers: { '@type': 'Offer', price: '1299.99', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
    expect(product).not.toHaveProperty('aggregateRating');
    // The breadcrumb goes through the shown catalog, never the hidden one.
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home', item: `${PUBLIC}${shop.base}/` },
        { name: 'Shirts', item: `${PUBLIC}${shop.base}/c/shirts` },
        { name: 'Oxford Shirt', item: `${PUBLIC}${shop.base}/p/oxford-shirt` },
      ],
    });
  });

  it('offers each variant with its own price and stock, and the measurement sets', async () => {
    const { html } = await visit(t, `${shop.base}/p/linen-tee`);
    expect(html).toContain('<select name="sku">');
    expect(html).toContain('<option value="LINEN-TEE-S" disabled="">S — ₹10.00 — sold out</option>');
    expect(html).toContain('<option value="LINEN-TEE-M" selected="">M — ₹15.00</option>');
    // The island starts on the first variant in stock.
    expect(html).toContain('<span data-price="true" data-money="1500">₹15.00</span>');
    expect(html).toContain('data-island="variant-buy"');
    expect(html).toContain('Shirt (inches)');
    expect(html).toContain('<li>Sleeve</li>');
    expect(html).toContain('Measure over a shirt');
    const [product] = jsonLd(html);
    expect(product?.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '10.00',
      highPrice: '15.00',
      offerCount: 2,
    });
  });
});

describe('variant pictures', () => {
  it('shows the first variant’s picture when only the variants have pictures, and hands each to the picker', async () => {
    await addProduct(t, shop.token, {
      name: 'Silk Scarf',
      slug: 'silk-scarf',
      sku: 'SCARF',
      options: [{ name: 'Colour', values: ['Red', 'Blue'] }],
      variants: [
        {
          option_values: ['Red'],
          sku: 'SCARF-RED',
          price: 900,
          stock: 2,
          images: [{ url: 'https://cdn.example.com/red.jpg', alt: 'Red' }],
        },
        {
          option_values: ['Blue'],
          sku: 'SCARF-BLUE',
          price: 900,
          stock: 2,
          images: [{ url: 'https://cdn.example.com/blue.jpg', alt: 'Blue' }],
        },
      ],
    });
    const { html } = await visit(t, `${shop.base}/p/silk-scarf`);
    expect(html.match(/<img[^>]*data-gallery-main[^>]*>/)?.[0]).toContain('src="https://cdn.example.com/red.jpg"');
    const props = JSON.parse(
      (html.match(/data-island="variant-buy" data-props="([^"]*)"/)?.[1] ?? '{}')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    );
    expect(props.variants.map((v: { image: { url: string } }) => v.image.url)).toEqual([
      'https://cdn.example.com/red.jpg',
      'https://cdn.example.com/blue.jpg',
    ]);
  });
});

describe('search', () => {
  it('matches the start of a name word or a whole SKU, and stays out of search engines', async () => {
    const byWord = await visit(t, `${shop.base}/search?q=oxf`);
    expect(byWord.status).toBe(200);
    expect(cardNames(byWord.html)).toEqual(['Oxford Shirt']);
    expect(meta(byWord.html, 'robots')).toBe('noindex');
    expect(cardNames((await visit(t, `${shop.base}/search?q=ox-shirt-1`)).html)).toEqual(['Oxford Shirt']);
    expect(cardNames((await visit(t, `${shop.base}/search?q=xford`)).html)).toEqual([]);
    // Drafts and archived products are not found either.
    expect(cardNames((await visit(t, `${shop.base}/search?q=draft`)).html)).toEqual([]);
    expect(cardNames((await visit(t, `${shop.base}/search?q=coat`)).html)).toEqual([]);
    const empty = await visit(t, `${shop.base}/search`);
    expect(empty.html).toContain('Type a name or a SKU.');
  });
});

describe('what each store type sells', () => {
  it('asks a quote store for quotes, an estates store about listings, a service store for bookings', async () => {
    const quote = await shopStore(t, { type: 'quot_based', sub_type: 'quot', category: 'home_furniture' });
    await addProduct(t, quote.token, { slug: 'oak-table', name: 'Oak Table' });
    const quotePage = (await visit(t, `${quote.base}/p/oak-table`)).html;
    expect(quotePage).toContain('Add to quote');
    expect(quotePage).toContain(`<a class="cart-link" href="${quote.base}/cart">Quote</a>`);

    const estates = await shopStore(t, { type: 'estates', category: 'local_services' });
    await addProduct(t, estates.token, { slug: 'sea-view-flat', name: 'Sea View Flat' });
    const listing = (await visit(t, `${estates.base}/p/sea-view-flat`)).html;
    expect(listing).toContain('Interested in this listing?');
    expect(listing).not.toContain('/cart');
    expect((await visit(t, `${estates.base}/`)).html).toContain('Search listings');
    // Listings take no reviews.
    expect(listing).not.toContain('Write a review');
    const review = await postForm(t, `${estates.base}/p/sea-view-flat/reviews`, {
      customer_name: 'A',
      rating: '5',
      body: 'x',
    });
    expect(review.status).toBe(404);

    const service = await shopStore(t, { type: 'service_based', category: 'beauty_cosmetics' });
    await addProduct(t, service.token, { slug: 'facial', name: 'Facial' });
    const booking = (await visit(t, `${service.base}/p/facial`)).html;
    expect(booking).toContain('Book this service');
    expect(booking).not.toContain('/cart');
  });
});

describe('transfer', () => {
  it('compresses pages for browsers that accept it', async () => {
    const res = await t.app.inject({ url: `${shop.base}/c/shirts`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });
});

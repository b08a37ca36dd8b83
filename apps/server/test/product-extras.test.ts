import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { footnoteProducts, footnotes } from '../src/db/schema/index.js';
import { memberToken, productBody, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addCatalog as addShopCatalog, addProduct as addShopProduct, shopStore, visit } from './shop-fixtures.js';

// Footnotes, the first simple resource: what every simple resource's calls promise.
const FOOTNOTE = '/api/store/footnote';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newStore() {
  const { token, session } = await signUpStore(t);
  return { token, storeId: session.data._id as string };
}

async function addProduct(token: string, name: string) {
  const res = await t.call('POST', '/api/store/product', productBody({ name }), token);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data._id as string;
}

async function addCatalog(token: string, name: string) {
  const res = await t.call('POST', '/api/store/catalog', { name }, token);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data._id as string;
}

async function addFootnote(token: string, body: Record<string, unknown>) {
  const res = await t.call('POST', FOOTNOTE, body, token);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const list = (token: string, body: Record<string, unknown> = {}) => t.call('POST', `${FOOTNOTE}_list`, body, token);

describe('footnotes, a simple resource', () => {
  it('creates, reads, lists, searches, counts and updates, with what each is attached to', async () => {
    const { token } = await newStore();
    const tee = await addProduct(token, 'Red Tee');
    const shirts = await addCatalog(token, 'Shirts');
    const care = await addFootnote(token, {
      name: '  Care ',
      text: 'Wash cold.\nDry flat.',
      product_ids: [tee],
      catalog_ids: [shirts],
    });
    expect(care).toMatchObject({
      name: 'Care',
      text: 'Wash cold.\nDry flat.',
      product_ids: [tee],
      catalog_ids: [shirts],
    });
    await addFootnote(token, { name: 'Returns', text: 'Free returns within 30 days.' });

    expect((await t.call('GET', `${FOOTNOTE}/${care._id}`, undefined, token)).body.data).toEqual(care);
    const byName = await list(token, { sort: 'name', direction: 'asc' });
    expect(byName.body.list.map((f: { name: string }) => f.name)).toEqual(['Care', 'Returns']);
    expect((await list(token, { search: 'ret' })).body.list.map((f: { name: string }) => f.name)).toEqual(['Returns']);
    expect((await t.call('GET', `${FOOTNOTE}_list?search=car`, undefined, token)).body).toMatchObject({ total: 1 });

    const updated = await t.call('PUT', FOOTNOTE, { ...care, name: 'Care guide', product_ids: [] }, token);
    expect(updated.statusCode, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Care guide', product_ids: [], catalog_ids: [shirts] });
    expect(Date.parse(updated.body.data.updated_on)).toBeGreaterThanOrEqual(Date.parse(care.updated_on));
  });

  it('keeps names unique in the store whatever their case, with a 409 on the name, races included', async () => {
    const { token } = await newStore();
    const first = await addFootnote(token, { name: 'Sizing', text: 'Runs small.' });
    const again = await t.call('POST', FOOTNOTE, { name: 'SIZING', text: 'x' }, token);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toMatch(/^name: a footnote named “SIZING” already exists/);
    const other = await addFootnote(token, { name: 'Fit', text: 'True to size.' });
    const renamed = await t.call('PUT', FOOTNOTE, { ...other, name: 'sizing' }, token);
    expect(renamed.statusCode).toBe(409);
    // Renaming to its own name in another case is no clash.
    expect((await t.call('PUT', FOOTNOTE, { ...first, name: 'SIZING' }, token)).statusCode).toBe(200);

    const racing = await Promise.all(
      [1, 2, 3].map(() => t.call('POST', FOOTNOTE, { name: 'Delivery', text: 'Ships in 2 days.' }, token)),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(racing.filter((r) => r.statusCode === 409).every((r) => r.body.message.startsWith('name: '))).toBe(true);
    // Another store may use the same name.
    expect((await t.call('POST', FOOTNOTE, { name: 'Sizing', text: 'x' }, (await newStore()).token)).statusCode).toBe(
      200,
    );
  });

  it('refuses to delete what is attached, saying where, and detaches and deletes when told', async () => {
    const { token } = await newStore();
    const products = [await addProduct(token, 'Blue Tee'), await addProduct(token, 'Red Tee')];
    const catalog = await addCatalog(token, 'Shirts');
    const care = await addFootnote(token, {
      name: 'Care',
      text: 'Wash cold.',
      product_ids: products,
      catalog_ids: [catalog],
    });
    const loose = await addFootnote(token, { name: 'Loose', text: 'Not attached.' });

    const refused = await t.call('PATCH', FOOTNOTE, { ids: [care._id, loose._id] }, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(
      'These footnotes are shown on 2 products (Blue Tee, Red Tee) and 1 catalog (Shirts). Detach and delete, or keep them.',
    );
    expect((await list(token)).body.list).toHaveLength(2);

    const gone = await t.call('PATCH', FOOTNOTE, { ids: [care._id, loose._id], detach: true }, token);
    expect(gone.statusCode, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.message).toBe('2 footnotes deleted.');
    expect(await t.app.ctx.db.select().from(footnoteProducts).where(eq(footnoteProducts.thingId, care._id))).toEqual(
      [],
    );
    expect((await t.call('GET', `/api/store/product/${products[0]}`, undefined, token)).statusCode).toBe(200);
  });

  it('takes a footnote off a product when the product is deleted', async () => {
    const { token } = await newStore();
    const tee = await addProduct(token, 'Tee');
    const care = await addFootnote(token, { name: 'Care', text: 'Wash cold.', product_ids: [tee] });
    expect((await t.call('PATCH', '/api/store/product', { _id: tee }, token)).statusCode).toBe(200);
    expect((await t.call('GET', `${FOOTNOTE}/${care._id}`, undefined, token)).body.data.product_ids).toEqual([]);
  });

  it('answers 404 for another store’s footnotes and products, changing nothing', async () => {
    const mine = await newStore();
    const theirs = await newStore();
    const their = await addFootnote(theirs.token, { name: 'Theirs', text: 'x' });
    const theirProduct = await addProduct(theirs.token, 'Their Tee');
    expect((await t.call('GET', `${FOOTNOTE}/${their._id}`, undefined, mine.token)).statusCode).toBe(404);
    expect((await t.call('PUT', FOOTNOTE, { ...their, name: 'Mine now' }, mine.token)).statusCode).toBe(404);
    expect((await t.call('PATCH', FOOTNOTE, { ids: [their._id], detach: true }, mine.token)).statusCode).toBe(404);
    const attach = await t.call(
      'POST',
      FOOTNOTE,
      { name: 'Sneaky', text: 'x', product_ids: [theirProduct] },
      mine.token,
    );
    expect(attach.statusCode).toBe(404);
    expect(attach.body.message).toBe('product_ids: 1 product not in your store');
    expect((await list(mine.token)).body.list).toEqual([]);
    const [row] = await t.app.ctx.db.select().from(footnotes).where(eq(footnotes.id, their._id));
    expect(row?.name).toBe('Theirs');
  });

  it('names the field of bad input', async () => {
    const { token } = await newStore();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ text: 'x' }, /^name: /],
      [{ name: ' ', text: 'x' }, /^name: Enter a name/],
      [{ name: 'x'.repeat(81), text: 'x' }, /^name: 80 characters at most/],
      [{ name: 'Care', text: '' }, /^text: Write the note/],
      [{ name: 'Care', text: 'x', product_ids: ['not-an-id'] }, /^product_ids/],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', FOOTNOTE, body, token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('lets staff with a product grant change them, everyone of the store read them', async () => {
    const { token, storeId } = await newStore();
    const care = await addFootnote(token, { name: 'Care', text: 'x' });
    const editor = await memberToken(t, storeId, 'staff', ['update_product']);
    expect((await t.call('POST', FOOTNOTE, { name: 'Staff note', text: 'x' }, editor)).statusCode).toBe(200);
    const reader = await memberToken(t, storeId, 'staff', []);
    expect((await t.call('POST', FOOTNOTE, { name: 'Nope', text: 'x' }, reader)).statusCode).toBe(403);
    const vendor = await memberToken(t, storeId, 'vendor', ['add_product']);
    expect((await t.call('GET', `${FOOTNOTE}/${care._id}`, undefined, vendor)).statusCode).toBe(200);
    expect((await t.call('PATCH', FOOTNOTE, { ids: [care._id] }, vendor)).statusCode).toBe(403);
  });

  it('shows on the shop’s product page of an attached product, or of a product in an attached catalog', async () => {
    const shop = await shopStore(t);
    const shirts = await addShopCatalog(t, shop.token, { name: 'Shirts' });
    const inCatalog = await addShopProduct(t, shop.token, { name: 'Oxford Shirt', catalog_ids: [shirts._id] });
    const picked = await addShopProduct(t, shop.token, { name: 'Linen Kurta' });
    const neither = await addShopProduct(t, shop.token, { name: 'Canvas Tote' });
    await addFootnote(shop.token, { name: 'Care', text: 'Wash cold.\nDry flat.', catalog_ids: [shirts._id] });
    await addFootnote(shop.token, { name: 'Handwoven', text: 'Made by hand & loom.', product_ids: [picked._id] });

    const pageOf = async (slug: string) => (await visit(t, `${shop.base}/p/${slug}`)).html;
    const footnotesOf = (html: string) => html.match(/<aside class="footnotes"[^>]*>(.*?)<\/aside>/s)?.[1] ?? '';
    expect(footnotesOf(await pageOf(inCatalog.slug))).toBe('<p><strong>Care</strong> Wash cold.\nDry flat.</p>');
    expect(footnotesOf(await pageOf(picked.slug))).toBe('<p><strong>Handwoven</strong> Made by hand &amp; loom.</p>');
    expect(await pageOf(neither.slug)).not.toContain('class="footnotes"');
  });
});

describe('the FAQ, a simple resource named by its question', () => {
  const FAQ = '/api/store/faq';

  it('checks the question and the answer, each by its field', async () => {
    const { token } = await newStore();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: ' ', answer: 'Yes.' }, /^name: Enter a question/],
      [{ name: `${'Why '.repeat(50)}?`, answer: 'Yes.' }, /^name: 200 characters at most/],
      [{ name: 'Does it shrink?', answer: ' ' }, /^answer: Write the answer/],
      [{ name: 'Does it shrink?', answer: 'x'.repeat(2001) }, /^answer: 2000 characters at most/],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', FAQ, body, token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const asked = await t.call('POST', FAQ, { name: 'Does it shrink?', answer: 'No.' }, token);
    expect(asked.statusCode).toBe(200);
    expect((await t.call('POST', FAQ, { name: 'does it shrink?', answer: 'x' }, token)).statusCode).toBe(409);
  });

  it('shows the questions on the product page, folded, and gives them to search engines as an FAQPage', async () => {
    const shop = await shopStore(t);
    const shirts = await addShopCatalog(t, shop.token, { name: 'Shirts' });
    const shirt = await addShopProduct(t, shop.token, { name: 'Oxford Shirt', catalog_ids: [shirts._id] });
    const tote = await addShopProduct(t, shop.token, { name: 'Canvas Tote' });
    for (const [name, answer, where] of [
      ['Is it ironed?', 'Yes, & folded.', { product_ids: [shirt._id] }],
      ['Does it shrink?', 'No: it is\npre-washed.', { catalog_ids: [shirts._id] }],
    ] as const) {
      const res = await t.call('POST', FAQ, { name, answer, ...where }, shop.token);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    }

    const { html } = await visit(t, `${shop.base}/p/${shirt.slug}`);
    const section = html.match(/<section class="faqs"[^>]*>(.*?)<\/section>/s)?.[1] ?? '';
    expect([...section.matchAll(/<summary>(.*?)<\/summary><p>(.*?)<\/p>/gs)].map((m) => [m[1], m[2]])).toEqual([
      ['Does it shrink?', 'No: it is\npre-washed.'],
      ['Is it ironed?', 'Yes, &amp; folded.'],
    ]);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1] ?? ''),
    );
    expect(ld.find((x) => x['@type'] === 'FAQPage')?.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Does it shrink?',
        acceptedAnswer: { '@type': 'Answer', text: 'No: it is\npre-washed.' },
      },
      { '@type': 'Question', name: 'Is it ironed?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, & folded.' } },
    ]);
    const bare = (await visit(t, `${shop.base}/p/${tote.slug}`)).html;
    expect(bare).not.toContain('class="faqs"');
    expect(bare).not.toContain('FAQPage');
  });
});

describe('image tags, badges over product pictures', () => {
  const IMAGE_TAG = '/api/store/image_tag';

  it('takes a short text and a #rrggbb colour, each checked by its field', async () => {
    const { token } = await newStore();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: 'New', color: 'blue' }, /^color: Enter a colour like #1a2b3c/],
      [{ name: 'New' }, /^color: /],
      [{ name: 'A badge far too long for a card', color: '#1c7ed6' }, /^name: 24 characters at most/],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', IMAGE_TAG, body, token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await t.call('POST', IMAGE_TAG, { name: 'New', color: '#1C7ED6' }, token)).statusCode).toBe(200);
  });

  it('lays each badge over the product’s card and its page’s picture, its text readable on its colour', async () => {
    const shop = await shopStore(t);
    const shirts = await addShopCatalog(t, shop.token, { name: 'Shirts' });
    const shirt = await addShopProduct(t, shop.token, { name: 'Oxford Shirt', catalog_ids: [shirts._id] });
    const tote = await addShopProduct(t, shop.token, { name: 'Canvas Tote' });
    for (const [name, color, where] of [
      ['New', '#1c7ed6', { catalog_ids: [shirts._id] }],
      ['Bestseller', '#ffd43b', { product_ids: [shirt._id] }],
    ] as const) {
      const res = await t.call('POST', IMAGE_TAG, { name, color, ...where }, shop.token);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    }
    const badgesIn = (html: string) =>
      [...html.matchAll(/<span class="badge tone-(\w+)" style="background:(#\w+)">([^<]*)<\/span>/g)].map((m) =>
        m.slice(1).join(' '),
      );
    const page = (await visit(t, `${shop.base}/p/${shirt.slug}`)).html;
    expect(badgesIn(page)).toEqual(['dark #ffd43b Bestseller', 'light #1c7ed6 New']);
    const listing = (await visit(t, `${shop.base}/c/${shirts.slug}`)).html;
    expect(badgesIn(listing)).toEqual(['dark #ffd43b Bestseller', 'light #1c7ed6 New']);
    expect(badgesIn((await visit(t, `${shop.base}/p/${tote.slug}`)).html)).toEqual([]);
  });
});

describe('highlights, selling points with an icon', () => {
  const HIGHLIGHT = '/api/store/highlight';

  it('takes only an icon of the set, and lists the product’s highlights with their icons by the buy box', async () => {
    const shop = await shopStore(t);
    const refused = await t.call('POST', HIGHLIGHT, { name: 'Free delivery', icon: 'rocket' }, shop.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toMatch(/^icon: Pick an icon/);

    const shirts = await addShopCatalog(t, shop.token, { name: 'Shirts' });
    const shirt = await addShopProduct(t, shop.token, { name: 'Oxford Shirt', catalog_ids: [shirts._id] });
    for (const [name, icon, where] of [
      ['Free delivery', 'delivery', { catalog_ids: [shirts._id] }],
      ['100% cotton', 'natural', { product_ids: [shirt._id] }],
    ] as const) {
      const res = await t.call('POST', HIGHLIGHT, { name, icon, ...where }, shop.token);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    }
    const { html } = await visit(t, `${shop.base}/p/${shirt.slug}`);
    const list = html.match(/<ul class="highlights" aria-label="Highlights">(.*?)<\/ul>/s)?.[1] ?? '';
    const items = [
      ...list.matchAll(
        /<li><svg[^>]*class="[^"]*tabler-icon-([\w-]+)[^"]*"[^>]*>.*?<\/svg><span>(.*?)<\/span><\/li>/gs,
      ),
    ];
    expect(items.map((m) => [m[1], m[2]])).toEqual([
      ['leaf', '100% cotton'],
      ['truck-delivery', 'Free delivery'],
    ]);
  });
});

describe('amenities, what a listing offers under a group heading', () => {
  const AMENITY = '/api/store/amenity';

  it('takes an icon of the set and a group, each checked by its field, in estates and service stores only', async () => {
    const { token } = await shopStore(t, { type: 'estates', category: 'home_furniture' });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: 'Pool', icon: 'rocket', group: 'Building' }, /^icon: Pick an icon/],
      [{ name: 'Pool', icon: 'pool', group: '  ' }, /^group: Name the group it is listed under/],
      [{ name: 'Pool', icon: 'pool', group: 'A group heading far longer than forty letters' }, /^group: 40 characters/],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', AMENITY, body, token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const saved = await t.call('POST', AMENITY, { name: ' Pool ', icon: 'pool', group: ' Building ' }, token);
    expect(saved.body.data).toMatchObject({ name: 'Pool', icon: 'pool', group: 'Building' });
    const orderStore = await newStore();
    const refused = await t.call('POST', AMENITY, { name: 'Pool', icon: 'pool', group: 'Building' }, orderStore.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toBe('Amenities are for estates and service stores.');
  });

  it('lists a listing’s amenities on its page under their groups, in order, with their icons', async () => {
    const shop = await shopStore(t, { type: 'estates', category: 'home_furniture' });
    const rentals = await addShopCatalog(t, shop.token, { name: 'For Rent' });
    const flat = await addShopProduct(t, shop.token, { name: 'Garden Flat', catalog_ids: [rentals._id] });
    const studio = await addShopProduct(t, shop.token, { name: 'Studio' });
    for (const [name, icon, group, where] of [
      ['Private garden', 'garden', 'Outdoors', { product_ids: [flat._id] }],
      ['Pets considered', 'pets', 'Outdoors', { catalog_ids: [rentals._id] }],
      ['Dishwasher', 'kitchen', 'Inside', { product_ids: [flat._id] }],
      ['Lift', 'lift', 'Building', { product_ids: [studio._id] }],
    ] as const) {
      const res = await t.call('POST', AMENITY, { name, icon, group, ...where }, shop.token);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    }
    const groupsOn = async (slug: string) => {
      const { html } = await visit(t, `${shop.base}/p/${slug}`);
      const section = html.match(/<section class="amenities"[^>]*>(.*?)<\/section>/s)?.[1] ?? '';
      return [...section.matchAll(/<h3>(.*?)<\/h3><ul[^>]*>(.*?)<\/ul>/gs)].map(([, group, list]) => [
        group,
        [...(list ?? '').matchAll(/tabler-icon-([\w-]+).*?<span>(.*?)<\/span>/gs)].map((m) => `${m[1]} ${m[2]}`),
      ]);
    };
    expect(await groupsOn(flat.slug)).toEqual([
      ['Inside', ['tools-kitchen-2 Dishwasher']],
      ['Outdoors', ['paw Pets considered', 'plant-2 Private garden']],
    ]);
    expect(await groupsOn(studio.slug)).toEqual([['Building', ['elevator Lift']]]);
  });
});

describe('variant colours, swatches for colour options', () => {
  const VARIANT_COLOR = '/api/store/variant_color';

  /** The option buttons' props the product page hands its buy box island. */
  async function optionsOnPage(base: string, slug: string) {
    const { html } = await visit(t, `${base}/p/${slug}`);
    const props = html.match(/data-island="variant-buy" data-props="([^"]*)"/)?.[1] ?? '';
    const unescaped = props.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    return (JSON.parse(unescaped) as { options: unknown[] }).options;
  }

  it('takes a colour name and a #rrggbb shade, each checked by its field', async () => {
    const { token } = await newStore();
    const refused = await t.call('POST', VARIANT_COLOR, { name: 'Navy', hex: 'navy' }, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toMatch(/^hex: Enter a colour like #1a2b3c/);
    const attached = await t.call('POST', VARIANT_COLOR, { name: 'Navy', hex: '#1b2a4a', product_ids: [] }, token);
    expect(attached.statusCode).toBe(200);
    expect(attached.body.data).not.toHaveProperty('product_ids');
    const twice = await t.call('POST', VARIANT_COLOR, { name: 'NAVY', hex: '#000080' }, token);
    expect(twice.statusCode).toBe(409);
  });

  it('gives each option value named like a store colour its swatch on the product page, whatever its case', async () => {
    const shop = await shopStore(t);
    for (const [name, hex, image] of [
      ['Navy', '#1B2A4A', 'https://cdn.example.com/navy-twill.jpg'],
      ['Forest green', '#2b8a3e', null],
    ]) {
      expect((await t.call('POST', VARIANT_COLOR, { name, hex, image }, shop.token)).statusCode).toBe(200);
    }
    const other = await shopStore(t);
    await t.call('POST', VARIANT_COLOR, { name: 'Mustard', hex: '#e1ad01' }, other.token);
    const scarf = await addShopProduct(t, shop.token, {
      name: 'Silk Scarf',
      options: [
        { name: 'Colour', values: ['navy', 'Forest green', 'Mustard'] },
        { name: 'Size', values: ['S', 'L'] },
      ],
      variants: ['navy', 'Forest green', 'Mustard'].flatMap((colour, i) =>
        ['S', 'L'].map((size, j) => ({
          option_values: [colour, size],
          sku: `SCARF-${i}${j}`,
          price: 1000,
          stock: 3,
        })),
      ),
    });
    expect(await optionsOnPage(shop.base, scarf.slug)).toEqual([
      {
        name: 'Colour',
        values: ['navy', 'Forest green', 'Mustard'],
        swatches: { navy: '#1b2a4a', 'Forest green': '#2b8a3e' },
        swatch_images: { navy: 'https://cdn.example.com/navy-twill.jpg' },
      },
      { name: 'Size', values: ['S', 'L'], swatches: {}, swatch_images: {} },
    ]);
  });

  it('takes a swatch photo of the store’s own uploads or an https address', async () => {
    const { token } = await newStore();
    const other = await newStore();
    const stolen = `/media/${other.storeId}/linen.webp`;
    const refused = await t.call('POST', VARIANT_COLOR, { name: 'Sage', hex: '#9caf88', image: stolen }, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('image: is not an image of your store');
    const plain = await t.call(
      'POST',
      VARIANT_COLOR,
      { name: 'Sage', hex: '#9caf88', image: 'http://x.example/a.jpg' },
      token,
    );
    expect(plain.statusCode).toBe(400);
    const none = await t.call('POST', VARIANT_COLOR, { name: 'Sage', hex: '#9caf88' }, token);
    expect(none.body.data.image).toBeNull();
  });
});

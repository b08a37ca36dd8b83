import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PACKAGE_IDS } from '@stallfront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { upload } from './multipart.js';
import { addCatalog, addProduct, shopOnPlan } from './shop-fixtures.js';

const LAYOUT = '/api/store/layout';
const IMAGE = '/api/store/layout/image';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const storeOn = () => shopOnPlan(t, PACKAGE_IDS.professional);

const png = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** Uploads a picture for a slot of `size`; `crop` gives the merchant's consent to cut it. */
const slotUpload = async (token: string, bytes: Buffer, size: string, crop = false) =>
  upload(t, IMAGE, { name: 'pic.png', type: 'image/png', bytes }, token, 'POST', {
    size,
    ...(crop ? { crop: '1' } : {}),
  });

async function slotImage(token: string, width: number, height: number, size = `${width}x${height}`) {
  const res = await slotUpload(token, await png(width, height), size);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data.url as string;
}

const pic = (image: string, link = '') => ({ image, alt: 'A picture', link });
const text = (heading: string, body = '') => ({ kind: 'text', heading, body, style: 'plain' });

async function add(token: string, section: Record<string, unknown>, after: string | null = null) {
  const res = await t.call('POST', LAYOUT, { layout_id: 'home', section, after }, token);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { sections: { id: string; kind: string; hidden: boolean }[]; unpublished: boolean };
}
const draftOf = async (token: string, adsetting = 'draft') => {
  const res = await t.call('GET', `${LAYOUT}?layout_id=home&adsetting=${adsetting}`, undefined, token);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    sections: { id: string; kind: string; hidden: boolean; [key: string]: unknown }[];
    unpublished: boolean;
    published_at: string | null;
    preview_url: string;
  };
};
const kinds = (layout: { sections: { kind: string }[] }) => layout.sections.map((s) => s.kind);

describe('the home layout', () => {
  it('starts as the store type’s default, with a preview address of the store’s shop', async () => {
    const shop = await storeOn();
    const layout = await draftOf(shop.token);
    expect(kinds(layout)).toEqual(['text', 'catalogs', 'products']);
    expect(layout).toMatchObject({ unpublished: false, published_at: null });
    expect(layout.preview_url).toMatch(new RegExp(`^/s/${shop.sub}/\\?preview=\\d+\\.[\\w-]+$`));
  });

  it('adds, changes, hides, orders and deletes sections in the draft; Publish makes them live', async () => {
    const shop = await storeOn();
    const product = await addProduct(t, shop.token, { name: 'Linen shirt' });
    const banner = await slotImage(shop.token, 1460, 500);
    const square = await slotImage(shop.token, 600, 600);

    const first = await add(shop.token, {
      kind: 'banner',
      slide: { ...pic(banner, '/c/sale'), heading: 'Summer', text: '', button: 'Shop' },
    });
    expect(kinds(first)).toEqual(['text', 'catalogs', 'products', 'banner']);
    expect(first.unpublished).toBe(true);
    const heroId = first.sections[0]?.id as string;
    // After the hero, not at the end.
    const second = await add(
      shop.token,
      { kind: 'products', title: 'Picked', source: 'picked', product_ids: [product._id] },
      heroId,
    );
    expect(kinds(second)).toEqual(['text', 'products', 'catalogs', 'products', 'banner']);
    const grid = await add(shop.token, {
      kind: 'image_grid',
      grid: 'grid_3',
      title: 'Looks',
      images: [pic(square), pic(square), pic(square)],
    });
    const ids = grid.sections.map((s) => s.id);

    const ordered = await t.call(
      'PUT',
      '/api/store/layout_list_v2',
      { layout_id: 'home', order: [...ids].reverse() },
      shop.token,
    );
    expect(ordered.statusCode, JSON.stringify(ordered.body)).toBe(200);
    expect(kinds(ordered.body.data)).toEqual(['image_grid', 'banner', 'products', 'catalogs', 'products', 'text']);

    const gridSection = ordered.body.data.sections[0];
    const hidden = await t.call(
      'PUT',
      LAYOUT,
      { layout_id: 'home', section_id: gridSection.id, section: { ...gridSection, hidden: true } },
      shop.token,
    );
    expect(hidden.statusCode, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body.data.sections[0]).toMatchObject({ id: gridSection.id, hidden: true, grid: 'grid_3' });

    const removed = await t.call('PATCH', LAYOUT, { layout_id: 'home', section_id: ids[2] }, shop.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.body.data.sections.map((s: { id: string }) => s.id)).not.toContain(ids[2]);

    // The shop still shows the default until Publish.
    expect(kinds(await draftOf(shop.token, 'published'))).toEqual(['text', 'catalogs', 'products']);
    const published = await t.call('POST', '/api/store/layout/publish', { layout_id: 'home' }, shop.token);
    expect(published.statusCode).toBe(200);
    expect(published.body.data).toMatchObject({ unpublished: false, published_at: expect.any(String) });
    expect(kinds(await draftOf(shop.token, 'published'))).toEqual(kinds(removed.body.data));

    const states = await t.call('GET', '/api/store/website_settings', undefined, shop.token);
    expect(states.body.data.layout_home).toBe('4 sections live');
  });

  it('resets the draft to the default and leaves the live page until Publish', async () => {
    const shop = await storeOn();
    await add(shop.token, text('Welcome'));
    await t.call('POST', '/api/store/layout/publish', { layout_id: 'home' }, shop.token);
    const reset = await t.call('PATCH', '/api/store/layout_list', { layout_id: 'home' }, shop.token);
    expect(reset.statusCode).toBe(200);
    expect(kinds(reset.body.data)).toEqual(['text', 'catalogs', 'products']);
    expect(reset.body.data.unpublished).toBe(true);
    expect(kinds(await draftOf(shop.token, 'published'))).toEqual(['text', 'catalogs', 'products', 'text']);
  });

  it('changes a multi-grid’s type and tiles through its own call, each tile counted', async () => {
    const shop = await storeOn();
    const tile = await slotImage(shop.token, 510, 540);
    const square = await slotImage(shop.token, 600, 600);
    const tiles = (n: number, image: string) =>
      Array.from({ length: n }, (_, i) => ({ ...pic(image), caption: `Tile ${i + 1}` }));
    const layout = await add(shop.token, {
      kind: 'multi_grid',
      grid: 'multi_grid_2',
      title: '',
      tiles: tiles(4, tile),
    });
    const id = layout.sections.at(-1)?.id;
    const body = { layout_id: 'home', section_id: id, grid: 'multi_grid_3', tiles: tiles(3, square), title: 'Looks' };
    const changed = await t.call('PUT', '/api/store/layout/multi_grid', body, shop.token);
    expect(changed.statusCode, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.sections.at(-1)).toMatchObject({
      grid: 'multi_grid_3',
      tiles: [{ caption: 'Tile 1' }, {}, {}],
    });

    const short = await t.call('PUT', '/api/store/layout/multi_grid', { ...body, tiles: tiles(2, square) }, shop.token);
    expect(short.statusCode).toBe(400);
    expect(short.body.message).toBe('tiles: multi_grid_3 takes 3 tiles; this has 2');
    // The tiles' shape is the new type's: 510×540 tiles do not fit multi_grid_3's squares.
    const misfit = await t.call('PUT', '/api/store/layout/multi_grid', { ...body, tiles: tiles(3, tile) }, shop.token);
    expect(misfit.statusCode).toBe(400);
    expect(misfit.body.message).toMatch(
      /^section\.tiles\.0\.image: this image is 510×540 \(17:18\); its slot wants 600×600 \(1:1\): crop it to fit/,
    );
    const heroId = changed.body.data.sections[0].id;
    const notGrid = await t.call('PUT', '/api/store/layout/multi_grid', { ...body, section_id: heroId }, shop.token);
    expect(notGrid.statusCode).toBe(400);
  });
});

describe('slot images', () => {
  it('are cut to the slot’s size, asked first when the shape differs, and kept once', async () => {
    const shop = await storeOn();
    const wide = await png(1200, 800);
    const refused = await slotUpload(shop.token, wide, '700x500');
    expect(refused.statusCode).toBe(422);
    expect(refused.body.message).toBe(
      'This image is 1200×800 (3:2); this slot wants 700×500 (7:5): crop it to fit, or choose another.',
    );
    const cropped = await slotUpload(shop.token, wide, '700x500', true);
    expect(cropped.statusCode, JSON.stringify(cropped.body)).toBe(200);
    expect(cropped.body.data).toMatchObject({ width: 700, height: 500 });
    const meta = await sharp(await t.app.ctx.media.getBytes(cropped.body.data.url.replace('/media/', ''))).metadata();
    expect([meta.width, meta.height]).toEqual([700, 500]);

    const again = await slotUpload(shop.token, wide, '700x500', true);
    expect(again.body.data.url).toBe(cropped.body.data.url);
    const rows = await t.app.ctx.db
      .select()
      .from(media)
      .where(and(eq(media.storeId, shop.id), eq(media.url, cropped.body.data.url)));
    expect(rows).toHaveLength(1);
    // The same file for another slot size is another cut, so another copy.
    const other = await slotUpload(shop.token, wide, '1460x500', true);
    expect(other.body.data.url).not.toBe(cropped.body.data.url);
  });

  it('refuses an 8,000 × 8,000 image, a size no slot has and a file that is not an image', async () => {
    const shop = await storeOn();
    const huge = await slotUpload(shop.token, await png(8000, 8000), '800x800');
    expect(huge.statusCode).toBe(400);
    expect(huge.body.message).toBe('file: the image is too large: at most 40 megapixels; this one has 64.');
    const badSize = await slotUpload(shop.token, await png(600, 600), '640x480');
    expect(badSize.statusCode).toBe(400);
    expect(badSize.body.message).toMatch(/^size:/);
    const notImage = await upload(t, IMAGE, { name: 'a.png', type: 'image/png', bytes: 'hello' }, shop.token, 'POST', {
      size: '600x600',
    });
    expect(notImage.statusCode).toBe(400);
    expect(await t.app.ctx.db.select().from(media).where(eq(media.storeId, shop.id))).toHaveLength(0);
  });
});

describe('bad sections', () => {
  it('are refused with a message on their field, and nothing is saved', async () => {
    const shop = await storeOn();
    const other = await storeOn();
    const otherCatalog = await addCatalog(t, other.token, { name: 'Theirs' });
    const square = await slotImage(shop.token, 600, 600);
    const landscape = await t.call('GET', `${LAYOUT}?layout_id=home`, undefined, shop.token);
    const before = landscape.body.data.sections;
    const theirImage = `/media/${other.id}/x.webp`;
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ kind: 'marquee', text: 'hi' }, 400, /kind of section/],
      [
        { kind: 'image_grid', grid: 'grid_3', title: '', images: [pic(square), pic(square)] },
        400,
        /grid_3 takes 3 images; this has 2/,
      ],
      [{ kind: 'image_grid', grid: 'grid_13', title: '', images: [pic(square)] }, 400, /Choose a grid/],
      [
        { kind: 'banner', slide: { ...pic(square, 'javascript:alert(1)'), heading: '', text: '', button: '' } },
        400,
        /slide\.link/,
      ],
      [
        { kind: 'catalogs', title: '', catalog_ids: [otherCatalog._id] },
        404,
        /catalog_ids\.0: this catalog is not in your store/,
      ],
      [
        { kind: 'image_grid', grid: 'grid_1', title: '', images: [pic(theirImage)] },
        400,
        /section\.images\.0\.image: is not an image of your store/,
      ],
      [
        { kind: 'image_grid', grid: 'grid_1', title: '', images: [pic(square)] },
        400,
        /600×600 \(1:1\); its slot wants 1460×500: crop it to fit/,
      ],
      [{ kind: 'video', title: '', url: 'https://evil.example/clip' }, 400, /YouTube or Vimeo/],
    ];
    for (const [section, status, message] of cases) {
      const res = await t.call('POST', LAYOUT, { layout_id: 'home', section }, shop.token);
      expect(res.statusCode, JSON.stringify(section)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    const wrongOrder = await t.call(
      'PUT',
      '/api/store/layout_list_v2',
      { layout_id: 'home', order: [before[0].id, before[0].id, before[1].id] },
      shop.token,
    );
    expect(wrongOrder.statusCode).toBe(400);
    const tooMany = await t.call(
      'PUT',
      '/api/store/layout_list_v2',
      { layout_id: 'home', order: Array.from({ length: 500 }, (_, i) => `s${i}`) },
      shop.token,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.message).toMatch(/40 sections at most/);
    expect((await draftOf(shop.token)).sections).toEqual(before);
  });

  it('stops at 40 sections and cleans a text section’s HTML', async () => {
    const shop = await storeOn();
    const dirty = await add(shop.token, text('Hello', '<p onclick="x()">Hi<script>alert(1)</script></p>'));
    expect(dirty.sections.at(-1)).toMatchObject({ body: '<p>Hi</p>' });
    for (let i = dirty.sections.length; i < 40; i++) await add(shop.token, text(`Section ${i}`));
    const full = await t.call('POST', LAYOUT, { layout_id: 'home', section: text('One more') }, shop.token);
    expect(full.statusCode).toBe(400);
    expect(full.body.message).toMatch(/holds 40 sections at most/);
    expect((await draftOf(shop.token)).sections).toHaveLength(40);
  });

  it('are the website grant’s: other staff get 403', async () => {
    const shop = await storeOn();
    const website = await memberToken(t, shop.id, 'staff', ['website']);
    expect((await t.call('POST', LAYOUT, { section: text('Hi') }, website)).statusCode).toBe(200);
    const orders = await memberToken(t, shop.id, 'staff', ['orders']);
    expect((await t.call('POST', LAYOUT, { section: text('Hi') }, orders)).statusCode).toBe(403);
    expect((await t.call('GET', LAYOUT, undefined, orders)).statusCode).toBe(403);
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { media, stores } from '../src/db/schema/index.js';
import { mediaRoot } from '../src/platform/files/media-store.js';
import { memberToken, productBody, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { upload } from './multipart.js';

const GALLERY = '/api/store/media';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A store on a paid package (the Image Uploader's). */
async function galleryStore() {
  const { token, session } = await signUpStore(t);
  const storeId = session.data._id as string;
  await t.app.ctx.db.update(stores).set({ packageId: PACKAGE_IDS.essential }).where(eq(stores.id, storeId));
  await t.written();
  return { token, storeId };
}

/** Each name its own colour: the same picture sent twice is one image (one copy per image). */
async function uploadImage(token: string, name: string, width = 40) {
  const shade = [...name].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 0xffffff, 7);
  const background = `#${shade.toString(16).padStart(6, '0')}`;
  const bytes = await sharp({ create: { width, height: 30, channels: 3, background } })
    .png()
    .toBuffer();
  const res = await upload(t, GALLERY, { name, type: 'image/png', bytes }, token);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { _id: string; url: string; name: string };
}

const page = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await t.call('POST', `${GALLERY}_list`, body, token);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.list as { name: string; tags: string[]; products: number; catalogs: number }[];
};
const names = async (token: string, body: Record<string, unknown> = {}) => (await page(token, body)).map((i) => i.name);

describe('the image gallery', () => {
  it('lists, searches by name or tag, filters by tag and by use, and counts where each is shown', async () => {
    const { token } = await galleryStore();
    const front = await uploadImage(token, 'shirt-front.png');
    const back = await uploadImage(token, 'shirt-back.png');
    const banner = await uploadImage(token, 'summer-banner.png');
    await uploadImage(token, 'spare.png');
    const tagged = await t.call(
      'PUT',
      GALLERY,
      { _id: banner._id, name: ' summer banner ', tags: ['Lookbook', ' summer ', 'lookbook'] },
      token,
    );
    expect(tagged.statusCode, JSON.stringify(tagged.body)).toBe(200);
    expect(tagged.body.data).toMatchObject({ name: 'summer banner', tags: ['Lookbook', 'summer'] });

    const product = await t.call(
      'POST',
      '/api/store/product',
      productBody({ images: [{ url: front.url }, { url: back.url }] }),
      token,
    );
    expect(product.statusCode).toBe(200);
    const catalog = await t.call('POST', '/api/store/catalog', { name: 'Summer', image: banner.url }, token);
    expect(catalog.statusCode, JSON.stringify(catalog.body)).toBe(200);

    expect(await names(token, { sort: 'name', direction: 'asc' })).toEqual([
      'shirt-back.png',
      'shirt-front.png',
      'spare.png',
      'summer banner',
    ]);
    expect(await names(token, { search: 'look' })).toEqual(['summer banner']);
    expect(await names(token, { search: 'shirt', sort: 'name', direction: 'asc' })).toEqual([
      'shirt-back.png',
      'shirt-front.png',
    ]);
    expect(await names(token, { tag: 'LOOKBOOK' })).toEqual(['summer banner']);
    expect(await names(token, { usage: 'unused' })).toEqual(['spare.png']);
    const used = await page(token, { usage: 'used', sort: 'name', direction: 'asc' });
    expect(used.map((i) => [i.name, i.products, i.catalogs])).toEqual([
      ['shirt-back.png', 1, 0],
      ['shirt-front.png', 1, 0],
      ['summer banner', 0, 1],
    ]);
    expect((await t.call('GET', `${GALLERY}_list?usage=used`, undefined, token)).body).toMatchObject({ total: 3 });
    expect((await t.call('GET', '/api/store/media_tags', undefined, token)).body.list).toEqual(['Lookbook', 'summer']);
    const uses = await t.call('GET', `${GALLERY}/${banner._id}/uses`, undefined, token);
    expect(uses.body.data).toEqual({
      products: [],
      catalogs: [{ _id: catalog.body.data._id, name: 'Summer' }],
      colours: [],
      website: [],
      ads: [],
    });
  });

  it('counts the website’s settings that show an image, and will not delete it from under the pop-up', async () => {
    const { token } = await galleryStore();
    const banner = await uploadImage(token, 'welcome.png');
    const popup = {
      enabled: true,
      title: 'Welcome',
      text: '',
      image: banner.url,
      button_label: '',
      button_link: '',
      delay_seconds: 5,
      once_per_visitor: true,
      starts_on: null,
      ends_on: null,
    };
    const saved = await t.call('PUT', '/api/store/store_popup', popup, token);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const [listed] = await page(token, { usage: 'used' });
    expect(listed).toMatchObject({ name: 'welcome.png', products: 0, catalogs: 0, website: 1 });
    const uses = await t.call('GET', `${GALLERY}/${banner._id}/uses`, undefined, token);
    expect(uses.body.data.website).toEqual([{ _id: 'store_popup', name: 'store pop-up' }]);
    const refused = await t.call('PATCH', GALLERY, { ids: [banner._id] }, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(
      '“welcome.png” is shown on the store pop-up. Take it off them first, or keep it.',
    );
    // Once the pop-up shows another picture, the image is free to go.
    await t.call('PUT', '/api/store/store_popup', { ...popup, image: '' }, token);
    expect((await t.call('PATCH', GALLERY, { ids: [banner._id] }, token)).statusCode).toBe(200);
  });

  it('counts a variant colour’s swatch photo as a use, and will not delete it from under the swatch', async () => {
    const { token } = await galleryStore();
    const linen = await uploadImage(token, 'linen.png');
    const sage = await t.call(
      'POST',
      '/api/store/variant_color',
      { name: 'Sage', hex: '#9caf88', image: linen.url },
      token,
    );
    expect(sage.statusCode, JSON.stringify(sage.body)).toBe(200);
    const [listed] = await page(token, { usage: 'used' });
    expect(listed).toMatchObject({ name: 'linen.png', products: 0, catalogs: 0, colours: 1 });
    const uses = await t.call('GET', `${GALLERY}/${linen._id}/uses`, undefined, token);
    expect(uses.body.data.colours).toEqual([{ _id: sage.body.data._id, name: 'Sage' }]);
    const refused = await t.call('PATCH', GALLERY, { ids: [linen._id] }, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(
      '“linen.png” is shown on 1 variant colour (Sage). Take it off them first, or keep it.',
    );
  });

  it('refuses to delete an image still shown, saying where, and deletes an unused one with its files', async () => {
    const { token, storeId } = await galleryStore();
    const front = await uploadImage(token, 'front.png', 900);
    const spare = await uploadImage(token, 'spare.png', 900);
    await t.call(
      'POST',
      '/api/store/product',
      productBody({ name: 'Oxford Shirt', images: [{ url: front.url }] }),
      token,
    );

    const refused = await t.call('PATCH', GALLERY, { ids: [front._id, spare._id] }, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(
      'Some of these images are shown on 1 product (Oxford Shirt). Take it off them first, or keep it.',
    );
    expect(await names(token)).toHaveLength(2);

    const file = join(mediaRoot(t.app.ctx.config), spare.url.slice('/media/'.length));
    const copy = file.replace(/\.webp$/, '-320w.webp');
    expect([existsSync(file), existsSync(copy)]).toEqual([true, true]);
    const gone = await t.call('PATCH', GALLERY, { ids: [spare._id] }, token);
    expect(gone.statusCode, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.message).toBe('The image is deleted.');
    expect([existsSync(file), existsSync(copy)]).toEqual([false, false]);
    expect(await names(token)).toEqual(['front.png']);
    expect(storeId).toBeTruthy();
  });

  it('is for paid packages; vendors and branches read it, only the owner and product staff change it', async () => {
    const free = await signUpStore(t);
    const refused = await t.call('POST', `${GALLERY}_list`, {}, free.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toMatch(/needs a paid package/);

    const { token, storeId } = await galleryStore();
    const image = await uploadImage(token, 'shared.png');
    const vendor = await memberToken(t, storeId, 'vendor', ['add_product']);
    expect(await names(vendor)).toEqual(['shared.png']);
    expect((await t.call('PATCH', GALLERY, { ids: [image._id] }, vendor)).statusCode).toBe(403);
    const branch = await memberToken(t, storeId, 'branch');
    expect((await t.call('PUT', GALLERY, { _id: image._id, name: 'x', tags: [] }, branch)).statusCode).toBe(403);
    const staff = await memberToken(t, storeId, 'staff', ['update_product']);
    expect((await t.call('PUT', GALLERY, { _id: image._id, name: 'Renamed', tags: [] }, staff)).statusCode).toBe(200);

    const other = await galleryStore();
    expect((await t.call('PUT', GALLERY, { _id: image._id, name: 'Mine', tags: [] }, other.token)).statusCode).toBe(
      404,
    );
    expect((await t.call('PATCH', GALLERY, { ids: [image._id] }, other.token)).statusCode).toBe(404);
    expect((await t.call('GET', `${GALLERY}/${image._id}/uses`, undefined, other.token)).statusCode).toBe(404);
  });

  it('names the field of bad input', async () => {
    const { token } = await galleryStore();
    const image = await uploadImage(token, 'a.png');
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ _id: image._id, name: '  ', tags: [] }, /^name: Name the image/],
      [{ _id: image._id, name: 'a', tags: ['x'.repeat(31)] }, /^tags\.0: 30 characters at most/],
      [{ _id: image._id, name: 'a', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, /^tags: 20 tags at most/],
      [{ _id: 'nope', name: 'a', tags: [] }, /^_id: /],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('PUT', GALLERY, body, token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await t.call('POST', `${GALLERY}_list`, { usage: 'sometimes' }, token)).statusCode).toBe(400);
  });
});

describe('one copy per image', () => {
  it('answers the image already kept when the same picture is uploaded again, under any name', async () => {
    const { token, storeId } = await galleryStore();
    const bytes = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer();
    const first = await upload(t, GALLERY, { name: 'rust.png', type: 'image/png', bytes }, token);
    const again = await upload(t, GALLERY, { name: 'rust-copy.png', type: 'image/png', bytes }, token);
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toMatchObject({ _id: first.body.data._id, url: first.body.data.url, name: 'rust.png' });
    expect(await t.app.ctx.db.select().from(media).where(eq(media.storeId, storeId))).toHaveLength(1);
    // Another store's upload of the same picture is that store's own copy.
    const other = await galleryStore();
    const theirs = await upload(t, GALLERY, { name: 'rust.png', type: 'image/png', bytes }, other.token);
    expect(theirs.body.data.url).toMatch(new RegExp(`^/media/${other.storeId}/`));
  });
});

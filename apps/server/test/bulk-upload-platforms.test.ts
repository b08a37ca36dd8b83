import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImageImport } from '@stallfront/shared';
import { FetchRefused, imageFetcher } from '../src/platform/files/fetch-image.js';
import { signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { upload } from './multipart.js';
import { SHOPIFY_TEE, WOOCOMMERCE_SHOP, shopifyCsv, wooCommerceCsv } from './platform-exports.js';

const URL = '/api/store/product/bulk_upload';
const csvFile = (text: string, name: string) => ({ name, type: 'text/csv', bytes: text });

let t: TestApp;
let images: Server;
let origin = '';
/** The image server answers 404 for /missing.png until a test puts the image there. */
let missingIsThere = false;
beforeAll(async () => {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc6633' } })
    .png()
    .toBuffer();
  images = createServer((req, res) => {
    if (req.url === '/moved.png') return res.writeHead(302, { location: '/back.png' }).end();
    if (req.url === '/page.png') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    if (req.url === '/huge.png')
      return res.writeHead(200, { 'content-type': 'image/png', 'content-length': 6 * 1024 * 1024 }).end();
    if (req.url === '/missing.png' && !missingIsThere) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  // The import refuses private addresses; this app may fetch from the test's own image server.
  t = await startTestApp({ IMAGE_IMPORT_ALLOW_IPS: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => images.close(resolve));
});

const productBySku = async (token: string, sku: string) => {
  const list = (await t.call('POST', '/api/store/product_list', { limit: 100, search: sku }, token)).body.list;
  const found = list.find((p: { sku: string }) => p.sku === sku);
  return (await t.call('GET', `/api/store/product/${found._id}`, undefined, token)).body.data;
};
const pendingImages = async (token: string, id: string): Promise<ImageImport[]> =>
  (await t.call('GET', `/api/store/product/${id}/image_imports`, undefined, token)).body.list;
/** Waits for the import job to leave none of the product's images waiting. */
const settledImages = (token: string, id: string) =>
  vi.waitFor(
    async () => {
      const list = await pendingImages(token, id);
      if (list.some((i) => i.status === 'waiting')) throw new Error('still fetching');
      return list;
    },
    { timeout: 30_000, interval: 200 },
  );

describe('moving in from Shopify', () => {
  it('creates products with options and variants, then fetches their images into the gallery', async () => {
    const { token } = await signUpStore(t);
    const [front, variantRow, sideRow, tote] = SHOPIFY_TEE;
    const rows = [
      { ...front, 'Image Src': `${origin}/front.png`, 'Variant Image': `${origin}/sand.png` },
      { ...variantRow, 'Image Src': `${origin}/moved.png` },
      { ...sideRow, 'Image Src': `${origin}/page.png` },
      { ...tote, 'Image Src': `${origin}/huge.png` },
    ];
    const res = await upload(t, URL, csvFile(shopifyCsv(rows), 'products_export_1.csv'), token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ rows: 4, created: 2, updated: 0, images_waiting: 5 });
    expect(res.body.message).toBe('2 products added and 0 updated. 5 images will be fetched in the background.');

    const tee = await productBySku(token, 'LINEN-TEE');
    expect(tee).toMatchObject({
      name: 'Linen Tee',
      slug: 'linen-tee',
      price: 3000,
      status: 'active',
      tags: ['summer', 'linen'],
      seo_title: 'Linen tee',
      options: [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Colour', values: ['Sand', 'Sky'] },
      ],
    });
    expect(tee.variants.map((v: { sku: string; price: number; stock: number }) => [v.sku, v.price, v.stock])).toEqual([
      ['LT-S-SAND', 3200, 4],
      ['LT-M-SKY', 3000, 2],
    ]);

    const failed = await settledImages(token, tee._id);
    expect(failed.map((i) => [i.url, i.status, i.error])).toEqual([
      [`${origin}/page.png`, 'failed', 'it is not an image (text/html)'],
    ]);
    const after = await productBySku(token, 'LINEN-TEE');
    expect(after.images).toHaveLength(2);
    for (const image of after.images) expect(image.url).toMatch(/^\/media\/.+\.webp$/);
    expect(after.images[0].alt).toBe('Front');
    expect(after.variants[0].images).toHaveLength(1);
    // The import is part of the upload: the product still counts as unchanged since.
    expect(after.updated_on).toBe(tee.updated_on);

    const toteAfter = await productBySku(token, 'CANVAS-TOTE');
    expect(toteAfter).toMatchObject({ status: 'draft', stock: 9, weight: 300, images: [] });
    expect((await settledImages(token, toteAfter._id)).map((i) => i.error)).toEqual(['the image is larger than 5 MB']);
    const history = (await t.call('GET', URL, undefined, token)).body.list;
    expect(history[0]).toMatchObject({ images_waiting: 0, images_failed: 2 });
  });

  it('uploads the same export again as an update, without fetching its images twice', async () => {
    const { token } = await signUpStore(t);
    const csv = shopifyCsv([{ ...SHOPIFY_TEE[0], 'Image Src': `${origin}/front.png`, 'Variant Image': '' }]);
    // One export row, which is a product row and a variant row of ours: the history counts the file's.
    expect((await upload(t, URL, csvFile(csv, 'first.csv'), token)).body.data).toMatchObject({
      rows: 1,
      images_waiting: 1,
    });
    const tee = await productBySku(token, 'LINEN-TEE');
    await settledImages(token, tee._id);
    const again = await upload(t, URL, csvFile(csv, 'again.csv'), token);
    expect(again.body.data).toMatchObject({ created: 0, updated: 1, images_waiting: 0 });
    expect((await productBySku(token, 'LINEN-TEE')).images).toHaveLength(1);
  });

  it('fetches failed images again on request; another store cannot see them; undo removes what the upload made', async () => {
    const { token } = await signUpStore(t);
    const csv = shopifyCsv([{ ...SHOPIFY_TEE[3], 'Image Src': `${origin}/missing.png` }]);
    const first = await upload(t, URL, csvFile(csv, 'tote.csv'), token);
    const tote = await productBySku(token, 'CANVAS-TOTE');
    expect((await settledImages(token, tote._id)).map((i) => i.error)).toEqual(['the server answered 404']);
    missingIsThere = true;
    const retried = await t.call('POST', '/api/store/product/image_imports/retry', { id: tote._id }, token);
    expect(retried.statusCode).toBe(200);
    expect(await settledImages(token, tote._id)).toEqual([]);
    expect((await productBySku(token, 'CANVAS-TOTE')).images).toHaveLength(1);

    const other = await signUpStore(t);
    expect(
      (await t.call('GET', `/api/store/product/${tote._id}/image_imports`, undefined, other.token)).statusCode,
    ).toBe(404);

    expect((await t.call('PATCH', URL, { _id: first.body.data._id }, token)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/store/product/${tote._id}/image_imports`, undefined, token)).statusCode).toBe(
      404,
    );
  });

  it('names the export’s columns in its problems and saves nothing', async () => {
    const { token } = await signUpStore(t);
    const csv = shopifyCsv([
      { ...SHOPIFY_TEE[3], 'Variant Price': 'free' },
      { Handle: 'cap', Title: 'Cap', 'Variant SKU': 'bad sku!', 'Variant Price': '5', 'Image Src': 'not a link' },
    ]);
    const res = await upload(t, URL, csvFile(csv, 'bad.csv'), token);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/2 rows have problems; nothing was saved/);
    expect(res.body.errors.map((e: { row: number; column: string }) => `${e.row}:${e.column}`)).toEqual([
      '2:Variant Price',
      '3:Image Src',
      '3:Variant SKU',
    ]);
    expect((await t.call('POST', '/api/store/product_list', { limit: 10 }, token)).body.list).toEqual([]);
  });
});

describe('moving in from WooCommerce', () => {
  it('creates simple and variable products in the catalogs their categories name', async () => {
    const { token } = await signUpStore(t);
    const refused = await upload(t, URL, csvFile(wooCommerceCsv(WOOCOMMERCE_SHOP), 'wc-product-export.csv'), token);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ row: 2, column: 'Categories' });
    expect(refused.body.errors[0].message).toMatch(/no catalog named Mugs/);

    const mugs = (await t.call('POST', '/api/store/catalog', { name: 'Mugs' }, token)).body.data;
    await t.call('POST', '/api/store/catalog', { name: 'Accessories' }, token);
    const shop = WOOCOMMERCE_SHOP.map((row) => ({ ...row, Images: '' }));
    const res = await upload(t, URL, csvFile(wooCommerceCsv(shop), 'wc-product-export.csv'), token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ rows: 4, created: 2 });
    const mug = await productBySku(token, 'MUG-01');
    expect(mug).toMatchObject({
      price: 1800,
      compare_at_price: 2200,
      stock: 12,
      weight: 350,
      catalog_ids: [mugs._id],
      tags: ['gift', 'ceramic'],
      seo_title: 'Stoneware mug',
      seo_description: '',
    });
    const scarf = await productBySku(token, 'WC-20');
    expect(scarf.variants.map((v: { sku: string; option_values: string[] }) => [v.sku, v.option_values])).toEqual([
      ['SCARF-RED', ['Red']],
      ['WC-20-GREY', ['Grey']],
    ]);
  });
});

describe('fetching an image address', () => {
  const fetchImage = imageFetcher({ maxBytes: 1024 * 1024, timeoutMs: 10_000, allowIps: [] });
  it.each(['/front.png', '/moved.png'])('refuses the loopback address of %s', async (path) => {
    await expect(fetchImage(`${origin}${path}`)).rejects.toThrow(FetchRefused);
    await expect(fetchImage(`${origin}${path}`)).rejects.toThrow('the address is private or local');
  });
  it.each([
    'http://10.0.0.1/a.png',
    'http://192.168.1.1/a.png',
    'http://169.254.169.254/latest',
    'http://[::1]/a.png',
    'http://0.0.0.0/a.png',
  ])('refuses %s without connecting', async (url) => {
    await expect(fetchImage(url)).rejects.toThrow('the address is private or local');
  });
  it('refuses other schemes', async () => {
    await expect(fetchImage('file:///etc/passwd')).rejects.toThrow('only http and https addresses are fetched');
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRoot } from '../src/platform/files/media-store.js';
import { startTestApp, type TestApp } from './harness.js';
import { upload } from './multipart.js';
import { addProduct, Shopper, shopStore, visit } from './shop-fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('product images in the shop', () => {
  it('keeps smaller copies of an upload and offers them as a width-based srcset', async () => {
    const shop = await shopStore(t);
    const png = await sharp({ create: { width: 1000, height: 800, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const res = await upload(t, '/api/store/media', { name: 'red.png', type: 'image/png', bytes: png }, shop.token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const url: string = res.body.data.url;
    const folder = join(mediaRoot(t.app.ctx.config), shop.id);
    const base = url.split('/').at(-1)?.replace('.webp', '') ?? '';
    for (const width of [320, 640, 960]) {
      const copy = join(folder, `${base}-${width}w.webp`);
      expect(existsSync(copy)).toBe(true);
      expect((await sharp(copy).metadata()).width).toBe(width);
    }
    // No copy wider than the image itself.
    expect(existsSync(join(folder, `${base}-1280w.webp`))).toBe(false);

    await addProduct(t, shop.token, { slug: 'red-tile', images: [{ url, alt: 'Red tile' }] });
    const { html } = await visit(t, `${shop.base}/p/red-tile`);
    const sized = url.replace('.webp', '');
    expect(html).toContain(
      `srcSet="${sized}-320w.webp 320w, ${sized}-640w.webp 640w, ${sized}-960w.webp 960w, ${url} 1000w"`,
    );
    const card = (await visit(t, `${shop.base}/`)).html;
    expect(card).toContain(`${sized}-320w.webp 320w`);
    // An image from elsewhere has no sizes, so no srcset.
    await addProduct(t, shop.token, { slug: 'blue-tile', images: [{ url: 'https://cdn.example.com/b.jpg', alt: '' }] });
    expect((await visit(t, `${shop.base}/p/blue-tile`)).html).not.toContain('srcSet="https://cdn.example.com');
  });

  it('shows each cart line with its product’s picture, described, at a thumbnail’s size', async () => {
    const shop = await shopStore(t);
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const res = await upload(t, '/api/store/media', { name: 'blue.png', type: 'image/png', bytes: png }, shop.token);
    const url: string = res.body.data.url;
    const pictured = await addProduct(t, shop.token, { images: [{ url, alt: 'Blue mug, side view' }] });
    const elsewhere = await addProduct(t, shop.token, { images: [{ url: 'https://cdn.example.com/b.jpg', alt: '' }] });
    const plain = await addProduct(t, shop.token);
    const shopper = new Shopper(t);
    for (const product of [pictured, elsewhere, plain]) {
      expect((await shopper.post(`${shop.base}/cart`, { sku: product.sku, quantity: '1' })).status).toBe(303);
    }
    const sized = url.replace('.webp', '');
    const { cart } = JSON.parse((await shopper.get(`${shop.base}/cart.json`, { json: true })).html);
    expect(cart.lines.map((l: { image: unknown }) => l.image)).toEqual([
      { url, alt: 'Blue mug, side view', srcset: `${sized}-320w.webp 320w, ${sized}-640w.webp 640w, ${url} 800w` },
      // No alt text of its own: the item's name says what it shows.
      { url: 'https://cdn.example.com/b.jpg', alt: elsewhere.name, srcset: null },
      null,
    ]);
    const page = (await shopper.get(`${shop.base}/cart`)).html;
    expect(page).toContain(`alt="Blue mug, side view"`);
    expect(page).toContain(`${sized}-320w.webp 320w`);
  });
});

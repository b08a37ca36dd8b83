import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addonFiles, orderLines, stores } from '../src/db/schema/index.js';
import { ADDON_FILE_KEPT_MS, sweepAddonFiles } from '../src/modules/carts/addon-files.js';
import { ADDON_FILE_SWEEP } from '../src/modules/orders/background.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { upload } from './multipart.js';
import { addProduct, checkOutByCod, Shopper, shopStore } from './shop-fixtures.js';

// A 1×1 PNG: what a phone's photo starts like, as far as the shop looks.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, type: 'image/png', bytes: PNG });

const dataDir = mkdtempSync(join(tmpdir(), 'stallfront-data-'));
const kept = (storeId: string, id: string) => join(dataDir, 'private', storeId, id);

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
let photo: string;

beforeAll(async () => {
  t = await startTestApp({ DATA_DIR: dataDir });
  shop = await shopStore(t, { name: 'Photo Mugs' });
  await t.app.ctx.db
    .update(stores)
    .set({ paidFeatures: ['addon_products'] })
    .where(eq(stores.id, shop.id));
  await t.written();
  const mug = await addProduct(t, shop.token, { name: 'Photo Mug', sku: 'MUG-1', slug: 'photo-mug', price: 50_000 });
  const addon = await t.call(
    'POST',
    '/api/store/addon',
    { name: 'Print your photo', kind: 'file', price: 20_000, required: true, product_ids: [mug._id], catalog_ids: [] },
    shop.token,
  );
  expect(addon.statusCode, JSON.stringify(addon.body)).toBe(200);
  photo = addon.body.data._id;
});
afterAll(() => t.close());

/** A shopper's upload that the shop kept: its id and name. */
async function sent(shopper: Shopper, name: string): Promise<{ id: string; name: string }> {
  const res = await shopper.upload(`${shop.base}/cart/file`, png(name));
  expect(res.status, res.html).toBe(200);
  return JSON.parse(res.html).file;
}

/** A shopper with the mug in the cart with each of these files (one post each), and the uploads. */
async function mugsWith(names: string[]) {
  const shopper = new Shopper(t);
  const files: { id: string; name: string }[] = [];
  for (const name of names) {
    const file = files.find((f) => f.name === name) ?? (await sent(shopper, name));
    files.push(file);
    const added = await shopper.post(`${shop.base}/cart`, {
      sku: 'MUG-1',
      quantity: '1',
      [`addon_file_${photo}`]: file.id,
    });
    expect(added.status, added.html.slice(0, 500)).toBe(303);
  }
  return { shopper, files };
}

describe('file add-ons', () => {
  it('are offered in the buy box as a file input saying what it takes', async () => {
    const page = await new Shopper(t).get(`${shop.base}/p/photo-mug`);
    expect(page.html).toMatch(
      new RegExp(
        `<input type="file" accept="image/jpeg,image/png,image/webp,application/pdf" data-addon-file="${photo}" required=""/>`,
      ),
    );
    expect(page.html).toContain('JPEG, PNG, WebP or PDF, 10 MB at most');
  });

  it('keep a JPEG, PNG, WebP or PDF out of the public media folder, and refuse other bytes and large files', async () => {
    const shopper = new Shopper(t);
    const file = await sent(shopper, 'beach.png');
    expect(file.name).toBe('beach.png');
    const [row] = await t.app.ctx.db.select().from(addonFiles).where(eq(addonFiles.id, file.id));
    expect(row).toMatchObject({ storeId: shop.id, type: 'image/png', bytes: PNG.length, orderedAt: null });
    expect(existsSync(kept(shop.id, file.id))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/media/${shop.id}/${file.id}` })).statusCode).toBe(404);

    const others = [
      { name: 'a.jpg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), type: 'image/jpeg' },
      {
        name: 'a.webp',
        bytes: Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]),
        type: 'image/webp',
      },
      { name: 'a.pdf', bytes: Buffer.from('%PDF-1.7\n%âãÏÓ\n'), type: 'application/pdf' },
    ];
    for (const other of others) {
      const res = await shopper.upload(`${shop.base}/cart/file`, other);
      expect(res.status, other.name).toBe(200);
      const { id } = JSON.parse(res.html).file;
      expect((await t.app.ctx.db.select().from(addonFiles).where(eq(addonFiles.id, id)))[0]?.type).toBe(other.type);
    }

    const refusals = [
      [
        { name: 'notes.png', type: 'image/png', bytes: 'not a picture at all' },
        400,
        'Send a JPEG, PNG, WebP or PDF; this file is none of them.',
      ],
      [
        { name: 'a.gif', type: 'image/gif', bytes: 'GIF89a\u0001\u0000' },
        400,
        'Send a JPEG, PNG, WebP or PDF; this file is none of them.',
      ],
      [
        { ...png('huge.png'), bytes: Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]) },
        413,
        'The file is larger than 10 MB.',
      ],
    ] as const;
    const before = await t.app.ctx.db.$count(addonFiles);
    for (const [body, status, message] of refusals) {
      const res = await shopper.upload(`${shop.base}/cart/file`, body);
      expect(res.status, body.name).toBe(status);
      expect(JSON.parse(res.html)).toEqual({ ok: false, message });
    }
    expect(await t.app.ctx.db.$count(addonFiles)).toBe(before);
  });

  it('refuses an upload without the page’s token, and from a shop without add-ons', async () => {
    const before = await t.app.ctx.db.$count(addonFiles);
    expect((await upload(t, `${shop.base}/cart/file`, png('a.png'))).statusCode).toBe(403);
    expect(await t.app.ctx.db.$count(addonFiles)).toBe(before);
    const plain = await shopStore(t);
    const refused = await new Shopper(t).upload(`${plain.base}/cart/file`, png('a.png'));
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.html)).toEqual({ ok: false, message: 'This shop takes no files.' });
  });

  // Starts an app of its own (migrations and all): seconds on a quiet machine, a minute on a loaded one.
  it('takes as few uploads a minute from one client as sign-ins', { timeout: 180_000 }, async () => {
    const strict = await startTestApp({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: '2' });
    try {
      const store = await shopStore(strict);
      await strict.app.ctx.db
        .update(stores)
        .set({ paidFeatures: ['addon_products'] })
        .where(eq(stores.id, store.id));
      await strict.written();
      const shopper = new Shopper(strict);
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await shopper.upload(`${store.base}/cart/file`, png('a.png'))).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await strict.close();
    }
  });

  it('asks for the required file, keeps lines with different files apart, and the order line keeps the file', async () => {
    const shopper = new Shopper(t);
    const missing = await shopper.post(`${shop.base}/cart`, { sku: 'MUG-1', quantity: '1' });
    expect(missing.status).toBe(400);
    expect(missing.html).toContain('Choose a file to print');
    const unknown = await shopper.post(`${shop.base}/cart`, {
      sku: 'MUG-1',
      quantity: '1',
      [`addon_file_${photo}`]: '3e7f6c4b-1a5d-4c9e-8f4a-5b6c7d8e9fa0',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain('your file did not reach us; choose it again');

    const { shopper: buyer, files } = await mugsWith(['beach.png', 'beach.png', 'dog.png']);
    const [beach, , dog] = files as [{ id: string; name: string }, unknown, { id: string; name: string }];
    const drawer = JSON.parse((await buyer.get(`${shop.base}/cart.json`, { json: true })).html);
    type Line = { quantity: number; unit_price: number; addons: { file?: { id: string; name: string } }[] };
    expect(drawer.cart.lines.map((l: Line) => [l.quantity, l.unit_price, l.addons[0]?.file])).toEqual([
      [2, 70_000, beach],
      [1, 70_000, dog],
    ]);
    expect((await buyer.get(`${shop.base}/cart`)).html).toContain('Print your photo: beach.png');

    const { order } = await checkOutByCod(t, buyer, shop.base, 'Mug Buyer', 'mug.buyer@example.com');
    const lines = await t.app.ctx.db
      .select({ quantity: orderLines.quantity, addons: orderLines.addons })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    expect(lines.sort((a, b) => b.quantity - a.quantity)).toEqual([
      { quantity: 2, addons: [{ name: 'Print your photo', price: 20_000, file: beach }] },
      { quantity: 1, addons: [{ name: 'Print your photo', price: 20_000, file: dog }] },
    ]);
    expect(order.subtotal).toBe(3 * 70_000);
    const rows = await t.app.ctx.db
      .select()
      .from(addonFiles)
      .where(inArray(addonFiles.id, [beach.id, dog.id]));
    expect(rows.map((r) => r.orderedAt)).toEqual([expect.any(Date), expect.any(Date)]);

    const detail = await t.call('GET', `/api/store/orders/${order.id}`, undefined, shop.token);
    expect(detail.body.data.lines.flatMap((l: { addons: unknown[] }) => l.addons)).toContainEqual({
      name: 'Print your photo',
      price: 20_000,
      file: dog,
    });
  });

  it('downloads to the store’s owner and order staff only, as the shopper sent it', async () => {
    const { shopper, files } = await mugsWith(['café “menu”.png']);
    const { order } = await checkOutByCod(t, shopper, shop.base, 'Cafe Owner', 'cafe@example.com');
    const file = files[0] as { id: string; name: string };
    const url = `/api/store/orders/${order.id}/files/${file.id}`;
    const download = (token?: string) =>
      t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

    for (const token of [shop.token, await memberToken(t, shop.id, 'staff', ['orders'])]) {
      const res = await download(token);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="caf_ _menu_.png"; filename*=UTF-8''caf%C3%A9%20%E2%80%9Cmenu%E2%80%9D.png`,
      );
    }
    expect((await download(await memberToken(t, shop.id, 'staff', []))).statusCode).toBe(403);
    const unsigned = await download();
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ status: false, session_end: true });

    const other = await shopStore(t);
    const theirs = await download(other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.rawPayload.includes(PNG)).toBe(false);
    // A file of the store that this order's lines do not carry is not this order's to give.
    const loose = await sent(new Shopper(t), 'loose.png');
    const res = await t.call('GET', `/api/store/orders/${order.id}/files/${loose.id}`, undefined, shop.token);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('This order has no such file.');
  });

  it('sweeps nightly the files a week old that no order took and no cart holds', async () => {
    expect(await t.app.ctx.jobs.schedules()).toContainEqual({ name: ADDON_FILE_SWEEP.name, cron: '40 3 * * *' });
    const { shopper, files } = await mugsWith(['ordered.png']);
    await checkOutByCod(t, shopper, shop.base, 'Sweep Buyer', 'sweep@example.com');
    const { files: inCart } = await mugsWith(['in-cart.png']);
    const dropped = await sent(new Shopper(t), 'dropped.png');
    const ids = [...files, ...inCart, dropped].map((f) => f.id);

    const now = t.app.ctx.now();
    expect(
      await sweepAddonFiles(
        t.app.ctx.db,
        t.app.ctx.privateFiles,
        new Date(now.getTime() + ADDON_FILE_KEPT_MS - 60_000),
      ),
    ).toBe(0);
    await sweepAddonFiles(t.app.ctx.db, t.app.ctx.privateFiles, new Date(now.getTime() + ADDON_FILE_KEPT_MS + 60_000));
    const left = await t.app.ctx.db.select({ id: addonFiles.id }).from(addonFiles).where(inArray(addonFiles.id, ids));
    expect(left.map((r) => r.id).sort()).toEqual([files[0]?.id, inCart[0]?.id].sort());
    expect(existsSync(kept(shop.id, dropped.id))).toBe(false);
    expect(existsSync(kept(shop.id, inCart[0]?.id ?? ''))).toBe(true);
  });
});

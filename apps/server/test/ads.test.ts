import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AD_PAYING_TIMEOUT_MS,
  adDayPlus,
  adPaymentStuck,
  LEDGER_ACCOUNTS,
  MEDIA_MAX_BYTES,
  PACKAGE_IDS,
  utcDayOf,
} from '@stallfront/shared';
import { adOrders, mailOutbox, media, outboxEvents, stores, trialFeatures, vendors } from '../src/db/schema/index.js';
import { mailAdDecision } from '../src/modules/ads/ad-mail.js';
import { adChargeKey } from '../src/modules/ads/ad-orders.service.js';
import { AD_NOT_CHARGED, runAdPayingSweep } from '../src/modules/ads/ad-sweep.js';
import { testGateway } from '../src/modules/payments/test-gateway.js';
import { pngBytes } from './chat-fixtures.js';
import { upload } from './multipart.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import { balances } from '../src/platform/ledger/ledger.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, shopStore } from './shop-fixtures.js';

let t: TestApp;
let bazaar: Awaited<ReturnType<typeof shopStore>>;
let other: Awaited<ReturnType<typeof shopStore>>;
let meera: Vendor;
let lens: Vendor;
let plainVendor: Vendor;
let meeraProduct: { _id: string; slug: string; name: string };
let lensProduct: { _id: string; slug: string; name: string };

interface Vendor {
  id: string;
  token: string;
}

const PASSWORD = 'vendor-test-pass';
const PAID = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

/** A vendor of the store with these grants, signed in. */
function vendor(storeId: string, features: string[]): Promise<Vendor> {
  return vendorWithEmail(storeId, `vendor-${randomUUID().slice(0, 8)}@example.com`, features);
}

async function vendorWithEmail(storeId: string, email: string, features: string[]): Promise<Vendor> {
  const [row] = await t.app.ctx.db
    .insert(vendors)
    .values({
      storeId,
      email,
      passwordHash: await hashPassword(PASSWORD),
      name: 'Test vendor',
      companyName: `Vendor ${email.slice(7, 11)}`,
      vendorFeatures: features,
    })
    .returning({ id: vendors.id });
  const res = await t.call('POST', '/api/auth/store/vendor_login', { store_id: storeId, email, password: PASSWORD });
  if (res.statusCode !== 200) throw new Error(`vendor sign-in: ${JSON.stringify(res.body)}`);
  return { id: row?.id as string, token: res.body.store_token as string };
}

async function withAds(s: { id: string }, features: string[]) {
  await t.app.ctx.db.delete(trialFeatures).where(eq(trialFeatures.storeId, s.id));
  await t.app.ctx.db.update(stores).set({ paidFeatures: features }).where(eq(stores.id, s.id));
  await t.written();
}

const today = () => utcDayOf(t.clock.now());

async function addSlot(body: Record<string, unknown> = {}) {
  const res = await t.call(
    'POST',
    '/api/store/ad',
    {
      name: `Slot ${randomUUID().slice(0, 6)}`,
      placement: 'home_banner',
      size: '1200 × 300',
      price_per_day: 2_500,
      max_running: 1,
      ...body,
    },
    bazaar.token,
  );
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { _id: string; name: string };
}

function buy(who: Vendor, body: Record<string, unknown>) {
  return t.call(
    'POST',
    '/api/store/ad_orders',
    {
      product_id: meeraProduct._id,
      starts_on: today(),
      days: 3,
      title: 'Hand-painted bowls',
      card_number: PAID,
      attempt_key: randomUUID(),
      ...body,
    },
    who.token,
  );
}

const wallet = async (storeId: string) => {
  const found = await balances(t.app.ctx.db, storeId, [
    LEDGER_ACCOUNTS.storeWallet(),
    LEDGER_ACCOUNTS.provider('test_card'),
  ]);
  return {
    wallet: found.get(LEDGER_ACCOUNTS.storeWallet()),
    provider: found.get(LEDGER_ACCOUNTS.provider('test_card')),
  };
};

beforeAll(async () => {
  t = await startTestApp();
  bazaar = await shopStore(t, { type: 'multi_vendor', category: 'art_craft_photography' });
  other = await shopStore(t, { type: 'multi_vendor', category: 'art_craft_photography' });
  await withAds(bazaar, ['vendors', 'ad_management']);
  await withAds(other, ['vendors']);
  meera = await vendor(bazaar.id, ['add_product', 'update_product', 'ad_management']);
  lens = await vendor(bazaar.id, ['add_product', 'update_product', 'ad_management']);
  plainVendor = await vendor(bazaar.id, ['add_product', 'update_product']);
  meeraProduct = await addProduct(t, meera.token, { name: 'Painted bowl', images: [] });
  lensProduct = await addProduct(t, lens.token, { name: 'Prime lens' });
}, 120_000);
afterAll(() => t?.close());

describe('ad slots and settings', () => {
  it('lets the owner add, change and list slots, and vendors read them but not write', async () => {
    const slot = await addSlot({ name: 'Catalog top', placement: 'catalog_top', max_running: 2 });
    const listed = await t.call('POST', '/api/store/ad_list', { search: 'Catalog top' }, meera.token);
    expect(listed.statusCode).toBe(200);
    expect(listed.body.list.map((s: { name: string }) => s.name)).toEqual(['Catalog top']);
    expect(listed.body.list[0]).toMatchObject({ placement: 'catalog_top', price_per_day: 2_500, max_running: 2 });
    const byVendor = await t.call(
      'POST',
      '/api/store/ad',
      { name: 'Mine', placement: 'home_banner', size: '1 × 1', price_per_day: 1, max_running: 1 },
      meera.token,
    );
    expect(byVendor.statusCode).toBe(403);
    const changed = await t.call(
      'PUT',
      '/api/store/ad',
      { ...listed.body.list[0], _id: slot._id, price_per_day: 3_000 },
      bazaar.token,
    );
    expect(changed.statusCode, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.price_per_day).toBe(3_000);
  });

  it('refuses a slot without a place, a price or room, each on its field', async () => {
    const bad = [
      [{ placement: 'footer' }, 'placement'],
      [{ price_per_day: 0 }, 'price_per_day'],
      [{ price_per_day: 12.5 }, 'price_per_day'],
      [{ max_running: 0 }, 'max_running'],
      [{ max_running: 21 }, 'max_running'],
      [{ size: '' }, 'size'],
    ] as const;
    for (const [change, field] of bad) {
      const res = await t.call(
        'POST',
        '/api/store/ad',
        { name: 'Bad', placement: 'home_banner', size: '10 × 10', price_per_day: 100, max_running: 1, ...change },
        bazaar.token,
      );
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.body.message).toContain(field);
    }
  });

  it('keeps the settings: read by vendors, saved by the owner with POST', async () => {
    const first = await t.call('GET', '/api/store/ad/setting', undefined, meera.token);
    expect(first.body).toMatchObject({ status: true, data: null, version: 0 });
    const saved = await t.call(
      'POST',
      '/api/store/ad/setting',
      { enabled: true, approval_required: true, version: 0 },
      bazaar.token,
    );
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toEqual({ enabled: true, approval_required: true });
    const byVendor = await t.call(
      'POST',
      '/api/store/ad/setting',
      { enabled: false, approval_required: false },
      meera.token,
    );
    expect(byVendor.statusCode).toBe(403);
    const wrong = await t.call(
      'POST',
      '/api/store/ad/setting',
      { enabled: 'yes', approval_required: true },
      bazaar.token,
    );
    expect(wrong.statusCode).toBe(400);
  });

  it('answers 404 in a store without the ad_management feature, and refuses a vendor without the grant', async () => {
    const res = await t.call('POST', '/api/store/ad_list', {}, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toContain('Ad management');
    const noGrant = await t.call('POST', '/api/store/ad_orders/list', {}, plainVendor.token);
    expect(noGrant.statusCode).toBe(403);
    const ownerBuys = await t.call(
      'POST',
      '/api/store/ad_orders',
      {
        slot_id: randomUUID(),
        product_id: meeraProduct._id,
        starts_on: today(),
        days: 1,
        title: 'x',
        card_number: PAID,
        attempt_key: randomUUID(),
      },
      bazaar.token,
    );
    expect(ownerBuys.statusCode).toBe(403);
  });
});

describe('buying an ad', () => {
  it('charges the slot price times the days once per attempt key, posting provider to store wallet', async () => {
    const slot = await addSlot({ price_per_day: 2_500, max_running: 3 });
    const before = await wallet(bazaar.id);
    const key = randomUUID();
    const res = await buy(meera, { slot_id: slot._id, days: 4, attempt_key: key });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'paid' });
    expect(res.body.data).toMatchObject({
      slot_name: slot.name,
      product_name: 'Painted bowl',
      amount: 10_000,
      status: 'pending',
      running: false,
      starts_on: today(),
      ends_on: adDayPlus(today(), 4),
      days: 4,
    });
    const again = await buy(meera, { slot_id: slot._id, days: 4, attempt_key: key });
    expect(again.body.data._id).toBe(res.body.data._id);
    const after = await wallet(bazaar.id);
    expect((after.wallet ?? 0) - (before.wallet ?? 0)).toBe(10_000);
    expect((after.provider ?? 0) - (before.provider ?? 0)).toBe(-10_000);
  });

  it("refuses another vendor's product, an unknown slot, a past day, bad days and a bad card", async () => {
    const slot = await addSlot({ max_running: 5 });
    const theirs = await buy(meera, { slot_id: slot._id, product_id: lensProduct._id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body.message).toContain('product_id');
    const noSlot = await buy(meera, { slot_id: randomUUID() });
    expect(noSlot.statusCode).toBe(404);
    expect(noSlot.body.message).toContain('slot_id');
    const past = await buy(meera, { slot_id: slot._id, starts_on: adDayPlus(today(), -1) });
    expect(past.statusCode).toBe(400);
    expect(past.body.message).toContain('starts_on');
    for (const days of [0, 91, 1.5]) {
      const res = await buy(meera, { slot_id: slot._id, days });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toContain('days');
    }
    const notADate = await buy(meera, { slot_id: slot._id, starts_on: '31/12/2026' });
    expect(notADate.statusCode).toBe(400);
    const card = await buy(meera, { slot_id: slot._id, card_number: '1234' });
    expect(card.statusCode).toBe(400);
    expect(card.body.message).toContain('card_number');
    const noTitle = await buy(meera, { slot_id: slot._id, title: '  ' });
    expect(noTitle.statusCode).toBe(400);
  });

  it('keeps a declined card as a failed order that holds no place and moves no money', async () => {
    const slot = await addSlot({ max_running: 1 });
    const before = await wallet(bazaar.id);
    const declined = await buy(meera, { slot_id: slot._id, card_number: DECLINED });
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toMatchObject({ outcome: 'failed', data: { status: 'failed' } });
    expect(declined.body.message).toContain('declined');
    expect(await wallet(bazaar.id)).toEqual(before);
    const paid = await buy(meera, { slot_id: slot._id });
    expect(paid.body.outcome).toBe('paid');
  });

  it('refuses a slot full on the asked days, naming the day, and takes other days', async () => {
    const slot = await addSlot({ name: `Full ${randomUUID().slice(0, 4)}`, max_running: 1 });
    const start = adDayPlus(today(), 10);
    expect((await buy(meera, { slot_id: slot._id, starts_on: start, days: 3 })).statusCode).toBe(200);
    const clash = await buy(lens, {
      slot_id: slot._id,
      product_id: lensProduct._id,
      starts_on: adDayPlus(start, 2),
      days: 5,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.body.message).toContain(`already holds its one ad on ${adDayPlus(start, 2)}`);
    const after = await buy(lens, {
      slot_id: slot._id,
      product_id: lensProduct._id,
      starts_on: adDayPlus(start, 3),
      days: 2,
    });
    expect(after.statusCode).toBe(200);
  });

  it('refuses an expired vendor, and any order while the store has ads off', async () => {
    const slot = await addSlot({ max_running: 5 });
    const expiring = await vendor(bazaar.id, ['add_product', 'ad_management']);
    await t.app.ctx.db.update(vendors).set({ status: 'expired' }).where(eq(vendors.id, expiring.id));
    await t.written();
    const res = await buy(expiring, { slot_id: slot._id });
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toContain('expired');

    const current = await t.call('GET', '/api/store/ad/setting', undefined, bazaar.token);
    await t.call(
      'POST',
      '/api/store/ad/setting',
      { enabled: false, approval_required: true, version: current.body.version },
      bazaar.token,
    );
    const off = await buy(meera, { slot_id: slot._id });
    expect(off.statusCode).toBe(409);
    expect(off.body.message).toContain('not taking ads');
    const back = await t.call('GET', '/api/store/ad/setting', undefined, bazaar.token);
    await t.call(
      'POST',
      '/api/store/ad/setting',
      { enabled: true, approval_required: true, version: back.body.version },
      bazaar.token,
    );
  });
});

describe('deciding, vendor isolation and tenancy', () => {
  it("shows a vendor only its own orders and never lets it decide or see another's", async () => {
    const slot = await addSlot({ max_running: 5 });
    const mine = await buy(meera, { slot_id: slot._id, title: 'Meera only' });
    const theirs = await buy(lens, { slot_id: slot._id, product_id: lensProduct._id, title: 'Lens only' });
    const lensList = await t.call('POST', '/api/store/ad_orders/list', { search: 'only' }, lens.token);
    expect(lensList.body.list.map((o: { title: string }) => o.title)).toEqual(['Lens only']);
    const meeraCount = await t.call('GET', '/api/store/ad_orders/list?search=Lens%20only', undefined, meera.token);
    expect(meeraCount.body.total).toBe(0);
    const ownerList = await t.call('POST', '/api/store/ad_orders/list', { search: 'only' }, bazaar.token);
    expect(ownerList.body.list).toHaveLength(2);
    // Paged by the first day (a date column): the second page starts after the first one's cursor.
    const byStart = { search: 'only', sort: 'starts', direction: 'asc', limit: 1 };
    const first = await t.call('POST', '/api/store/ad_orders/list', byStart, bazaar.token);
    const second = await t.call(
      'POST',
      '/api/store/ad_orders/list',
      { ...byStart, cursor: first.body.next_cursor },
      bazaar.token,
    );
    expect(second.statusCode).toBe(200);
    expect([...first.body.list, ...second.body.list].map((o: { title: string }) => o.title).sort()).toEqual([
      'Lens only',
      'Meera only',
    ]);
    const decide = await t.call(
      'PUT',
      '/api/store/ad_orders',
      { _id: mine.body.data._id, decision: 'approve' },
      lens.token,
    );
    expect(decide.statusCode).toBe(403);
    const otherStore = await t.call(
      'PUT',
      '/api/store/ad_orders',
      { _id: theirs.body.data._id, decision: 'reject' },
      other.token,
    );
    expect(otherStore.statusCode).toBe(404);
  });

  it('approves a waiting order (running on its days), and a rejection refunds it once', async () => {
    const slot = await addSlot({ max_running: 5, price_per_day: 1_000 });
    const order = (await buy(meera, { slot_id: slot._id, days: 2 })).body.data;
    const before = await wallet(bazaar.id);
    const approved = await t.call('PUT', '/api/store/ad_orders', { _id: order._id, decision: 'approve' }, bazaar.token);
    expect(approved.statusCode, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', running: true });
    const twice = await t.call('PUT', '/api/store/ad_orders', { _id: order._id, decision: 'approve' }, bazaar.token);
    expect(twice.statusCode).toBe(409);
    const rejected = await t.call(
      'PUT',
      '/api/store/ad_orders',
      { _id: order._id, decision: 'reject', reason: 'Not our style' },
      bazaar.token,
    );
    expect(rejected.body.data).toMatchObject({ status: 'rejected', running: false, note: 'Not our style' });
    const after = await wallet(bazaar.id);
    expect((after.wallet ?? 0) - (before.wallet ?? 0)).toBe(-2_000);
    expect((after.provider ?? 0) - (before.provider ?? 0)).toBe(2_000);
    const again = await t.call('PUT', '/api/store/ad_orders', { _id: order._id, decision: 'reject' }, bazaar.token);
    expect(again.statusCode).toBe(409);
    const bad = await t.call('PUT', '/api/store/ad_orders', { _id: order._id, decision: 'maybe' }, bazaar.token);
    expect(bad.statusCode).toBe(400);
    const failed = (await buy(meera, { slot_id: slot._id, card_number: DECLINED })).body.data;
    const onFailed = await t.call('PUT', '/api/store/ad_orders', { _id: failed._id, decision: 'reject' }, bazaar.token);
    expect(onFailed.statusCode).toBe(409);
  });

  it('refuses deleting a slot with running orders unless told, then keeps the orders without it', async () => {
    const slot = await addSlot({ max_running: 5 });
    const order = (await buy(meera, { slot_id: slot._id })).body.data;
    const refused = await t.call('PATCH', '/api/store/ad', { ids: [slot._id] }, bazaar.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toContain('1 running or upcoming ad order');
    const told = await t.call('PATCH', '/api/store/ad', { ids: [slot._id], detach: true }, bazaar.token);
    expect(told.statusCode).toBe(200);
    const [row] = await t.app.ctx.db.select().from(adOrders).where(eq(adOrders.id, order._id));
    expect(row).toMatchObject({ slotId: null, slotName: slot.name, status: 'pending' });
    const approve = await t.call('PUT', '/api/store/ad_orders', { _id: order._id, decision: 'approve' }, bazaar.token);
    expect(approve.statusCode).toBe(409);
    const reject = await t.call('PUT', '/api/store/ad_orders', { _id: order._id, decision: 'reject' }, bazaar.token);
    expect(reject.body.data.status).toBe('rejected');
  });

  it('lists only the vendor’s own products to advertise', async () => {
    const res = await t.call('GET', '/api/store/ad_orders/products', undefined, meera.token);
    expect(res.body.list.map((p: { name: string }) => p.name)).toEqual(['Painted bowl']);
    expect((await t.call('GET', '/api/store/ad_orders/products', undefined, bazaar.token)).statusCode).toBe(403);
  });
});

describe('ads in the shop', () => {
  it('shows a running approved ad in its slot, counts impressions by beacon and clicks by redirect', async () => {
    const slot = await addSlot({ name: 'Shop home', max_running: 5 });
    const order = (await buy(meera, { slot_id: slot._id, title: 'Bowls for the season' })).body.data;
    const pendingPage = await t.app.inject({ method: 'GET', url: `${bazaar.base}/` });
    expect(pendingPage.body).not.toContain('Bowls for the season');
    await t.call('PUT', '/api/store/ad_orders', { _id: order._id, decision: 'approve' }, bazaar.token);
    const home = await t.app.inject({ method: 'GET', url: `${bazaar.base}/` });
    expect(home.body).toContain('Bowls for the season');
    expect(home.body).toContain(`href="${bazaar.base}/ad/${order._id}"`);
    // Not on a catalog or product page: this slot is the home banner.
    const product = await t.app.inject({ method: 'GET', url: `${bazaar.base}/p/${meeraProduct.slug}` });
    expect(product.body).not.toContain('Bowls for the season');

    const seen = await t.app.inject({ method: 'GET', url: `${bazaar.base}/ad/${order._id}/seen.gif` });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/gif');
    expect(seen.headers['cache-control']).toBe('no-store');
    const click = await t.app.inject({ method: 'GET', url: `${bazaar.base}/ad/${order._id}` });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe(`${bazaar.base}/p/${meeraProduct.slug}`);
    const listed = await t.call('POST', '/api/store/ad_orders/list', { search: 'Bowls for the season' }, meera.token);
    expect(listed.body.list[0]).toMatchObject({ impressions: 1, clicks: 1, running: true });

    // Another store's shop does not count this store's ad; an unknown id goes home.
    const elsewhere = await t.app.inject({ method: 'GET', url: `${other.base}/ad/${order._id}` });
    expect(elsewhere.headers.location).toBe(`${other.base}/`);
    const junk = await t.app.inject({ method: 'GET', url: `${bazaar.base}/ad/not-an-id` });
    expect(junk.statusCode).toBe(302);

    // Once its last day is over it counts nothing more (a page kept from before may show it a minute longer).
    t.clock.advance(4 * 86_400_000);
    await t.app.inject({ method: 'GET', url: `${bazaar.base}/ad/${order._id}` });
    const [row] = await t.app.ctx.db.select().from(adOrders).where(eq(adOrders.id, order._id));
    expect(row?.clicks).toBe(1);
  });
});

describe("the ad's own picture", () => {
  it('takes a vendor’s upload for its own paid order, refuses a bad file, and the shop shows it instead of the product’s', async () => {
    const slot = await addSlot({ name: 'Picture home', max_running: 5 });
    const order = (await buy(meera, { slot_id: slot._id, title: 'Bowls with a banner' })).body.data;
    expect(order.image_url).toBeNull();
    const notImage = await upload(
      t,
      '/api/store/ad_orders/image',
      { name: 'a.png', type: 'image/png', bytes: 'not a picture' },
      meera.token,
      'POST',
      { _id: order._id },
    );
    expect(notImage.statusCode).toBe(400);
    expect(JSON.stringify(notImage.body)).toContain('file');
    const huge = await upload(
      t,
      '/api/store/ad_orders/image',
      { name: 'big.png', type: 'image/png', bytes: new Uint8Array(MEDIA_MAX_BYTES + 1) },
      meera.token,
      'POST',
      { _id: order._id },
    );
    expect(huge.statusCode).toBe(413);
    const png = await pngBytes(120);
    const theirs = await upload(
      t,
      '/api/store/ad_orders/image',
      { name: 'b.png', type: 'image/png', bytes: png },
      lens.token,
      'POST',
      {
        _id: order._id,
      },
    );
    expect(theirs.statusCode).toBe(404);
    const noId = await upload(
      t,
      '/api/store/ad_orders/image',
      { name: 'b.png', type: 'image/png', bytes: png },
      meera.token,
    );
    expect(noId.statusCode).toBe(400);
    const byOwner = await upload(
      t,
      '/api/store/ad_orders/image',
      { name: 'b.png', type: 'image/png', bytes: png },
      bazaar.token,
      'POST',
      {
        _id: order._id,
      },
    );
    expect(byOwner.statusCode).toBe(403);

    const done = await upload(
      t,
      '/api/store/ad_orders/image',
      { name: 'banner.png', type: 'image/png', bytes: png },
      meera.token,
      'POST',
      {
        _id: order._id,
      },
    );
    expect(done.statusCode, JSON.stringify(done.body)).toBe(200);
    const imageUrl = (done.body as { data: { image_url: string } }).data.image_url;
    expect(imageUrl).toMatch(/\.webp$/);

    await t.call('PUT', '/api/store/ad_orders', { _id: order._id, decision: 'approve' }, bazaar.token);
    const stem = imageUrl.replace(/\.webp$/, '');
    const home = await t.app.inject({ method: 'GET', url: `${bazaar.base}/` });
    expect(home.body).toContain('Bowls with a banner');
    expect(home.body).toContain(stem);
    // The picture is in the store's gallery (a paid package's), shown by the ad: the owner may not delete it from under it.
    await t.app.ctx.db.update(stores).set({ packageId: PACKAGE_IDS.professional }).where(eq(stores.id, bazaar.id));
    await t.written();
    const [kept] = await t.app.ctx.db.select().from(media).where(eq(media.url, imageUrl));
    const uses = await t.call('GET', `/api/store/media/${kept?.id}/uses`, undefined, bazaar.token);
    expect(uses.statusCode, `${JSON.stringify(uses.body)} ${kept?.url} ${imageUrl}`).toBe(200);
    expect(uses.body.data.ads).toEqual([{ _id: order._id, name: 'Bowls with a banner' }]);
    const refused = await t.call('PATCH', '/api/store/media', { ids: [kept?.id] }, bazaar.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toMatch(/vendor ad/);

    const cleared = await t.call('PATCH', '/api/store/ad_orders/image', { _id: order._id }, meera.token);
    expect(cleared.body.data.image_url).toBeNull();
    const after = await t.app.inject({ method: 'GET', url: `${bazaar.base}/` });
    expect(after.body).toContain('Bowls with a banner');
    expect(after.body).not.toContain(stem);

    const failed = (await buy(meera, { slot_id: slot._id, card_number: DECLINED })).body.data;
    const onFailed = await t.call('PATCH', '/api/store/ad_orders/image', { _id: failed._id }, meera.token);
    expect(onFailed.statusCode).toBe(409);
    await t.call('PUT', '/api/store/ad_orders', { _id: order._id, decision: 'reject' }, bazaar.token);
  });
});

describe('orders stuck paying', () => {
  it('says stuck only of a paying order older than the timeout', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const at = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    expect(adPaymentStuck({ status: 'paying', createdAt: at(15) }, now)).toBe(true);
    expect(adPaymentStuck({ status: 'paying', createdAt: at(14) }, now)).toBe(false);
    expect(adPaymentStuck({ status: 'pending', createdAt: at(60) }, now)).toBe(false);
    expect(adPaymentStuck({ status: 'paying', createdAt: at(2) }, now, 60_000)).toBe(true);
    expect(AD_PAYING_TIMEOUT_MS).toBe(15 * 60_000);
  });

  it('completes a charged one with its ledger posting once, fails an uncharged one, and leaves a young one', async () => {
    const slot = await addSlot({ max_running: 1, price_per_day: 700 });
    const { db } = t.app.ctx;
    const stuckRow = async (startsOn: string, minutesAgo: number) => {
      const [row] = await db
        .insert(adOrders)
        .values({
          storeId: bazaar.id,
          slotId: slot._id,
          slotName: slot.name,
          placement: 'home_banner',
          vendorId: meera.id,
          productId: meeraProduct._id,
          productName: meeraProduct.name,
          title: `Stuck ${startsOn}`,
          startsOn,
          endsOn: adDayPlus(startsOn, 2),
          days: 2,
          amount: 1_400,
          currency: 'INR',
          status: 'paying',
          provider: 'test_card',
          attemptKey: randomUUID(),
          createdAt: new Date(t.clock.now().getTime() - minutesAgo * 60_000),
        })
        .returning();
      return row!;
    };
    const charged = await stuckRow(adDayPlus(today(), 20), 20);
    const uncharged = await stuckRow(adDayPlus(today(), 30), 20);
    const young = await stuckRow(adDayPlus(today(), 40), 2);
    // The provider took the money for the first, then the process died before writing the outcome.
    await testGateway.charge({
      description: 'ad',
      amount: 1_400,
      currency: 'INR',
      card: PAID,
      key: adChargeKey(charged.id),
    });
    // The stuck order holds its place: another vendor cannot take those days.
    const blocked = await buy(lens, { slot_id: slot._id, product_id: lensProduct._id, starts_on: uncharged.startsOn });
    expect(blocked.statusCode).toBe(409);

    // A provider that cannot look a charge up leaves a stuck order alone (it may have been charged).
    const { lookup: _lookup, ...blind } = testGateway;
    expect(await runAdPayingSweep(db, t.clock.now(), blind)).toEqual({ completed: 0, failed: 0 });
    const before = await wallet(bazaar.id);
    const swept = await runAdPayingSweep(db, t.clock.now());
    expect(swept).toEqual({ completed: 1, failed: 1 });
    const again = await runAdPayingSweep(db, t.clock.now());
    expect(again).toEqual({ completed: 0, failed: 0 });
    const statusOf = async (id: string) => (await db.select().from(adOrders).where(eq(adOrders.id, id)))[0];
    expect(await statusOf(charged.id)).toMatchObject({ status: 'pending' });
    expect(await statusOf(uncharged.id)).toMatchObject({ status: 'failed', note: AD_NOT_CHARGED });
    expect(await statusOf(young.id)).toMatchObject({ status: 'paying' });
    const after = await wallet(bazaar.id);
    expect((after.wallet ?? 0) - (before.wallet ?? 0)).toBe(1_400);
    expect((after.provider ?? 0) - (before.provider ?? 0)).toBe(-1_400);

    // Failed, it frees its place.
    const freed = await buy(lens, { slot_id: slot._id, product_id: lensProduct._id, starts_on: uncharged.startsOn });
    expect(freed.statusCode).toBe(200);
    await t.call('PUT', '/api/store/ad_orders', { _id: charged.id, decision: 'reject' }, bazaar.token);
    await t.call('PUT', '/api/store/ad_orders', { _id: freed.body.data._id, decision: 'reject' }, bazaar.token);
    await db.update(adOrders).set({ status: 'failed' }).where(eq(adOrders.id, young.id));
  });
});

describe("the vendor's mail on a decision", () => {
  const mailsTo = (email: string) => t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

  it('goes once per approval and once per rejection through the outbox, never twice', async () => {
    const email = `mailed-${randomUUID().slice(0, 6)}@example.com`;
    const mailed = await vendorWithEmail(bazaar.id, email, ['add_product', 'update_product', 'ad_management']);
    const product = await addProduct(t, mailed.token, { name: 'Mailed mug' });
    const slot = await addSlot({ name: 'Mail slot', max_running: 5, price_per_day: 1_250 });
    const order = (await buy(mailed, { slot_id: slot._id, product_id: product._id, title: 'Mugs', days: 2 })).body.data;
    expect(await mailsTo(email)).toHaveLength(0);

    await t.call('PUT', '/api/store/ad_orders', { _id: order._id, decision: 'approve' }, bazaar.token);
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
    const [approval] = await mailsTo(email);
    expect(approval?.subject).toContain('approved your ad "Mugs"');
    expect(approval?.textBody).toContain('Mail slot');

    await t.call(
      'PUT',
      '/api/store/ad_orders',
      { _id: order._id, decision: 'reject', reason: 'Out of season' },
      bazaar.token,
    );
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(2);
    const rejection = (await mailsTo(email)).find((m) => m.subject.includes('rejected'));
    expect(rejection?.textBody).toContain('Out of season');
    expect(rejection?.textBody).toContain('25.00');

    // A redelivered event (at least once) finds each decision's mark taken.
    expect(await mailAdDecision(t.app.ctx.db, t.app.ctx.mailer, bazaar.id, order._id, 'approve')).toBe(false);
    expect(await mailAdDecision(t.app.ctx.db, t.app.ctx.mailer, bazaar.id, order._id, 'reject')).toBe(false);
    await t.app.ctx.outbox.dispatch();
    expect(await mailsTo(email)).toHaveLength(2);
    const events = await t.app.ctx.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, 'ad_decided'), sql`${outboxEvents.payload} ->> 'ad_order_id' = ${order._id}`));
    expect(events.map((e) => (e.payload as { decision: string }).decision).sort()).toEqual(['approve', 'reject']);
  });
});

describe("the vendor's ad spend and the store wallet's debt", () => {
  it('lists the vendor’s paid and refunded ads in its wallet, and a refund after a withdrawal is owed', async () => {
    const spender = await vendor(bazaar.id, ['add_product', 'update_product', 'ad_management']);
    const product = await addProduct(t, spender.token, { name: 'Spender lamp' });
    const slot = await addSlot({ max_running: 5, price_per_day: 1_000 });
    const first = (await buy(spender, { slot_id: slot._id, product_id: product._id, title: 'Lamp one', days: 3 })).body
      .data;
    await buy(spender, { slot_id: slot._id, product_id: product._id, title: 'Lamp two', days: 2 });
    await buy(spender, { slot_id: slot._id, product_id: product._id, title: 'Lamp declined', card_number: DECLINED });

    // The owner withdraws everything the wallet holds, then rejects the first ad.
    const held = (await t.call('GET', '/api/store/wallet', undefined, bazaar.token)).body.data;
    expect(held.owed).toBe(0);
    const out = await t.call(
      'POST',
      '/api/store/wallet/withdraw',
      { amount: (held.balance / 100).toFixed(2), reference: 'ALL' },
      bazaar.token,
    );
    expect(out.statusCode, JSON.stringify(out.body)).toBe(200);
    await t.call('PUT', '/api/store/ad_orders', { _id: first._id, decision: 'reject' }, bazaar.token);
    const owing = (await t.call('GET', '/api/store/wallet', undefined, bazaar.token)).body.data;
    expect(owing).toMatchObject({ balance: 0, owed: 3_000 });
    const refused = await t.call('POST', '/api/store/wallet/withdraw', { amount: '1', reference: 'X' }, bazaar.token);
    expect(refused.statusCode).toBe(400);
    // The next ad paid pays the debt first.
    await buy(spender, { slot_id: slot._id, product_id: product._id, title: 'Lamp three', days: 1 });
    expect((await t.call('GET', '/api/store/wallet', undefined, bazaar.token)).body.data).toMatchObject({
      balance: 0,
      owed: 2_000,
    });

    const spend = await t.call('GET', '/api/store/vendor_wallet/ad_spend', undefined, spender.token);
    expect(spend.statusCode, JSON.stringify(spend.body)).toBe(200);
    expect(spend.body.data).toMatchObject({ paid: 6_000, refunded: 3_000 });
    // Newest first; the test clock stands still, so compare them as a set.
    const rows = spend.body.data.list.map((r: { title: string; status: string }) => `${r.title}: ${r.status}`);
    expect(rows.sort()).toEqual(['Lamp one: rejected', 'Lamp three: pending', 'Lamp two: pending']);
    const others = await t.call('GET', '/api/store/vendor_wallet/ad_spend', undefined, lens.token);
    expect(others.body.data.list.map((r: { title: string }) => r.title)).not.toContain('Lamp one');
    expect((await t.call('GET', '/api/store/vendor_wallet/ad_spend', undefined, bazaar.token)).statusCode).toBe(403);
  });
});

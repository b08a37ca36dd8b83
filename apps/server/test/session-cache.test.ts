import { eq } from 'drizzle-orm';
import { PACKAGE_IDS } from '@stallfront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packages, sessions, storeUsers, stores, trialFeatures, vendors } from '../src/db/schema/index.js';
import { SessionCache } from '../src/platform/auth/session-cache.js';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const details = (token: string) => t.call('GET', '/api/store/details', undefined, token);

/**
 * Whatever holds a signed-in caller between calls (the node's session cache), a change written
 * by any code path shows on the very next call.
 */
describe('the next call after a change written straight to the database', () => {
  it('refuses a session revoked outside the session service', async () => {
    const { token, session } = await signUpStore(t);
    expect((await details(token)).statusCode).toBe(200);
    await t.app.ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.storeId, session.data._id));
    await t.written();
    expect((await details(token)).body.session_end).toBe(true);
  });

  it('sees a staff account’s new grants and a blocked account', async () => {
    const { session } = await signUpStore(t);
    const staff = await memberToken(t, session.data._id, 'staff');
    const create = () => t.call('POST', '/api/store/catalog', { name: 'Shirts' }, staff);
    expect((await create()).statusCode).toBe(403);
    await t.app.ctx.db
      .update(storeUsers)
      .set({ subuserFeatures: ['add_product'] })
      .where(eq(storeUsers.storeId, session.data._id));
    await t.written();
    // The owner row changed too (same store): grants only matter to the staff row.
    expect((await create()).statusCode).toBe(200);
    await t.app.ctx.db.update(storeUsers).set({ status: 'disabled' }).where(eq(storeUsers.role, 'subuser'));
    await t.written();
    expect((await details(staff)).body.session_end).toBe(true);
  });

  it('sees a vendor’s expiry and the store’s new package', async () => {
    const { token, session } = await signUpStore(t, { type: 'multi_vendor' });
    const vendor = await memberToken(t, session.data._id, 'vendor', ['add_product']);
    expect((await t.call('POST', '/api/store/product_list', {}, vendor)).statusCode).toBe(200);
    await t.app.ctx.db.update(vendors).set({ status: 'expired' }).where(eq(vendors.storeId, session.data._id));
    await t.written();
    expect((await t.call('POST', '/api/store/product_list', {}, vendor)).statusCode).toBe(403);

    const features = async () => (await t.call('GET', '/api/store/product_features', undefined, token)).body.data;
    expect((await features()).image_uploader).toBe(false);
    await t.app.ctx.db
      .update(stores)
      .set({ packageId: PACKAGE_IDS.professional })
      .where(eq(stores.id, session.data._id));
    await t.written();
    expect((await features()).image_uploader).toBe(true);
  });

  it('sees a trial feature started and a package’s features changed', async () => {
    const { token, session } = await signUpStore(t);
    const ysFeatures = async () => (await details(token)).body.ys_features as string[];
    expect(await ysFeatures()).not.toContain('pwa');
    await t.app.ctx.db.insert(trialFeatures).values({ storeId: session.data._id, name: 'pwa' });
    await t.written();
    expect(await ysFeatures()).toContain('pwa');
    // Fifteen days on, the trial is over though nothing was written: the cached entity is not kept.
    t.clock.advance(16 * 24 * 3_600_000);
    expect(await ysFeatures()).not.toContain('pwa');
    t.clock.advance(-16 * 24 * 3_600_000);

    const [pkg] = await t.app.ctx.db
      .select()
      .from(packages)
      .where(eq(packages.id, session.data.package_details.package_id));
    await t.app.ctx.db
      .update(packages)
      .set({ features: [...(pkg?.features ?? []), 'hub_features'] })
      .where(eq(packages.id, session.data.package_details.package_id));
    await t.written();
    expect(await ysFeatures()).toContain('hub_features');
    await t.app.ctx.db
      .update(packages)
      .set({ features: pkg?.features })
      .where(eq(packages.id, pkg?.id ?? ''));
  });
});

describe('SessionCache', () => {
  it('drops what a notice names, and nothing older than a minute is served', () => {
    let now = 0;
    const cache = new SessionCache<string>(() => now);
    cache.set('s1', 'owner', { principalId: 'p1', storeId: 'st1', packageId: 'free' });
    cache.set('s2', 'staff', { principalId: 'p2', storeId: 'st1', packageId: 'free' });
    cache.set('s3', 'other', { principalId: 'p3', storeId: 'st2', packageId: 'pro' });
    cache.onNotice('session:s1');
    expect(cache.get('s1')).toBeUndefined();
    cache.onNotice('principal:p2');
    expect(cache.get('s2')).toBeUndefined();
    cache.set('s2', 'staff', { principalId: 'p2', storeId: 'st1', packageId: 'free' });
    cache.onNotice('store:st1');
    expect(cache.get('s2')).toBeUndefined();
    expect(cache.get('s3')).toBe('other');
    cache.set('s1', 'owner', { principalId: 'p1', storeId: 'st1', packageId: 'free' });
    cache.onNotice('package:free');
    expect(cache.get('s1')).toBeUndefined();
    now = 60_001;
    expect(cache.get('s3')).toBeUndefined();
  });

  it('holds nothing while the notices cannot reach the node', () => {
    const cache = new SessionCache<string>();
    cache.set('s1', 'owner', { principalId: 'p1', storeId: 'st1', packageId: 'free' });
    cache.setListening(false);
    expect(cache.get('s1')).toBeUndefined();
    cache.set('s1', 'owner', { principalId: 'p1', storeId: 'st1', packageId: 'free' });
    expect(cache.get('s1')).toBeUndefined();
    cache.setListening(true);
    cache.set('s1', 'owner', { principalId: 'p1', storeId: 'st1', packageId: 'free' });
    expect(cache.get('s1')).toBe('owner');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureItem } from '@stallfront/shared';
import { stores, trialFeatures } from '../src/db/schema/index.js';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { masterToken } from './panels-fixtures.js';

let t: TestApp;
let master: string;
let a: Awaited<ReturnType<typeof signUpStore>>;
let b: Awaited<ReturnType<typeof signUpStore>>;
const idOf = (s: typeof a) => s.session.data._id as string;

beforeAll(async () => {
  t = await startTestApp();
  master = await masterToken(t);
  a = await signUpStore(t);
  b = await signUpStore(t);
}, 60_000);
afterAll(() => t.close());

const list = async (token = master): Promise<FeatureItem[]> =>
  (await t.call('GET', '/api/admin/features', undefined, token)).body.list;
const feature = async (key: string) => (await list()).find((f) => f.key === key);
const save = (body: Record<string, unknown>, token = master) => t.call('PUT', '/api/admin/features', body, token);
const remove = (body: Record<string, unknown>, token = master) => t.call('PATCH', '/api/admin/features', body, token);
/** A store's App Store call with a platform admin signed in beside it (spec section 6). */
const asSupport = async (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) => {
  const res = await t.app.inject({
    method,
    url,
    payload: payload as object | undefined,
    headers: { authorization: `Bearer ${token}`, 'x-master-token': master },
  });
  return { statusCode: res.statusCode, body: res.json() };
};
const seo = {
  key: 'web_stories',
  name: 'Web stories',
  description: 'Tap-through stories.',
  icon: 'IconSeo',
  price: 900,
  trial_days: 7,
};

describe('the feature catalogue', () => {
  it('lists the seeded features; edits name, price, icon and trial length; refuses bad input', async () => {
    expect((await feature('blogs'))?.trial_days).toBe(14);
    const saved = await save(seo);
    expect(saved.statusCode).toBe(200);
    expect(await feature('web_stories')).toMatchObject({ ...seo, stores: 0 });
    for (const [bad, field] of [
      [{ price: -5 }, /cannot be negative/],
      [{ trial_days: 400 }, /at most 365/],
      [{ icon: 'rocket' }, /Tabler icon/],
      [{ key: 'Bad Key' }, /lower-case/],
    ] as const) {
      const res = await save({ ...seo, ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toMatch(field);
    }
  });

  it("gives the App Store the catalogue's price and trial length, and the trial runs that long", async () => {
    const app = await asSupport('GET', '/api/store/app_store', a.token);
    expect(app.statusCode).toBe(200);
    const seoApp = app.body.data.groups
      .flatMap((g: { apps: unknown[] }) => g.apps)
      .find((x: { key: string }) => x.key === 'web_stories');
    expect(seoApp).toMatchObject({ name: 'Web stories', price: 900, trial_days: 7, icon: 'IconSeo' });
    const trial = await asSupport('POST', '/api/store/app_store/trial', a.token, { feature: 'web_stories' });
    expect(trial.statusCode).toBe(200);
    const started = trial.body.data.groups
      .flatMap((g: { apps: unknown[] }) => g.apps)
      .find((x: { key: string }) => x.key === 'web_stories');
    const days = (Date.parse(started.trial_ends_on) - t.clock.now().getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(7);
    expect(days).toBeLessThanOrEqual(8);
  });

  it('refuses to remove a feature stores use, saying how many, unless a replacement takes them', async () => {
    await save({
      key: 'stories_pro',
      name: 'Stories pro',
      description: '',
      icon: 'IconSeo',
      price: 1500,
      trial_days: 14,
    });
    await t.app.ctx.db
      .update(stores)
      .set({ paidFeatures: ['web_stories'] })
      .where(eq(stores.id, idOf(b)));
    expect((await feature('web_stories'))?.stores).toBe(2);
    const refused = await remove({ key: 'web_stories' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toMatch(/^2 stores use Web stories/);
    expect((await remove({ key: 'web_stories', replacement: 'web_stories' })).statusCode).toBe(400);
    expect((await remove({ key: 'web_stories', replacement: 'nothing_here' })).statusCode).toBe(400);
    expect((await remove({ key: 'nothing_here' })).statusCode).toBe(404);
    const moved = await remove({ key: 'web_stories', replacement: 'stories_pro' });
    expect(moved.statusCode).toBe(200);
    expect(moved.body.message).toMatch(/2 stores moved to Stories pro/);
    expect(await feature('web_stories')).toBeUndefined();
    expect((await feature('stories_pro'))?.stores).toBe(2);
    const [bRow] = await t.app.ctx.db
      .select()
      .from(stores)
      .where(eq(stores.id, idOf(b)));
    expect(bRow?.paidFeatures).toEqual(['stories_pro']);
    const trials = await t.app.ctx.db
      .select()
      .from(trialFeatures)
      .where(eq(trialFeatures.storeId, idOf(a)));
    expect(trials.map((x) => x.name)).toContain('stories_pro');
  });

  it('refuses to remove a feature a package includes', async () => {
    const res = await remove({ key: 'product_reviews', replacement: 'stories_pro' });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toMatch(/included in .*Genie Free/);
  });

  it('refuses store, vendor and branch tokens on every admin call', async () => {
    const tokens = [a.token, await memberToken(t, idOf(a), 'vendor'), await memberToken(t, idOf(a), 'branch')];
    for (const token of tokens) {
      expect((await t.call('GET', '/api/admin/features', undefined, token)).statusCode).toBe(401);
      expect((await save(seo, token)).statusCode).toBe(401);
      expect((await remove({ key: 'stories_pro' }, token)).statusCode).toBe(401);
    }
  });
});

import { eq } from 'drizzle-orm';
import { PACKAGE_IDS } from '@stallfront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema/index.js';
import { productBody, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

/** Two API nodes on one database, as behind a load balancer: no session state lives in a node. */
let nodeA: TestApp;
let nodeB: TestApp;
beforeAll(async () => {
  nodeA = await startTestApp();
  nodeB = await startTestApp({}, nodeA.app.ctx.database);
});
afterAll(async () => {
  await nodeB.close();
  await nodeA.close();
});

describe('stateless API nodes', () => {
  it('accept each other’s tokens and honour each other’s sign-outs', async () => {
    const { token } = await signUpStore(nodeA);
    expect((await nodeB.call('GET', '/api/store/details', undefined, token)).statusCode).toBe(200);
    await nodeB.call('POST', '/api/store/logout', undefined, token);
    const after = await nodeA.call('GET', '/api/store/details', undefined, token);
    expect(after.body.session_end).toBe(true);
  });

  it('answer with the store’s new package on the next call after it changed', async () => {
    const { token, session } = await signUpStore(nodeA);
    const features = async (node: TestApp) =>
      (await node.call('GET', '/api/store/product_features', undefined, token)).body.data;
    expect((await features(nodeB)).image_uploader).toBe(false);
    // The plan changes through node A's database (billing is not built yet; it will write the
    // same row from a call, which answers once every node heard of it: settle()).
    await nodeA.app.ctx.db
      .update(stores)
      .set({ packageId: PACKAGE_IDS.professional })
      .where(eq(stores.id, session.data._id));
    await nodeA.written();
    expect((await features(nodeB)).image_uploader).toBe(true);
    expect((await nodeB.call('GET', '/api/store/media', undefined, token)).statusCode).toBe(200);
  });

  it('answer with the store’s new currency on node B right after node A saved it', async () => {
    const { token } = await signUpStore(nodeA);
    const currency = async (node: TestApp) =>
      (await node.call('GET', '/api/store/details', undefined, token)).body.data.currency;
    expect(await currency(nodeB)).toBe('INR');
    const saved = await nodeA.call('PATCH', '/api/store/details', { currency: 'USD' }, token);
    expect(saved.statusCode).toBe(200);
    expect(await currency(nodeB)).toBe('USD');
  });

  it('serve node B’s kept shop page afresh right after node A archived the product', async () => {
    const { token, session } = await signUpStore(nodeA);
    const made = await nodeA.call('POST', '/api/store/product', productBody({ slug: 'jacket' }), token);
    const page = () => nodeB.app.inject({ method: 'GET', url: `/s/${session.data.sub_domain}/p/jacket` });
    await page();
    expect((await page()).headers['x-cache']).toBe('hit');
    const archived = await nodeA.call(
      'PUT',
      '/api/store/product/archive',
      { ids: [made.body.data._id], archived: true },
      token,
    );
    expect(archived.statusCode).toBe(200);
    expect((await page()).statusCode).toBe(404);
  });

  it('never serve a signed-out session from the other node’s cache, sign-out after sign-out', async () => {
    const signedOutStillServed: number[] = [];
    const { session } = await signUpStore(nodeA);
    for (let i = 0; i < 60; i += 1) {
      const { token } = await nodeA.app.ctx.sessions.issue({
        principalType: 'store_user',
        principalId: session.data.login_id,
        storeId: session.data._id,
      });
      expect((await nodeB.call('GET', '/api/store/details', undefined, token)).statusCode).toBe(200);
      await nodeA.call('POST', '/api/store/logout', undefined, token);
      const after = await nodeB.call('GET', '/api/store/details', undefined, token);
      if (after.body.session_end !== true) signedOutStillServed.push(i);
    }
    expect(signedOutStillServed).toEqual([]);
  });
});

import { SAVED_VIEW_CAP } from '@stallfront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const VIEWS = '/api/store/saved_views';
const LOW_STOCK = {
  search: 'shirt',
  sort: 'stock',
  direction: 'asc',
  filters: { stock: 'low', status: 'active' },
};

const save = (token: string, name: string, list = 'products', params: unknown = LOW_STOCK) =>
  t.call('POST', VIEWS, { list, name, params }, token);
const namesOf = async (token: string, list = 'products') => {
  const res = await t.call('GET', `${VIEWS}?list=${list}`, undefined, token);
  expect(res.statusCode).toBe(200);
  return (res.body.list as { name: string }[]).map((v) => v.name);
};

async function storeOwner() {
  const { token, session } = await signUpStore(t);
  return { token, storeId: session.data._id as string };
}

describe('saved views', () => {
  it('saves, lists, renames and deletes a view with its params', async () => {
    const { token } = await storeOwner();
    const created = await save(token, '  Low stock shirts ');
    expect(created.statusCode).toBe(200);
    expect(created.body.data).toMatchObject({ list: 'products', name: 'Low stock shirts', params: LOW_STOCK });
    await save(token, 'all drafts', 'products', { filters: { status: 'draft' } });

    const listed = await t.call('GET', `${VIEWS}?list=products`, undefined, token);
    expect(listed.body.list.map((v: { name: string }) => v.name)).toEqual(['all drafts', 'Low stock shirts']);
    expect(listed.body.list[1].params).toEqual(LOW_STOCK);
    expect(await namesOf(token, 'product_archive')).toEqual([]);

    const id = created.body.data._id;
    const renamed = await t.call('PUT', VIEWS, { _id: id, name: 'Shirts running out' }, token);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body.data).toMatchObject({ _id: id, name: 'Shirts running out', params: LOW_STOCK });
    // Renaming to its own name in another case is not a clash with itself.
    expect((await t.call('PUT', VIEWS, { _id: id, name: 'SHIRTS running out' }, token)).statusCode).toBe(200);

    const deleted = await t.call('PATCH', VIEWS, { _id: id }, token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body.message).toBe('View "SHIRTS running out" deleted.');
    expect(await namesOf(token)).toEqual(['all drafts']);
    expect((await t.call('PATCH', VIEWS, { _id: id }, token)).statusCode).toBe(404);
    expect((await t.call('PUT', VIEWS, { _id: id, name: 'Back' }, token)).statusCode).toBe(404);
  });

  it('refuses a second view of the same name on the same list, in any case, with 409 on the name', async () => {
    const { token } = await storeOwner();
    await save(token, 'Low stock shirts');
    const again = await save(token, 'low STOCK shirts');
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toMatch(/^name: /);
    // The same name on another list is another view.
    expect((await save(token, 'Low stock shirts', 'product_archive')).statusCode).toBe(200);
    const other = await save(token, 'Other');
    const clash = await t.call('PUT', VIEWS, { _id: other.body.data._id, name: 'LOW stock shirts' }, token);
    expect(clash.statusCode).toBe(409);
    expect(await namesOf(token)).toEqual(['Low stock shirts', 'Other']);
  });

  it("keeps each person's views to that person: owner, staff, vendor, branch and another store", async () => {
    const { token: owner, storeId } = await storeOwner();
    const staff = await memberToken(t, storeId, 'staff', []);
    const vendor = await memberToken(t, storeId, 'vendor', []);
    const branch = await memberToken(t, storeId, 'branch');
    const otherStore = (await storeOwner()).token;

    const ownerView = (await save(owner, 'Mine')).body.data._id;
    // Everyone may use the same name: names are unique per person.
    for (const token of [staff, vendor, branch, otherStore]) {
      expect((await save(token, 'Mine', 'products', { filters: {} })).statusCode).toBe(200);
      expect(await namesOf(token)).toEqual(['Mine']);
      // Another person's view, in the same store or not, is not found and stays as it was.
      expect((await t.call('PUT', VIEWS, { _id: ownerView, name: 'Taken over' }, token)).statusCode).toBe(404);
      expect((await t.call('PATCH', VIEWS, { _id: ownerView }, token)).statusCode).toBe(404);
    }
    const ownerViews = await t.call('GET', `${VIEWS}?list=products`, undefined, owner);
    expect(ownerViews.body.list).toEqual([
      expect.objectContaining({ _id: ownerView, name: 'Mine', params: LOW_STOCK }),
    ]);
  });

  it('refuses invalid input with a 400 naming the field', async () => {
    const { token } = await storeOwner();
    const cases: [unknown, RegExp][] = [
      [{ list: 'products', name: '   ', params: {} }, /name/],
      [{ list: 'products', name: 'x'.repeat(61), params: {} }, /name/],
      [{ list: 'Products!', name: 'A', params: {} }, /list/],
      [{ list: 'products', name: 'A', params: { direction: 'up' } }, /direction/],
      [{ list: 'products', name: 'A', params: { limit: 7 } }, /limit/],
      [{ list: 'products', name: 'A', params: { search: 'x'.repeat(101) } }, /search/],
      [{ list: 'products', name: 'A', params: { filters: { 'Bad Key': 'x' } } }, /filters/],
      [{ list: 'products', name: 'A', params: { filters: { stock: 7 } } }, /filters/],
      [{ list: 'products', name: 'A', params: 'q=shirt' }, /params/],
      [{ list: 'products', name: 'A\u0000', params: {} }, /name/],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('POST', VIEWS, body, token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(field);
    }
    expect((await t.call('GET', `${VIEWS}?list=`, undefined, token)).statusCode).toBe(400);
    expect((await t.call('PUT', VIEWS, { _id: 'not-an-id', name: 'A' }, token)).statusCode).toBe(400);
    expect((await t.call('PATCH', VIEWS, {}, token)).statusCode).toBe(400);
    expect(await namesOf(token)).toEqual([]);
  });

  it(`keeps at most ${SAVED_VIEW_CAP} views per list and person`, async () => {
    const { token } = await storeOwner();
    for (let i = 1; i <= SAVED_VIEW_CAP; i += 1) expect((await save(token, `View ${i}`)).statusCode).toBe(200);
    const over = await save(token, 'One too many');
    expect(over.statusCode).toBe(409);
    expect(over.body.message).toMatch(/20 saved views at most/);
    expect(await namesOf(token)).toHaveLength(SAVED_VIEW_CAP);
    // Another list has its own allowance, and a deletion frees a place.
    expect((await save(token, 'One too many', 'product_reviews')).statusCode).toBe(200);
    const first = (await t.call('GET', `${VIEWS}?list=products`, undefined, token)).body.list[0]._id;
    await t.call('PATCH', VIEWS, { _id: first }, token);
    expect((await save(token, 'One too many')).statusCode).toBe(200);
  });
});

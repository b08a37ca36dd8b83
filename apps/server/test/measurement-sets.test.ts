import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { shopStore } from './shop-fixtures.js';

const SETS = '/api/store/measurement_set';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const kurta = {
  name: 'Kurta',
  mm_unit: 'inches',
  list: ['Chest', 'Waist', 'Kurta length'],
  notes_list: ['Measure over a thin shirt.'],
  additional_qty: 1,
};

describe('measurement sets', () => {
  it('are the measurement sets feature’s: 404 without it; with it saved, listed and read by the store', async () => {
    const shop = await shopStore(t);
    const refused = await t.call('POST', SETS, kurta, shop.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toBe('This store has no measurement sets: turn on the measurement sets feature.');

    await t.app.ctx.db
      .update(stores)
      .set({ paidFeatures: ['measurement_sets'] })
      .where(eq(stores.id, shop.id));
    await t.written();
    const saved = await t.call('POST', SETS, { ...kurta, list: [' Chest ', 'Waist', 'Kurta length'] }, shop.token);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject(kurta);
    const staff = await memberToken(t, shop.id, 'staff', []);
    const listed = await t.call('POST', `${SETS}_list`, {}, staff);
    expect(listed.body.list.map((s: { name: string; list: string[] }) => [s.name, s.list])).toEqual([
      ['Kurta', ['Chest', 'Waist', 'Kurta length']],
    ]);
    expect((await t.call('PUT', SETS, { ...saved.body.data, name: 'Long kurta' }, staff)).statusCode).toBe(403);
  });

  it('names the field of each fault', async () => {
    const shop = await shopStore(t);
    await t.app.ctx.db
      .update(stores)
      .set({ paidFeatures: ['measurement_sets'] })
      .where(eq(stores.id, shop.id));
    await t.written();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...kurta, mm_unit: 'yards' }, /^mm_unit: Choose inches or cms/],
      [{ ...kurta, list: [] }, /^list: Name at least one measurement/],
      [{ ...kurta, list: ['Chest', ' '] }, /^list\.1: Name the measurement/],
      [{ ...kurta, additional_qty: 1.5 }, /^additional_qty: Enter a whole number/],
      [{ ...kurta, additional_qty: -1 }, /^additional_qty: 0 at least/],
      [{ ...kurta, notes_list: ['x'.repeat(301)] }, /^notes_list\.0: 300 characters at most/],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', SETS, body, shop.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });
});

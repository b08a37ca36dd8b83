import { randomUUID } from 'node:crypto';
import { eq, ilike, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { listResource, orNull } from '../src/platform/list/list-resource.js';
import { owned } from '../src/platform/store-scope.js';
import { openTestDatabase } from './database.js';

// Tables of this test's own, so the machinery is tried apart from any domain.
const shelves = pgTable('list_test_shelves', { id: uuid('id').primaryKey(), label: text('label').notNull() });
const items = pgTable('list_test_items', {
  id: uuid('id').primaryKey(),
  storeId: uuid('store_id').notNull(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  shelfId: uuid('shelf_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

const STORE = randomUUID();
const OTHER_STORE = randomUUID();
const SHELF = randomUUID();

interface Filters {
  search?: string;
  shelf?: string;
}

const itemList = listResource({
  table: items,
  columns: { id: items.id, name: items.name, price: items.price, shelf: orNull(shelves.label) },
  joins: (query) => query.leftJoin(shelves, eq(shelves.id, items.shelfId)),
  where: (storeId: string, filters: Filters) =>
    owned(
      items,
      storeId,
      filters.search ? ilike(items.name, `%${filters.search}%`) : undefined,
      // Reads the joined table: the count must join it too.
      filters.shelf ? eq(shelves.label, filters.shelf) : undefined,
    ),
  sorts: { created: items.createdAt, price: items.price },
  toItem: (row) => ({ _id: row.id, name: row.name, price: row.price, shelf: row.shelf }),
  csv: { fileName: 'items.csv', columns: ['name', 'price', 'shelf'] },
});

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await db.execute(sql`create table list_test_shelves (id uuid primary key, label text not null)`);
  await db.execute(sql`create table list_test_items (id uuid primary key, store_id uuid not null, name text not null,
    price integer not null, shelf_id uuid, created_at timestamptz not null)`);
  await db.insert(shelves).values({ id: SHELF, label: 'Top' });
  // Twelve items, four of each price: a sort by price pages through ties, broken by id.
  const start = Date.UTC(2026, 0, 1);
  await db.insert(items).values(
    Array.from({ length: 12 }, (_, i) => ({
      id: randomUUID(),
      storeId: STORE,
      name: `Item ${String(i).padStart(2, '0')}`,
      price: 100 * (1 + (i % 3)),
      shelfId: i < 5 ? SHELF : null,
      createdAt: new Date(start + i * 60_000),
    })),
  );
  await db
    .insert(items)
    .values({ id: randomUUID(), storeId: OTHER_STORE, name: 'Item 99', price: 100, createdAt: new Date(start) });
});
afterAll(() => database.close());

/** Every page of a sort, followed by its cursors to the end. */
async function everyPage(sort: string, direction: 'asc' | 'desc', filters: Filters = {}) {
  const pages = [];
  let cursor: string | null = null;
  do {
    const page = await itemList.page(database.db, STORE, { ...filters, sort, direction, cursor, limit: 5 });
    pages.push(page.list.map((item) => item.name));
    cursor = page.next_cursor;
  } while (cursor);
  return pages;
}

describe('a list resource', () => {
  it('pages through equal sort keys by id, each row once, in both directions', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const pages = await everyPage('price', direction);
      expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
      const names = pages.flat();
      expect(new Set(names).size).toBe(12);
      const { list } = await itemList.page(database.db, STORE, { sort: 'price', direction, limit: 100 });
      expect(names).toEqual(list.map((item) => item.name));
      const prices = list.map((item) => item.price);
      expect(prices).toEqual([...prices].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
    }
  });

  it('pages by date, newest first, and never shows another store’s rows', async () => {
    const pages = await everyPage('created', 'desc');
    expect(pages.flat()[0]).toBe('Item 11');
    expect(pages.flat()).not.toContain('Item 99');
  });

  it('counts and exports exactly the rows its pages show, joins and all', async () => {
    const filters = { shelf: 'Top', search: 'item 0' };
    const shown = (await everyPage('created', 'asc', filters)).flat();
    expect(shown).toEqual(['Item 00', 'Item 01', 'Item 02', 'Item 03', 'Item 04']);
    expect(await itemList.count(database.db, STORE, filters)).toEqual({ total: 5, capped: false });
    const csv = await itemList.csv(database.db, STORE, { ...filters, sort: 'created', direction: 'asc', limit: 25 });
    expect(csv.name).toBe('items.csv');
    expect(csv.file.trim().split(/\r?\n/)).toEqual([
      'name,price,shelf',
      ...shown.map((name, i) => `${name},${100 * (1 + (i % 3))},Top`),
    ]);
  });

  it('reads a left-joined column as null where nothing joined', async () => {
    const { list } = await itemList.page(database.db, STORE, { sort: 'created', direction: 'asc', limit: 100 });
    expect(list.map((item) => item.shelf)).toEqual([...Array(5).fill('Top'), ...Array(7).fill(null)]);
  });

  it('finds rows by other conditions in a named order', async () => {
    const cheap = await itemList.find(database.db, STORE, owned(items, STORE, eq(items.price, 100)), {
      sort: 'created',
      direction: 'asc',
      limit: 3,
    });
    expect(cheap.map((item) => item.name)).toEqual(['Item 00', 'Item 03', 'Item 06']);
  });

  it('refuses a cursor it did not give out', async () => {
    const body = { sort: 'price', direction: 'asc' as const, limit: 5, cursor: 'bm90LWEtY3Vyc29y' };
    await expect(itemList.page(database.db, STORE, body)).rejects.toMatchObject({ statusCode: 400 });
  });
});

import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countOf, PRODUCT_TAG_CALLS, type ProductTagItem } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { badRequest } from '../../platform/errors.js';
import { containing } from '../../platform/list/contact-search.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { sqlArray } from '../../platform/sql-array.js';

/**
 * The store's tag vocabulary is read from its products (archived ones too: a rename reaches
 * them), so it never disagrees with them. It is small (tens to a few thousand tags), so its
 * pages go by offset: the cursor is the number of tags already shown.
 */
function vocabulary(db: Db, storeId: string, search: string | undefined) {
  const tags = db
    .select({ name: sql<string>`unnest(${products.tags})`.as('name') })
    .from(products)
    .where(eq(products.storeId, storeId))
    .as('tags');
  const matching = search ? ilike(tags.name, containing(search)) : undefined;
  return { tags, matching };
}

function offsetOf(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  if (!/^\d{1,6}$/.test(cursor))
    throw badRequest('cursor: is not a cursor this list gave out; start again from the first page');
  return Number(cursor);
}

interface TagPage {
  search?: string;
  sort: 'name' | 'products';
  direction: 'asc' | 'desc';
  cursor?: string | null;
  limit: number;
}

async function tagPage(db: Db, storeId: string, body: TagPage) {
  const { tags, matching } = vocabulary(db, storeId, body.search);
  const count = sql<number>`count(*)::int`;
  const by = body.direction === 'asc' ? asc : desc;
  // By name whatever the case, then by byte order: the same order on every database's collation.
  const byName = (dir: typeof asc) => [dir(sql`lower(${tags.name})`), dir(sql`${tags.name} collate "C"`)];
  const order: SQL[] = body.sort === 'products' ? [by(count), ...byName(asc)] : byName(by);
  const offset = offsetOf(body.cursor);
  const rows: ProductTagItem[] = await db
    .select({ name: tags.name, products: count })
    .from(tags)
    .where(matching)
    .groupBy(tags.name)
    .orderBy(...order)
    .limit(body.limit + 1)
    .offset(offset);
  const more = rows.length > body.limit;
  return { list: rows.slice(0, body.limit), next_cursor: more ? String(offset + body.limit) : null };
}

async function tagCount(db: Db, storeId: string, search: string | undefined) {
  const { tags, matching } = vocabulary(db, storeId, search);
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${tags.name})::int` })
    .from(tags)
    .where(matching);
  return { total: row?.n ?? 0, capped: false };
}

/**
 * Rewrites the tags of every product of the store that has one of `names`: each becomes `to`
 * (a rename, or a merge where `to` is in use), or is dropped when `to` is null. A tag keeps its
 * place, and a product left with `to` twice keeps it once. Answers how many products changed.
 */
async function rewriteTags(db: Db, storeId: string, names: string[], to: string | null): Promise<number> {
  const from = sqlArray(names, 'text');
  const kept = to === null ? sql`t <> all(${from})` : sql`true`;
  const changed = await db
    .update(products)
    .set({
      tags: sql`array(
        select x from (
          select case when t = any(${from}) then ${to}::text else t end as x, min(o) as o
          from unnest(${products.tags}) with ordinality u(t, o) where ${kept} group by 1
        ) s order by o)`,
      updatedAt: new Date(),
    })
    .where(and(eq(products.storeId, storeId), sql`${products.tags} && ${from}`))
    .returning({ id: products.id });
  return changed.length;
}

const quoted = (names: string[]) => names.map((n) => `“${n}”`).join(', ');

/** /product-extras/product-tags: the vocabulary, and renames, merges and removals across the products. */
export function serveProductTags(app: FastifyInstance): void {
  const { db } = app.ctx;
  const storeOf = (req: FastifyRequest) => storeAuthOf(req).storeId;
  serveCalls(app, PRODUCT_TAG_CALLS, ['product tags'], {
    list: (body, req) => tagPage(db, storeOf(req), body),
    count: (query, req) => tagCount(db, storeOf(req), query.search),
    rename: async ({ names, to }, req) => {
      const products = await rewriteTags(db, storeOf(req), names, to);
      const what = names.length === 1 ? `Renamed ${quoted(names)} to “${to}”` : `Merged ${quoted(names)} into “${to}”`;
      return { message: `${what} on ${countOf(products, 'product')}.`, data: { products } };
    },
    remove: async ({ names }, req) => {
      const products = await rewriteTags(db, storeOf(req), names, null);
      return { message: `Took ${quoted(names)} off ${countOf(products, 'product')}.`, data: { products } };
    },
  });
}

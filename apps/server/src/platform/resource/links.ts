import { eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ATTACH_KEYS, type AttachTarget, countOf } from '@stallfront/shared';
import type { Tx } from '../../db/client.js';
import { catalogs, products } from '../../db/schema/index.js';
import { notFound } from '../errors.js';
import { owned } from '../store-scope.js';

/** A link table (db/schema `attachments`): which products or catalogs show a thing. */
export type AttachmentTable = PgTable & { storeId: AnyPgColumn; thingId: AnyPgColumn; targetId: AnyPgColumn };

const TARGETS = {
  products: { source: products, key: ATTACH_KEYS.products, one: 'product' },
  catalogs: { source: catalogs, key: ATTACH_KEYS.catalogs, one: 'catalog' },
} as const;

/** How many attached targets an in-use refusal names before "and N more". */
const NAMED_IN_REFUSAL = 3;

/** The products and catalogs a simple resource's things are attached to, through their link tables. */
export function linksOf(
  noun: string,
  things: PgTable,
  targets: readonly AttachTarget[],
  tables: Partial<Record<AttachTarget, AttachmentTable>>,
) {
  const linked = targets.map((target) => {
    const table = tables[target];
    if (!table) throw new Error(`${noun} is attached to ${target}: give its link table`);
    return { table, ...TARGETS[target] };
  });
  const thingTable = sql.identifier(getTableName(things));

  return {
    /**
     * Each thing's attached ids, as columns of a list under the form's keys (`product_ids`).
     * Spelled out with table names: in a select list drizzle leaves them off, and the
     * subquery's columns would then be read as the link table's own.
     */
    columns: Object.fromEntries(
      linked.map(({ key, table }) => [
        key,
        sql<string[]>`coalesce((select json_agg(l.target_id order by l.target_id) from ${table} l
          where l.thing_id = ${thingTable}.id), '[]'::json)`,
      ]),
    ),

    /** Points the thing at exactly the targets the form sent, each of them the store's own (else 404). */
    async set(tx: Tx, storeId: string, thingId: string, input: Record<string, unknown>) {
      for (const { table, key, one, source } of linked) {
        const ids = [...new Set(input[key] as string[])];
        const found = ids.length
          ? await tx
              .select({ id: source.id })
              .from(source)
              .where(owned(source, storeId, inArray(source.id, ids)))
          : [];
        if (found.length < ids.length)
          throw notFound(`${key}: ${countOf(ids.length - found.length, one)} not in your store`);
        await tx.delete(table).where(eq(table.thingId, thingId));
        if (ids.length) await tx.insert(table).values(ids.map((targetId) => ({ storeId, thingId, targetId })) as never);
      }
    },

    /** Where the things are attached, in words: "2 products (Blue Tee, Red Tee)", "1 catalog (Shirts)". */
    async whereUsed(tx: Tx, thingIds: string[]): Promise<string[]> {
      const uses = [];
      for (const { table, one, source } of linked) {
        const rows = await tx
          .selectDistinct({ id: source.id, name: source.name })
          .from(table)
          .innerJoin(source, eq(source.id, table.targetId))
          .where(inArray(table.thingId, thingIds))
          .orderBy(source.name);
        if (rows.length)
          uses.push(
            namedCount(
              one,
              rows.map((r) => r.name),
            ),
          );
      }
      return uses;
    },
  };
}

/** Things in words for a refusal: "2 products (Blue Tee, Red Tee)", the first few named. */
export function namedCount(one: string, names: string[]): string {
  const named = names.slice(0, NAMED_IN_REFUSAL);
  const more = names.length > NAMED_IN_REFUSAL ? ` and ${names.length - NAMED_IN_REFUSAL} more` : '';
  return `${countOf(names.length, one)} (${named.join(', ')}${more})`;
}

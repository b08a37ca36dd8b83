import { eq, getTableColumns, getTableName, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AttachTarget, countOf, type SimpleResource } from '@stallfront/shared';
import type { Db, Tx } from '../../db/client.js';
import { catalogs, products } from '../../db/schema/index.js';
import { storeAuthOf } from '../auth/guards.js';
import { isUniqueViolation } from '../db-errors.js';
import { conflict, notFound } from '../errors.js';
import { containing } from '../list/contact-search.js';
import { listResource } from '../list/list-resource.js';
import { serveCalls } from '../serve-calls.js';
import { owned } from '../store-scope.js';
import { columnKey, fieldsOf } from './field-keys.js';

/** A simple resource's table (db/schema `namedThings`). */
export type NamedThingsTable = PgTable & {
  id: AnyPgColumn;
  storeId: AnyPgColumn;
  name: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};
/** A link table (db/schema `attachments`): which products or catalogs show a thing. */
export type AttachmentTable = PgTable & { storeId: AnyPgColumn; thingId: AnyPgColumn; targetId: AnyPgColumn };

export interface SimpleResourceTables {
  things: NamedThingsTable;
  links?: Partial<Record<AttachTarget, AttachmentTable>>;
}

const TARGET = {
  products: { source: products, key: 'product_ids', one: 'product' },
  catalogs: { source: catalogs, key: 'catalog_ids', one: 'catalog' },
} as const;

/** A thing as the create and update calls carry it: its name, its fields and the ids it is attached to. */
type ThingInput = { name: string; _id?: string } & Record<string, unknown>;

/** How many attached targets an in-use refusal names before "and N more". */
const NAMED_IN_REFUSAL = 3;

/**
 * Serves a simple resource's six calls on its tables: a keyset list with search, the thing with
 * what it is attached to, create and update with the name unique in the store (a 409 on `name`),
 * and a delete that refuses while the thing is attached, naming where, unless told to detach.
 */
export function serveSimpleResource(
  app: FastifyInstance,
  resource: SimpleResource,
  { things, links = {} }: SimpleResourceTables,
): void {
  const { db } = app.ctx;
  const linked = resource.attach.flatMap((target) => {
    const table = links[target];
    if (!table) throw new Error(`${resource.noun} is attached to ${target}: give its link table`);
    return [{ target, table, ...TARGET[target] }];
  });
  const fieldKeys = Object.keys(resource.fields);
  const nameKey = `${getTableName(things)}_store_name_key`;
  const nameTaken = (name: string) => conflict(`name: a ${resource.noun} named “${name}” already exists`);
  const missing = () => notFound(`This ${resource.noun} does not exist in your store.`);

  // Spelled out with table names: in a select list drizzle leaves them off, and the subquery's
  // columns would then be read as the link table's own.
  const idsOf = (link: AttachmentTable) =>
    sql<string[]>`coalesce((select json_agg(l.target_id order by l.target_id) from ${link} l
      where l.thing_id = ${sql.identifier(getTableName(things))}.id), '[]'::json)`;
  const list = listResource({
    table: things,
    columns: {
      ...getTableColumns(things),
      ...Object.fromEntries(linked.map(({ key, table }) => [key, idsOf(table)])),
    },
    where: (storeId: string, filters: { search?: string }) =>
      owned(things, storeId, filters.search ? ilike(things.name, containing(filters.search)) : undefined),
    sorts: { name: things.name, created: things.createdAt, updated: things.updatedAt },
    toItem: (row) => {
      const record = row as Record<string, unknown>;
      return {
        _id: record.id as string,
        name: record.name as string,
        ...fieldsOf(record, fieldKeys),
        ...Object.fromEntries(linked.map(({ key }) => [key, record[key]])),
        created_on: (record.createdAt as Date).toISOString(),
        updated_on: (record.updatedAt as Date).toISOString(),
      };
    },
  });
  const readOne = async (tx: Db | Tx, storeId: string, id: string) => {
    const [item] = await list.find(tx, storeId, owned(things, storeId, eq(things.id, id)));
    if (!item) throw missing();
    return item;
  };

  async function requireFreeName(tx: Tx, storeId: string, name: string, except?: string) {
    const [clash] = await tx
      .select({ id: things.id })
      .from(things)
      .where(
        owned(things, storeId, sql`lower(${things.name}) = lower(${name})`, except ? ne(things.id, except) : undefined),
      );
    if (clash) throw nameTaken(name);
  }

  /** Points the thing at exactly the targets the form sent, each of them the store's own. */
  async function link(tx: Tx, storeId: string, thingId: string, input: Record<string, unknown>) {
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
  }

  const columnsOf = (input: Record<string, unknown>) =>
    Object.fromEntries(fieldKeys.map((key) => [columnKey(key), input[key]]));

  /** Runs a write, turning a lost race for the name into the same 409 the check gives. */
  async function write<T>(name: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error, nameKey)) throw nameTaken(name);
      throw error;
    }
  }

  /** Where the things are attached, in words: "2 products (Red Tee, Blue Tee) and 1 catalog (Shirts)". */
  async function whereUsed(tx: Tx, ids: string[]): Promise<string[]> {
    const uses = [];
    for (const { table, one, source } of linked) {
      const rows = await tx
        .selectDistinct({ id: source.id, name: source.name })
        .from(table)
        .innerJoin(source, eq(source.id, table.targetId))
        .where(inArray(table.thingId, ids))
        .orderBy(source.name);
      if (!rows.length) continue;
      const named = rows.slice(0, NAMED_IN_REFUSAL).map((r) => r.name);
      const more = rows.length > NAMED_IN_REFUSAL ? ` and ${rows.length - NAMED_IN_REFUSAL} more` : '';
      uses.push(`${countOf(rows.length, one)} (${named.join(', ')}${more})`);
    }
    return uses;
  }

  const storeOf = (req: FastifyRequest) => storeAuthOf(req).storeId;
  serveCalls(app, resource.calls, [resource.plural], {
    list: (body, req) => list.page(db, storeOf(req), body),
    count: (query, req) => list.count(db, storeOf(req), query),
    get: async ({ id }, req) => ({ data: await readOne(db, storeOf(req), id) }),
    create: async (body, req) => {
      const input = body as ThingInput;
      const storeId = storeOf(req);
      const data = await write(input.name, async (tx) => {
        await requireFreeName(tx, storeId, input.name);
        const [row] = await tx
          .insert(things)
          .values({ storeId, name: input.name, ...columnsOf(input) } as never)
          .returning({ id: things.id });
        const id = (row as { id: string }).id;
        await link(tx, storeId, id, input);
        return readOne(tx, storeId, id);
      });
      return { data: data as Record<string, unknown> };
    },
    update: async (body, req) => {
      const input = body as ThingInput & { _id: string };
      const storeId = storeOf(req);
      const data = await write(input.name, async (tx) => {
        const [row] = await tx
          .select({ id: things.id })
          .from(things)
          .where(owned(things, storeId, eq(things.id, input._id)))
          .for('update');
        if (!row) throw missing();
        await requireFreeName(tx, storeId, input.name, input._id);
        await tx
          .update(things)
          .set({ name: input.name, ...columnsOf(input), updatedAt: new Date() } as never)
          .where(eq(things.id, input._id));
        await link(tx, storeId, input._id, input);
        return readOne(tx, storeId, input._id);
      });
      return { data };
    },
    remove: async ({ ids, detach }, req) => {
      const storeId = storeOf(req);
      const gone = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: things.id, name: things.name })
          .from(things)
          .where(owned(things, storeId, inArray(things.id, ids)))
          .for('update');
        if (rows.length < new Set(ids).size) throw missing();
        const uses = detach ? [] : await whereUsed(tx, ids);
        if (uses.length) {
          const [which, them] =
            rows.length === 1 ? [`“${rows[0]?.name}” is`, 'it'] : [`These ${resource.plural} are`, 'them'];
          throw conflict(`${which} shown on ${uses.join(' and ')}. Detach and delete, or keep ${them}.`);
        }
        // The links go with their thing (on delete cascade).
        await tx.delete(things).where(owned(things, storeId, inArray(things.id, ids)) as SQL);
        return rows.length;
      });
      return { message: gone === 1 ? `The ${resource.noun} is deleted.` : `${countOf(gone, resource.noun)} deleted.` };
    },
  });
}

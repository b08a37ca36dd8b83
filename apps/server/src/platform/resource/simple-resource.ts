import { eq, getTableColumns, getTableName, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AttachTarget, countOf, type SimpleResource } from '@stallfront/shared';
import { type AttachmentTable, linksOf } from './links.js';
import type { Db, Tx } from '../../db/client.js';
import { storeAuthOf } from '../auth/guards.js';
import { isUniqueViolation } from '../db-errors.js';
import { conflict, notFound } from '../errors.js';
import { containing } from '../list/contact-search.js';
import { listResource } from '../list/list-resource.js';
import { serveCalls } from '../serve-calls.js';
import { owned } from '../store-scope.js';
import { nextVersion, savedMeanwhile } from '../versioned-row.js';
import { columnKey, fieldsOf } from './field-keys.js';

/** A simple resource's table (db/schema `namedThings`). */
export type NamedThingsTable = PgTable & {
  id: AnyPgColumn;
  storeId: AnyPgColumn;
  name: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  version: AnyPgColumn;
};

export interface SimpleResourceTables {
  things: NamedThingsTable;
  links?: Partial<Record<AttachTarget, AttachmentTable>>;
}

export interface SimpleResourceOptions {
  /** Refuses (throws) before every call when the caller's store lacks the resource (a feature, a store type). */
  guard?: (req: FastifyRequest) => void;
  /**
   * Refuses (throws) a create or an update on what the schema cannot see: other rows, ids of the
   * store, fields only a store with an app may fill in (the request's store).
   */
  check?: (tx: Tx, storeId: string, input: ThingInput, req: FastifyRequest) => Promise<void>;
  /**
   * Own fields unique in the store whatever their case, as the name is (a page's slug), each with
   * what its 409 says; their table declares the same in `namedThings`' `unique`.
   */
  unique?: Record<string, string>;
  /** The server's last word on a thing before it is written: rich text sanitised, a day filled in (the request's store). */
  clean?: (input: ThingInput, req: FastifyRequest) => ThingInput;
  /**
   * Where things are used besides their links ("12 products" naming a tax class in a column), so
   * a delete refuses as it does for links; with detach, the column's `on delete set null` lets go.
   */
  usedBy?: (tx: Tx, ids: string[]) => Promise<string[]>;
}

/** A thing as the create and update calls carry it: its name, its fields and the ids it is attached to. */
export type ThingInput = { name: string; _id?: string } & Record<string, unknown>;

/**
 * Serves a simple resource's six calls on its tables: a keyset list with search, the thing with
 * what it is attached to, create and update with the name unique in the store (a 409 on `name`),
 * and a delete that refuses while the thing is attached, naming where, unless told to detach.
 */
export function serveSimpleResource(
  app: FastifyInstance,
  resource: SimpleResource,
  { things, links = {} }: SimpleResourceTables,
  { guard, check, unique = {}, clean = (input) => input, usedBy }: SimpleResourceOptions = {},
): void {
  const { db } = app.ctx;
  const attached = linksOf(resource.noun, things, resource.attach, links);
  const fieldKeys = Object.keys(resource.fields);
  const thingsColumns = getTableColumns(things) as Record<string, AnyPgColumn>;
  /** The fields unique in the store: the name, then the resource's own; each with its column, index and 409. */
  const uniques = [
    { key: 'name', taken: (name: unknown) => `name: a ${resource.noun} named “${name}” already exists` },
    ...Object.entries(unique).map(([key, message]) => ({ key, taken: () => `${key}: ${message}` })),
  ].map((field) => {
    const column = thingsColumns[columnKey(field.key)] as AnyPgColumn;
    return { ...field, column, index: `${getTableName(things)}_store_${column.name}_key` };
  });
  /** The resource's declared filters the list was sent, each one value of its column whatever the case. */
  const narrowedBy = (filters: Record<string, unknown>) =>
    resource.filters.flatMap((key) => {
      const value = filters[key];
      const column = thingsColumns[columnKey(key)];
      return typeof value === 'string' && value !== '' && column ? [sql`lower(${column}) = lower(${value})`] : [];
    });
  const missing = () => notFound(`This ${resource.noun} does not exist in your store.`);

  const list = listResource({
    table: things,
    columns: {
      ...getTableColumns(things),
      ...attached.columns,
    },
    where: (storeId: string, filters: { search?: string } & Record<string, unknown>) =>
      owned(
        things,
        storeId,
        filters.search ? ilike(things.name, containing(filters.search)) : undefined,
        ...narrowedBy(filters),
      ),
    sorts: { name: things.name, created: things.createdAt, updated: things.updatedAt },
    toItem: (row) => {
      const record = row as Record<string, unknown>;
      return {
        _id: record.id as string,
        version: record.version as number,
        name: record.name as string,
        ...fieldsOf(record, fieldKeys),
        ...Object.fromEntries(Object.keys(attached.columns).map((key) => [key, record[key]])),
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

  /** Refuses a thing whose name (or other unique field) another of the store's things has. */
  async function requireFree(tx: Tx, storeId: string, input: ThingInput, except?: string) {
    for (const field of uniques) {
      const value = input[field.key];
      const [clash] = await tx
        .select({ id: things.id })
        .from(things)
        .where(
          owned(
            things,
            storeId,
            sql`lower(${field.column}) = lower(${value})`,
            except ? ne(things.id, except) : undefined,
          ),
        );
      if (clash) throw conflict(field.taken(value));
    }
  }

  const columnsOf = (input: Record<string, unknown>) =>
    Object.fromEntries(fieldKeys.map((key) => [columnKey(key), input[key]]));

  /** Runs a write, turning a lost race for a unique field into the same 409 the check gives. */
  async function write<T>(input: ThingInput, work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      const lost = uniques.find((field) => isUniqueViolation(error, field.index));
      if (lost) throw conflict(lost.taken(input[lost.key]));
      throw error;
    }
  }

  const storeOf = (req: FastifyRequest) => {
    guard?.(req);
    return storeAuthOf(req).storeId;
  };
  serveCalls(app, resource.calls, [resource.plural], {
    list: (body, req) => list.page(db, storeOf(req), body),
    count: (query, req) => list.count(db, storeOf(req), query),
    get: async ({ id }, req) => ({ data: await readOne(db, storeOf(req), id) }),
    create: async (body, req) => {
      const input = clean(body as ThingInput, req);
      const storeId = storeOf(req);
      const data = await write(input, async (tx) => {
        await requireFree(tx, storeId, input);
        await check?.(tx, storeId, input, req);
        const [row] = await tx
          .insert(things)
          .values({ storeId, name: input.name, ...columnsOf(input) } as never)
          .returning({ id: things.id });
        const id = (row as { id: string }).id;
        await attached.set(tx, storeId, id, input);
        return readOne(tx, storeId, id);
      });
      return { data: data as Record<string, unknown> };
    },
    update: async (body, req) => {
      const input = clean(body as ThingInput, req) as ThingInput & { _id: string; version?: number };
      const storeId = storeOf(req);
      const data = await write(input, async (tx) => {
        const [row] = await tx
          .select({ id: things.id, version: things.version })
          .from(things)
          .where(owned(things, storeId, eq(things.id, input._id)))
          .for('update');
        if (!row) throw missing();
        if (input.version !== undefined && row.version !== input.version) throw savedMeanwhile(resource.noun);
        await requireFree(tx, storeId, input, input._id);
        await check?.(tx, storeId, input, req);
        await tx
          .update(things)
          .set({
            name: input.name,
            ...columnsOf(input),
            version: nextVersion(things.version),
            updatedAt: new Date(),
          } as never)
          .where(eq(things.id, input._id));
        await attached.set(tx, storeId, input._id, input);
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
        const uses = detach ? [] : [...(await attached.whereUsed(tx, ids)), ...((await usedBy?.(tx, ids)) ?? [])];
        if (uses.length) {
          const [which, them] =
            rows.length === 1 ? [`“${rows[0]?.name}” is`, 'it'] : [`These ${resource.plural} are`, 'them'];
          throw conflict(`${which} shown on ${uses.join(' and ')}. Detach and delete, or keep ${them}.`);
        }
        // The links go with their thing (on delete cascade).
        await tx.delete(things).where(owned(things, storeId, inArray(things.id, ids)));
        return rows.length;
      });
      return { message: gone === 1 ? `The ${resource.noun} is deleted.` : `${countOf(gone, resource.noun)} deleted.` };
    },
  });
}

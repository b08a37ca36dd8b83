import { Column, type DriverValueDecoder, is, noopDecoder, type Query, SQL } from 'drizzle-orm';
import type { PgColumn, PgSelectBuilder } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** A selection of columns and SQL expressions, one level deep, as `db.select(fields)` takes it. */
export type FlatFields = Record<string, PgColumn | SQL | SQL.Aliased>;

type Decode = (value: unknown) => unknown;
/** What Drizzle keeps on an SQL expression for mapWith, and does not type. */
type Decoded = { decoder: DriverValueDecoder<unknown, unknown> };

function decoderOf(field: PgColumn | SQL | SQL.Aliased): Decode | undefined {
  const decoder = is(field, Column) ? field : ((is(field, SQL) ? field : field.sql) as unknown as Decoded).decoder;
  const identity = decoder === noopDecoder || decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue;
  return identity ? undefined : (value) => decoder.mapFromDriverValue(value);
}

/**
 * Turns a row of `fields`, read as values in the selection's order, into the object Drizzle
 * returns for it, with each field's decoder found once: Drizzle's own mapping looks up every
 * field's kind and decoder again for each value of each row (about 40 µs of a 25-row page).
 */
export function flatRowMapper(fields: FlatFields): (values: unknown[]) => Record<string, unknown> {
  const decoders = Object.entries(fields).map(([key, field]) => [key, decoderOf(field)] as const);
  return (values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < decoders.length; i++) {
      const [key, decode] = decoders[i] as (typeof decoders)[number];
      const value = values[i];
      row[key] = value === null || !decode ? value : decode(value);
    }
    return row;
  };
}

/**
 * `db.select(fields)` as `build` finishes it, prepared as a statement whose rows are mapped by
 * flatRowMapper. Give a name to keep it parsed and planned on each connection; run it at once
 * otherwise. Its rows are those Drizzle would answer.
 */
export function prepareFlat<F extends FlatFields, Q extends PromiseLike<unknown[]> & { toSQL(): Query }>(
  db: Db,
  name: string | undefined,
  fields: F,
  build: (select: PgSelectBuilder<F>) => Q,
) {
  const toRow = flatRowMapper(fields);
  return db._.session.prepareQuery<{ execute: Awaited<Q>; all: unknown; values: unknown }>(
    build(db.select(fields)).toSQL(),
    undefined,
    name,
    true,
    (rows) => rows.map(toRow) as Awaited<Q>,
  );
}

/** prepareFlat's statement run once, unnamed: a query built per call. */
export const selectFlat = <F extends FlatFields, Q extends PromiseLike<unknown[]> & { toSQL(): Query }>(
  db: Db,
  fields: F,
  build: (select: PgSelectBuilder<F>) => Q,
) => prepareFlat(db, undefined, fields, build).execute();

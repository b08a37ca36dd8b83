import { type SQL, sql } from 'drizzle-orm';

/** A typed array literal of bound parameters; drizzle would expand a bare JS array to a row. */
export const sqlArray = (values: readonly (string | number)[], type: 'uuid' | 'int' | 'text'): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

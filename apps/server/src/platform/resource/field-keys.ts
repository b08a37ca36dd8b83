/**
 * A simple resource's fields travel in snake_case (`hex_value`) and live in its table's columns
 * under the same names in camelCase (`hexValue`), as every table here keys its columns.
 */
export const columnKey = (field: string): string => field.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** A row's values of the fields, under the fields' own names. */
export const fieldsOf = (row: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((field) => [field, row[columnKey(field)]]));

import { dayOf } from '../dates';
import type { ListColumn } from './types';

/**
 * A column of the row's timestamp `field`: a day ("Nov 24, 2026"), or as `format` writes it
 * (`momentOf` adds the time). The product list draws it, so it loads with the console's list page.
 */
export function dateColumn<Field extends string, Row extends Record<Field, string>, Sort extends string = never>(
  field: Field,
  header: string,
  { sortKey, format = dayOf }: { sortKey?: Sort; format?: (iso: string) => string } = {},
): ListColumn<Row, Sort> {
  return { id: field, header, sortKey, cell: (row) => format(row[field]) };
}

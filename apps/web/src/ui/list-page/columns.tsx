import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '@stallfront/shared/rules';
import { CellText } from './CellText';
import { type Contact, ContactCell, TwoLineCell, type TwoLines } from './cells';
import { StatusBadge, type StatusLook } from './StatusBadge';
import type { ListColumn } from './types';

// Column builders for a screen's columns file: each returns one column of ListPage's `columns`,
// its row type taken from the list the column is put in. They load with the screens that use
// them, not with every console page (vite.config.ts); dateColumn, which the product list draws,
// is in date-column.ts.

type Priced<Field extends string> = Record<Field, number> & { currency: string };

/** Minor units of `field` in the row's own currency: "₹1,299.99". */
export const moneyOf = <Field extends string>(row: Priced<Field>, field: Field) =>
  formatMoney(row[field], row.currency);

/** Money in the row's currency, right-aligned; `strong` for the figure a row is about (a donation's amount). */
export function moneyColumn<Field extends string, Row extends Priced<Field>, Sort extends string = never>(
  field: Field,
  header: string,
  { sortKey, strong = false }: { sortKey?: Sort; strong?: boolean } = {},
): ListColumn<Row, Sort> {
  return {
    id: field,
    header,
    sortKey,
    align: 'right',
    cell: (row) => (strong ? <Text fw={500}>{moneyOf(row, field)}</Text> : moneyOf(row, field)),
  };
}

/** The row's status `field` as a badge of the look's words and colour. */
export function statusColumn<Field extends string, Status extends string, Row extends Record<Field, Status>>(
  field: Field,
  header: string,
  look: StatusLook<Status>,
): ListColumn<Row, never> {
  return { id: field, header, cell: (row) => <StatusBadge status={row[field]} look={look} /> };
}

/** A column that takes the width left: its cell must fit it (CellText cuts text to one line). */
function wideColumn<Row>(id: string, header: string, cell: (row: Row) => ReactNode): ListColumn<Row, never> {
  return { id, header, grow: true, cell };
}

/** Text that takes the width left, cut to one line (whole in a tooltip); `strong` for a name. */
export function textColumn<Row>(id: string, header: string, textOf: (row: Row) => string, { strong = false } = {}) {
  return wideColumn<Row>(id, header, (row) => (
    <CellText size="sm" fw={strong ? 500 : undefined}>
      {textOf(row)}
    </CellText>
  ));
}

/** A person: their name over their email or phone (ContactCell); takes the width left unless `grow` is false. */
export function contactColumn<Row>(id: string, header: string, contactOf: (row: Row) => Contact, { grow = true } = {}) {
  return { ...wideColumn<Row>(id, header, (row) => <ContactCell {...contactOf(row)} />), grow };
}

/** A title over a dimmed detail (TwoLineCell), taking the width left: a notice's title over its body. */
export function twoLineColumn<Row>(id: string, header: string, linesOf: (row: Row) => TwoLines) {
  return wideColumn<Row>(id, header, (row) => <TwoLineCell {...linesOf(row)} />);
}

import { and, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  SettlementLineItem,
  StatementItem,
  settlementLineCountQuery,
  statementCountQuery,
} from '@stallfront/shared';
import {
  type SettlementLineRow,
  settlementLines,
  type VendorStatementRow,
  vendorPayouts,
  vendorStatements,
  vendors,
} from '../../db/schema/index.js';
import { containing } from '../../platform/list/contact-search.js';
import { listResource } from '../../platform/list/list-resource.js';
import { owned } from '../../platform/store-scope.js';

/** The store, and the vendor whose rows alone the caller sees (a vendor's session), else null: every vendor. */
export interface SettlementScope {
  storeId: string;
  vendorId: string | null;
}

/** The vendor's own rows when the caller is a vendor; a filter's vendor otherwise. */
const vendorOf = (scope: SettlementScope, asked?: string) => scope.vendorId ?? asked;

export function lineItem(row: SettlementLineRow, vendorName: string): SettlementLineItem {
  return {
    _id: row.id,
    vendor_id: row.vendorId,
    vendor_name: vendorName,
    order_id: row.orderId,
    order_number: row.orderNumber,
    name: row.name,
    event: row.event,
    currency: row.currency,
    total: row.total,
    commission: row.commission,
    fee: row.fee,
    net: row.net,
    statement_id: row.statementId,
    created_on: row.createdAt.toISOString(),
  };
}

/** What has been paid out of a statement (payouts marked paid), and its live payout's status. */
export const paidOutOf = sql<string>`coalesce((select sum(p.amount) from ${vendorPayouts} p
  where p.statement_id = ${vendorStatements.id} and p.status = 'paid'), 0)`;
export const payoutStatusOf = sql<string | null>`(select p.status from ${vendorPayouts} p
  where p.statement_id = ${vendorStatements.id} order by (p.status <> 'failed') desc, p.updated_at desc limit 1)`;

export function statementItem(
  row: VendorStatementRow,
  vendorName: string,
  paidOut: number,
  payoutStatus: string | null,
): StatementItem {
  return {
    _id: row.id,
    vendor_id: row.vendorId,
    vendor_name: vendorName,
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
    currency: row.currency,
    line_count: row.lineCount,
    total: row.total,
    commission: row.commission,
    fee: row.fee,
    net: row.net,
    paid_out: paidOut,
    payout_status: (payoutStatus ?? 'unpaid') as StatementItem['payout_status'],
    created_on: row.createdAt.toISOString(),
  };
}

const STATEMENT_CSV = [
  'vendor_name',
  'period_start',
  'period_end',
  'line_count',
  'currency',
  'total',
  'commission',
  'fee',
  'net',
  'paid_out',
  'payout_status',
] as const;
export const LINE_CSV = [
  'order_number',
  'name',
  'vendor_name',
  'event',
  'currency',
  'total',
  'commission',
  'fee',
  'net',
  'statement_id',
  'created_on',
] as const;

type StatementFilters = z.output<typeof statementCountQuery>;
export const statementList = listResource({
  table: vendorStatements,
  columns: { statement: vendorStatements, vendorName: vendors.companyName, paidOut: paidOutOf, payout: payoutStatusOf },
  joins: (query) => query.innerJoin(vendors, eq(vendors.id, vendorStatements.vendorId)),
  where: (scope: SettlementScope, filters: StatementFilters) => {
    const vendorId = vendorOf(scope, filters.vendor_id);
    const pattern = filters.search ? containing(filters.search) : null;
    return owned(
      vendorStatements,
      scope.storeId,
      vendorId ? eq(vendorStatements.vendorId, vendorId) : undefined,
      pattern ? or(ilike(vendors.companyName, pattern), ilike(vendors.name, pattern)) : undefined,
    );
  },
  sorts: { created: vendorStatements.createdAt, net: vendorStatements.net },
  toItem: ({ statement, vendorName, paidOut, payout }) => statementItem(statement, vendorName, Number(paidOut), payout),
  csv: { fileName: 'vendor-statements.csv', maxRows: 100_000, columns: STATEMENT_CSV },
});

type LineFilters = z.output<typeof settlementLineCountQuery> | { open?: boolean | 'true' | 'false' };
const openOf = (open: unknown): boolean | undefined =>
  open === undefined ? undefined : open === true || open === 'true';

export const settlementLineList = listResource({
  table: settlementLines,
  columns: { line: settlementLines, vendorName: vendors.companyName },
  joins: (query) => query.innerJoin(vendors, eq(vendors.id, settlementLines.vendorId)),
  where: (
    scope: SettlementScope,
    filters: LineFilters & { vendor_id?: string; statement_id?: string; search?: string },
  ) => {
    const vendorId = vendorOf(scope, filters.vendor_id);
    const open = openOf(filters.open);
    const pattern = filters.search ? containing(filters.search) : null;
    const number =
      filters.search && /^\d{1,9}$/.test(filters.search.replace(/^#/, ''))
        ? Number(filters.search.replace(/^#/, ''))
        : null;
    const conditions: (SQL | undefined)[] = [
      vendorId ? eq(settlementLines.vendorId, vendorId) : undefined,
      filters.statement_id ? eq(settlementLines.statementId, filters.statement_id) : undefined,
      open === true
        ? isNull(settlementLines.statementId)
        : open === false
          ? sql`${settlementLines.statementId} is not null`
          : undefined,
      pattern
        ? or(
            ilike(settlementLines.name, pattern),
            ilike(vendors.companyName, pattern),
            number !== null ? eq(settlementLines.orderNumber, number) : undefined,
          )
        : undefined,
    ];
    return owned(settlementLines, scope.storeId, and(...conditions));
  },
  sorts: { created: settlementLines.createdAt },
  toItem: ({ line, vendorName }) => lineItem(line, vendorName),
  csv: { fileName: 'vendor-settlement-lines.csv', maxRows: 100_000, columns: LINE_CSV },
});

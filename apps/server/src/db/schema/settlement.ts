import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PayoutMethod, PayoutStatus, SettlementEvent } from '@stallfront/shared';
import { storeRef } from './columns.js';
import { orderLines, orders } from './orders.js';
import { vendors } from './users.js';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * A closed settlement period of one vendor (docs/vendors.md): its figures are the sums of its
 * lines, and closing it moved `net` from the vendor's unsettled account to settled in one
 * ledger transaction (`transaction_id`). A vendor's next period starts where its last ended.
 */
export const vendorStatements = pgTable(
  'vendor_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    lineCount: integer('line_count').notNull(),
    total: money('total'),
    commission: money('commission'),
    fee: money('fee'),
    net: money('net'),
    transactionId: uuid('transaction_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_statements_vendor_period_key').on(t.vendorId, t.periodStart),
    index('vendor_statements_store_created_idx').on(t.storeId, t.createdAt, t.id),
    index('vendor_statements_store_vendor_idx').on(t.storeId, t.vendorId, t.createdAt),
  ],
);

/**
 * A vendor line's settlement: its sale when the order became paid, its reversal when a paid
 * order was refunded or cancelled. One row per line and event (unique), written in the same
 * transaction as its ledger posting, so each is posted exactly once.
 */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    orderNumber: integer('order_number').notNull(),
    name: text('name').notNull(),
    event: text('event').$type<SettlementEvent>().notNull(),
    currency: text('currency').notNull(),
    /** Minor units; a reversal's are negative. total = commission + fee + net. */
    total: money('total'),
    commission: money('commission'),
    fee: money('fee'),
    net: money('net'),
    /** The ledger transaction; null for a line of total 0, which posts nothing. */
    transactionId: uuid('transaction_id'),
    statementId: uuid('statement_id').references(() => vendorStatements.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('settlement_lines_line_event_key').on(t.orderLineId, t.event),
    index('settlement_lines_store_created_idx').on(t.storeId, t.createdAt, t.id),
    index('settlement_lines_open_idx').on(t.storeId, t.vendorId, t.createdAt).where(sql`${t.statementId} is null`),
    index('settlement_lines_statement_idx').on(t.statementId),
  ],
);

/**
 * A payout of a statement's settled amount. Pending posts settled -> paid_out:{method}; failed
 * posts it back; a retry posts it again. At most one payout of a statement is pending or paid.
 */
export const vendorPayouts = pgTable(
  'vendor_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => vendorStatements.id, { onDelete: 'cascade' }),
    amount: money('amount'),
    currency: text('currency').notNull(),
    method: text('method').$type<PayoutMethod>().notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<PayoutStatus>().notNull(),
    attempts: integer('attempts').notNull().default(1),
    note: text('note'),
    /** A Stripe transfer's connected account, kept so an attempt asked again sends the same request. */
    destination: text('destination'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_payouts_statement_live_key').on(t.statementId).where(sql`${t.status} <> 'failed'`),
    index('vendor_payouts_store_created_idx').on(t.storeId, t.createdAt, t.id),
    index('vendor_payouts_store_vendor_idx').on(t.storeId, t.vendorId, t.createdAt),
  ],
);

export type SettlementLineRow = typeof settlementLines.$inferSelect;
export type VendorStatementRow = typeof vendorStatements.$inferSelect;
export type VendorPayoutRow = typeof vendorPayouts.$inferSelect;

import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LEDGER_ACCOUNTS,
  type PayoutActionBody,
  type PayoutItem,
  type PayoutMethod,
  payoutActionRefusal,
  type payoutCountQuery,
  type payoutCreateBody,
  payoutRefusal,
  transfer,
} from '@stallfront/shared';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { type VendorPayoutRow, vendorPayouts, vendorStatements, vendors } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { balanceOf, post } from '../../platform/ledger/ledger.js';
import { containing } from '../../platform/list/contact-search.js';
import { listResource } from '../../platform/list/list-resource.js';
import { foundOr404, owned } from '../../platform/store-scope.js';
import type { SettlementScope } from '../settlement/settlement.repo.js';

/**
 * How a payout leaves the store. Bank transfer is the one method now: the owner sends the money
 * from the bank and records its reference, so the transfer is pending until marked paid (or
 * failed, when the bank returns it). A provider's payout API would answer paid or failed itself.
 */
export interface PayoutMethodHandler {
  readonly id: PayoutMethod;
  send(payout: {
    amount: number;
    currency: string;
    reference: string;
  }): Promise<{ status: 'pending' | 'paid' | 'failed'; reference: string }>;
}

const bankTransfer: PayoutMethodHandler = {
  id: 'bank_transfer',
  send: async ({ reference }) => ({ status: 'pending', reference }),
};
const METHODS: Record<PayoutMethod, PayoutMethodHandler> = { bank_transfer: bankTransfer };

export function payoutItem(row: VendorPayoutRow, vendorName: string): PayoutItem {
  return {
    _id: row.id,
    statement_id: row.statementId,
    vendor_id: row.vendorId,
    vendor_name: vendorName,
    amount: row.amount,
    currency: row.currency,
    method: row.method,
    reference: row.reference,
    status: row.status,
    attempts: row.attempts,
    note: row.note,
    created_on: row.createdAt.toISOString(),
    updated_on: row.updatedAt.toISOString(),
  };
}

type Filters = z.output<typeof payoutCountQuery>;
export const payoutList = listResource({
  table: vendorPayouts,
  columns: { payout: vendorPayouts, vendorName: vendors.companyName },
  joins: (query) => query.innerJoin(vendors, eq(vendors.id, vendorPayouts.vendorId)),
  where: (scope: SettlementScope, filters: Filters) => {
    const vendorId = scope.vendorId ?? filters.vendor_id;
    const pattern = filters.search ? containing(filters.search) : null;
    return owned(
      vendorPayouts,
      scope.storeId,
      vendorId ? eq(vendorPayouts.vendorId, vendorId) : undefined,
      filters.status ? eq(vendorPayouts.status, filters.status) : undefined,
      pattern ? or(ilike(vendors.companyName, pattern), ilike(vendorPayouts.reference, pattern)) : undefined,
    );
  },
  sorts: { created: vendorPayouts.createdAt, amount: vendorPayouts.amount },
  toItem: ({ payout, vendorName }) => payoutItem(payout, vendorName),
  csv: {
    fileName: 'vendor-payouts.csv',
    maxRows: 100_000,
    columns: [
      'vendor_name',
      'amount',
      'currency',
      'method',
      'reference',
      'status',
      'attempts',
      'note',
      'created_on',
      'updated_on',
      'statement_id',
    ],
  },
});

async function lockVendor(tx: Tx, storeId: string, vendorId: string) {
  await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.storeId, storeId), eq(vendors.id, vendorId)))
    .for('update');
}

const settledOf = (vendorId: string) => LEDGER_ACCOUNTS.vendorSettled(vendorId);

/** Moves a payout's amount out of the vendor's settled account; refused when the balance does not hold it. */
async function sendOut(
  tx: Tx,
  storeId: string,
  payout: { vendorId: string; amount: number; currency: string; method: PayoutMethod; reference: string },
) {
  const settled = await balanceOf(tx, storeId, settledOf(payout.vendorId));
  if (payout.amount > settled) throw badRequest("amount: more than the vendor's settled balance");
  await post(tx, {
    storeId,
    currency: payout.currency,
    memo: `Payout by ${payout.method.replace('_', ' ')}: ${payout.reference}`,
    postings: transfer(settledOf(payout.vendorId), LEDGER_ACCOUNTS.paidOut(payout.method), payout.amount),
  });
}

/**
 * Pays a statement out. The vendor row is locked first, so two payouts at once queue: the
 * second sees the first (409) and the balance it left. At most one payout of a statement is
 * pending or paid (a partial unique index backs the check).
 */
export async function createPayout(
  db: Db,
  storeId: string,
  input: z.output<typeof payoutCreateBody>,
  now: Date,
): Promise<PayoutItem> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ statement: vendorStatements })
      .from(vendorStatements)
      .where(owned(vendorStatements, storeId, eq(vendorStatements.id, input.statement_id)));
    const statement = foundOr404(found ? [found.statement] : [], 'statement');
    await lockVendor(tx, storeId, statement.vendorId);
    const live = await tx
      .select({ id: vendorPayouts.id, status: vendorPayouts.status })
      .from(vendorPayouts)
      .where(and(eq(vendorPayouts.statementId, statement.id), sql`${vendorPayouts.status} <> 'failed'`));
    if (live.length > 0) throw conflict(`statement_id: this statement already has a payout ${live[0]?.status}`);
    const amount = input.amount ?? statement.net;
    const settled = await balanceOf(tx, storeId, settledOf(statement.vendorId));
    const refusal = payoutRefusal(amount, statement.net, settled);
    if (refusal) throw badRequest(refusal);
    const sent = await METHODS[input.method].send({ amount, currency: statement.currency, reference: input.reference });
    if (sent.status !== 'failed') {
      await sendOut(tx, storeId, {
        vendorId: statement.vendorId,
        amount,
        currency: statement.currency,
        method: input.method,
        reference: sent.reference,
      });
    }
    const [row] = await tx
      .insert(vendorPayouts)
      .values({
        storeId,
        vendorId: statement.vendorId,
        statementId: statement.id,
        amount,
        currency: statement.currency,
        method: input.method,
        reference: sent.reference,
        status: sent.status,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return withVendor(tx, row as VendorPayoutRow);
  });
}

async function withVendor(db: DbOrTx, row: VendorPayoutRow): Promise<PayoutItem> {
  const [vendor] = await db.select({ name: vendors.companyName }).from(vendors).where(eq(vendors.id, row.vendorId));
  return payoutItem(row, vendor?.name ?? '');
}

/** Mark paid, mark failed (the amount goes back to settled), or retry a failed payout (it goes out again). */
export async function actOnPayout(db: Db, storeId: string, input: PayoutActionBody, now: Date): Promise<PayoutItem> {
  return db.transaction(async (tx) => {
    const [peek] = await tx
      .select({ vendorId: vendorPayouts.vendorId })
      .from(vendorPayouts)
      .where(owned(vendorPayouts, storeId, eq(vendorPayouts.id, input._id)));
    const { vendorId } = foundOr404(peek ? [peek] : [], 'payout');
    await lockVendor(tx, storeId, vendorId);
    const [payout] = await tx.select().from(vendorPayouts).where(eq(vendorPayouts.id, input._id)).for('update');
    if (!payout) throw conflict('This payout changed; reload.');
    const refusal = payoutActionRefusal(payout.status, input.action);
    if (refusal) throw conflict(refusal);
    let change: Partial<VendorPayoutRow>;
    if (input.action === 'mark_paid') change = { status: 'paid' };
    else if (input.action === 'mark_failed') {
      await post(tx, {
        storeId,
        currency: payout.currency,
        memo: `Payout failed: ${payout.reference}`,
        postings: transfer(LEDGER_ACCOUNTS.paidOut(payout.method), settledOf(payout.vendorId), payout.amount),
      });
      change = { status: 'failed', note: input.note ?? null };
    } else {
      const live = await tx
        .select({ id: vendorPayouts.id })
        .from(vendorPayouts)
        .where(and(eq(vendorPayouts.statementId, payout.statementId), sql`${vendorPayouts.status} <> 'failed'`));
      if (live.length > 0) throw conflict('statement_id: this statement already has another payout pending or paid');
      const reference = input.reference ?? payout.reference;
      await sendOut(tx, storeId, {
        vendorId: payout.vendorId,
        amount: payout.amount,
        currency: payout.currency,
        method: payout.method,
        reference,
      });
      change = { status: 'pending', reference, attempts: payout.attempts + 1, note: null };
    }
    const [row] = await tx
      .update(vendorPayouts)
      .set({ ...change, updatedAt: now })
      .where(eq(vendorPayouts.id, payout.id))
      .returning();
    return withVendor(tx, row as VendorPayoutRow);
  });
}

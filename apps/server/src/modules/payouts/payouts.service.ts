import { randomUUID } from 'node:crypto';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LEDGER_ACCOUNTS,
  type PayoutActionBody,
  type PayoutItem,
  type PayoutMethod,
  type PayoutMethodOption,
  payoutActionRefusal,
  type payoutCountQuery,
  type payoutCreateBody,
  payoutRefusal,
  transfer,
} from '@stallfront/shared';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { type VendorPayoutRow, stores, vendorPayouts, vendorStatements, vendors } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { balanceOf, post } from '../../platform/ledger/ledger.js';
import { containing } from '../../platform/list/contact-search.js';
import { listResource } from '../../platform/list/list-resource.js';
import { foundOr404, owned } from '../../platform/store-scope.js';
import { type GatewayConfig, keysFor } from '../payments/gateway.service.js';
import type { ProviderKeys } from '../payments/provider.js';
import type { SettlementScope } from '../settlement/settlement.repo.js';
import { sendStripeTransfer, type TransferOutcome } from './stripe-transfer.js';

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
  const [vendor] = await tx
    .select({ id: vendors.id, name: vendors.companyName, payoutAccount: vendors.payoutAccount })
    .from(vendors)
    .where(and(eq(vendors.storeId, storeId), eq(vendors.id, vendorId)))
    .for('update');
  return vendor;
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

/** Gives a payout's amount back to the vendor's settled account (a bank transfer returned, a Stripe transfer refused). */
async function giveBack(tx: Tx, storeId: string, payout: VendorPayoutRow, why: string) {
  await post(tx, {
    storeId,
    currency: payout.currency,
    memo: `Payout failed: ${why}`,
    postings: transfer(LEDGER_ACCOUNTS.paidOut(payout.method), settledOf(payout.vendorId), payout.amount),
  });
}

/** What a store lacks for Stripe transfers (its payout gateway, its Stripe keys), else its keys. */
async function storeStripe(
  db: Db,
  gc: GatewayConfig | undefined,
  storeId: string,
): Promise<{ keys: ProviderKeys; missing: null } | { keys: null; missing: string }> {
  const [store] = await db.select({ gateway: stores.payoutGateway }).from(stores).where(eq(stores.id, storeId));
  if (store?.gateway?.provider !== 'stripe' || !store.gateway.enabled) {
    return {
      keys: null,
      missing: "method: Stripe transfers need the store's payout gateway set to Stripe and turned on",
    };
  }
  const keys = gc ? await keysFor(db, gc, storeId, 'stripe') : null;
  if (!keys)
    return { keys: null, missing: "method: Stripe transfers need the store's Stripe keys (Payment gateway settings)" };
  return { keys, missing: null };
}

const noAccount = (vendorName: string) =>
  `method: ${vendorName} has no Stripe payout account; add its acct_ id on the vendor's form`;

/** The methods the owner may pay a vendor with: bank transfer always, Stripe transfer when all it needs is there. */
export async function payoutMethods(
  db: Db,
  gc: GatewayConfig,
  storeId: string,
  vendorId: string,
): Promise<PayoutMethodOption[]> {
  const [vendor] = await db
    .select({ name: vendors.companyName, payoutAccount: vendors.payoutAccount })
    .from(vendors)
    .where(and(eq(vendors.storeId, storeId), eq(vendors.id, vendorId)));
  const { name, payoutAccount } = foundOr404(vendor ? [vendor] : [], 'vendor');
  const stripe = await storeStripe(db, gc, storeId);
  const missing = stripe.missing ?? (payoutAccount ? null : noAccount(name));
  return [
    { method: 'bank_transfer', available: true, missing: null },
    { method: 'stripe_transfer', available: !missing, missing: missing?.replace(/^method: /, '') ?? null },
  ];
}

interface Attempt {
  payout: VendorPayoutRow;
  /** The attempt was sent before and its answer never came: ask again with the same key. */
  askingAgain: boolean;
}

/**
 * Sends a Stripe attempt that is already written (pending, the money in paid_out), then records
 * the answer in its own transaction: paid with the transfer id, failed with Stripe's message and
 * the money back, or pending when no answer came. The network call is outside any transaction, so
 * a slow Stripe holds no lock; a crash between leaves the payout pending, and retry asks again.
 */
async function sendAttempt(
  db: Db,
  keys: ProviderKeys,
  storeId: string,
  { payout, askingAgain }: Attempt,
  now: Date,
): Promise<PayoutItem> {
  const outcome = await sendStripeTransfer(
    keys,
    {
      payoutId: payout.id,
      statementId: payout.statementId,
      storeId,
      attempt: payout.attempts,
      amount: payout.amount,
      currency: payout.currency,
      destination: payout.destination ?? '',
    },
    askingAgain,
  );
  return recordAnswer(db, storeId, payout, outcome, now);
}

async function recordAnswer(
  db: Db,
  storeId: string,
  sent: VendorPayoutRow,
  outcome: TransferOutcome,
  now: Date,
): Promise<PayoutItem> {
  return db.transaction(async (tx) => {
    await lockVendor(tx, storeId, sent.vendorId);
    const [payout] = await tx.select().from(vendorPayouts).where(eq(vendorPayouts.id, sent.id)).for('update');
    if (!payout) throw conflict('This payout changed; reload.');
    // Another request recorded this attempt's answer first: it stands.
    if (payout.status !== 'pending' || payout.attempts !== sent.attempts) return withVendor(tx, payout);
    let change: Partial<VendorPayoutRow>;
    if (outcome.kind === 'paid') change = { status: 'paid', reference: outcome.transferId, note: null };
    else if (outcome.kind === 'failed') {
      await giveBack(tx, storeId, payout, `Stripe refused attempt ${payout.attempts}`);
      change = { status: 'failed', note: `Stripe: ${outcome.message}` };
    } else {
      change = {
        note: `Stripe did not answer (${outcome.message}). Retry asks again with the same key, so it cannot pay twice.`,
      };
    }
    const [row] = await tx
      .update(vendorPayouts)
      .set({ ...change, updatedAt: now })
      .where(eq(vendorPayouts.id, payout.id))
      .returning();
    return withVendor(tx, row as VendorPayoutRow);
  });
}

/**
 * Pays a statement out. The vendor row is locked first, so two payouts at once queue: the
 * second sees the first (409) and the balance it left. At most one payout of a statement is
 * pending or paid (a partial unique index backs the check). A Stripe transfer is written
 * pending first (the money leaves settled), then sent (`sendAttempt`).
 */
export async function createPayout(
  db: Db,
  storeId: string,
  input: z.output<typeof payoutCreateBody>,
  now: Date,
  gc?: GatewayConfig,
): Promise<PayoutItem> {
  const stripe = input.method === 'stripe_transfer' ? await storeStripe(db, gc, storeId) : null;
  if (stripe?.missing) throw conflict(stripe.missing);
  const written = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ statement: vendorStatements })
      .from(vendorStatements)
      .where(owned(vendorStatements, storeId, eq(vendorStatements.id, input.statement_id)));
    const statement = foundOr404(found ? [found.statement] : [], 'statement');
    const vendor = await lockVendor(tx, storeId, statement.vendorId);
    if (stripe && !vendor?.payoutAccount) throw conflict(noAccount(vendor?.name ?? 'The vendor'));
    const live = await tx
      .select({ id: vendorPayouts.id, status: vendorPayouts.status })
      .from(vendorPayouts)
      .where(and(eq(vendorPayouts.statementId, statement.id), sql`${vendorPayouts.status} <> 'failed'`));
    if (live.length > 0) throw conflict(`statement_id: this statement already has a payout ${live[0]?.status}`);
    const amount = input.amount ?? statement.net;
    const settled = await balanceOf(tx, storeId, settledOf(statement.vendorId));
    const refusal = payoutRefusal(amount, statement.net, settled);
    if (refusal) throw badRequest(refusal);
    const id = randomUUID();
    await sendOut(tx, storeId, {
      vendorId: statement.vendorId,
      amount,
      currency: statement.currency,
      method: input.method,
      reference: stripe ? `payout ${id}, attempt 1` : input.reference,
    });
    const [row] = await tx
      .insert(vendorPayouts)
      .values({
        id,
        storeId,
        vendorId: statement.vendorId,
        statementId: statement.id,
        amount,
        currency: statement.currency,
        method: input.method,
        reference: stripe ? '' : input.reference,
        destination: stripe ? (vendor?.payoutAccount ?? null) : null,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row as VendorPayoutRow;
  });
  if (!stripe?.keys) return withVendor(db, written);
  return sendAttempt(db, stripe.keys, storeId, { payout: written, askingAgain: false }, now);
}

async function withVendor(db: DbOrTx, row: VendorPayoutRow): Promise<PayoutItem> {
  const [vendor] = await db.select({ name: vendors.companyName }).from(vendors).where(eq(vendors.id, row.vendorId));
  return payoutItem(row, vendor?.name ?? '');
}

/**
 * Mark paid, mark failed (the amount goes back to settled), or retry a failed payout (it goes
 * out again). A Stripe transfer is only retried: a failed one as a new attempt (a new key, to the
 * vendor's account now), a pending one (no answer came) as the same attempt asked again.
 */
export async function actOnPayout(
  db: Db,
  storeId: string,
  input: PayoutActionBody,
  now: Date,
  gc?: GatewayConfig,
): Promise<PayoutItem> {
  const [peek] = await db
    .select({ method: vendorPayouts.method })
    .from(vendorPayouts)
    .where(owned(vendorPayouts, storeId, eq(vendorPayouts.id, input._id)));
  const stripe =
    peek?.method === 'stripe_transfer' && input.action === 'retry' ? await storeStripe(db, gc, storeId) : null;
  if (stripe?.missing) throw conflict(stripe.missing);
  const done = await db.transaction(async (tx): Promise<Attempt | PayoutItem> => {
    const [found] = await tx
      .select({ vendorId: vendorPayouts.vendorId })
      .from(vendorPayouts)
      .where(owned(vendorPayouts, storeId, eq(vendorPayouts.id, input._id)));
    const { vendorId } = foundOr404(found ? [found] : [], 'payout');
    const vendor = await lockVendor(tx, storeId, vendorId);
    const [payout] = await tx.select().from(vendorPayouts).where(eq(vendorPayouts.id, input._id)).for('update');
    if (!payout) throw conflict('This payout changed; reload.');
    const refusal = payoutActionRefusal(payout.status, input.action, payout.method);
    if (refusal) throw conflict(refusal);
    if (stripe && payout.status === 'pending') return { payout, askingAgain: true };
    let change: Partial<VendorPayoutRow>;
    if (input.action === 'mark_paid') change = { status: 'paid' };
    else if (input.action === 'mark_failed') {
      await giveBack(tx, storeId, payout, payout.reference);
      change = { status: 'failed', note: input.note ?? null };
    } else {
      const live = await tx
        .select({ id: vendorPayouts.id })
        .from(vendorPayouts)
        .where(and(eq(vendorPayouts.statementId, payout.statementId), sql`${vendorPayouts.status} <> 'failed'`));
      if (live.length > 0) throw conflict('statement_id: this statement already has another payout pending or paid');
      if (stripe && !vendor?.payoutAccount) throw conflict(noAccount(vendor?.name ?? 'The vendor'));
      const attempts = payout.attempts + 1;
      const reference = stripe ? '' : (input.reference ?? payout.reference);
      await sendOut(tx, storeId, {
        vendorId: payout.vendorId,
        amount: payout.amount,
        currency: payout.currency,
        method: payout.method,
        reference: stripe ? `payout ${payout.id}, attempt ${attempts}` : reference,
      });
      change = {
        status: 'pending',
        reference,
        attempts,
        note: null,
        ...(stripe ? { destination: vendor?.payoutAccount ?? null } : {}),
      };
    }
    const [row] = await tx
      .update(vendorPayouts)
      .set({ ...change, updatedAt: now })
      .where(eq(vendorPayouts.id, payout.id))
      .returning();
    if (stripe) return { payout: row as VendorPayoutRow, askingAgain: false };
    return withVendor(tx, row as VendorPayoutRow);
  });
  if (!stripe?.keys || !('askingAgain' in done)) return done as PayoutItem;
  return sendAttempt(db, stripe.keys, storeId, done, now);
}

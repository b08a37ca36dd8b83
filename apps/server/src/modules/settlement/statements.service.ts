import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  LEDGER_ACCOUNTS,
  type StatementDetail,
  type StatementItem,
  statementTotals,
  transfer,
} from '@stallfront/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { settlementLines, stores, vendorStatements, vendors } from '../../db/schema/index.js';
import { toCsv } from '../../platform/files/csv.js';
import { balances, post } from '../../platform/ledger/ledger.js';
import { foundOr404, owned } from '../../platform/store-scope.js';
import {
  LINE_CSV,
  lineItem,
  paidOutOf,
  payoutStatusOf,
  type SettlementScope,
  statementItem,
} from './settlement.repo.js';

/**
 * Closes a vendor's open lines paid before `cutoff` into one statement, in one transaction: the
 * statement's figures are the sums of its lines, and its net moves from the vendor's unsettled
 * account to settled. The vendor row is locked, so two closes of one vendor queue; the second
 * finds no open lines. A period whose net is not above zero (reversals of lines already paid out
 * outweigh its sales) stays open until later sales cover it. Answers the statement or null.
 */
export async function closeVendorPeriod(
  db: Db,
  storeId: string,
  vendorId: string,
  cutoff: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [vendor] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.storeId, storeId), eq(vendors.id, vendorId)))
      .for('update');
    if (!vendor) return null;
    const open = await tx
      .select()
      .from(settlementLines)
      .where(
        and(
          eq(settlementLines.storeId, storeId),
          eq(settlementLines.vendorId, vendorId),
          isNull(settlementLines.statementId),
          lt(settlementLines.createdAt, cutoff),
        ),
      )
      .orderBy(asc(settlementLines.createdAt))
      .for('update');
    if (open.length === 0) return null;
    const sums = statementTotals(open);
    if (sums.net <= 0) return null;
    const [last] = await tx
      .select({ periodEnd: vendorStatements.periodEnd })
      .from(vendorStatements)
      .where(eq(vendorStatements.vendorId, vendorId))
      .orderBy(desc(vendorStatements.periodEnd))
      .limit(1);
    const first = open[0] as (typeof open)[number];
    const periodStart = last?.periodEnd ?? first.createdAt;
    const currency = first.currency;
    const transactionId = await post(tx, {
      storeId,
      currency,
      memo: `Statement of ${periodStart.toISOString().slice(0, 10)} to ${cutoff.toISOString().slice(0, 10)}`,
      postings: transfer(LEDGER_ACCOUNTS.vendorUnsettled(vendorId), LEDGER_ACCOUNTS.vendorSettled(vendorId), sums.net),
      // Dated at the period's end, so the wallet reads the period's sales, then its statement.
      at: cutoff,
    });
    const [statement] = await tx
      .insert(vendorStatements)
      .values({
        storeId,
        vendorId,
        periodStart,
        periodEnd: cutoff,
        currency,
        lineCount: sums.lines,
        total: sums.total,
        commission: sums.commission,
        fee: sums.fee,
        net: sums.net,
        transactionId,
      })
      .returning({ id: vendorStatements.id });
    const id = (statement as { id: string }).id;
    await tx
      .update(settlementLines)
      .set({ statementId: id })
      .where(
        inArray(
          settlementLines.id,
          open.map((l) => l.id),
        ),
      );
    return id;
  });
}

/** Closes every vendor's (or one vendor's) open lines before `cutoff`; answers the statements made. */
export async function closePeriod(db: Db, storeId: string, cutoff: Date, vendorId?: string): Promise<string[]> {
  const due = await db
    .selectDistinct({ vendorId: settlementLines.vendorId })
    .from(settlementLines)
    .where(
      and(
        eq(settlementLines.storeId, storeId),
        isNull(settlementLines.statementId),
        lt(settlementLines.createdAt, cutoff),
        vendorId ? eq(settlementLines.vendorId, vendorId) : undefined,
      ),
    )
    .orderBy(settlementLines.vendorId);
  const made: string[] = [];
  for (const row of due) {
    const id = await closeVendorPeriod(db, storeId, row.vendorId, cutoff);
    if (id) made.push(id);
  }
  return made;
}

/** The weekly job: every store with open lines from before this week's start. */
export async function closeAllStores(db: Db, cutoff: Date): Promise<number> {
  const due = await db
    .selectDistinct({ storeId: settlementLines.storeId })
    .from(settlementLines)
    .where(and(isNull(settlementLines.statementId), lt(settlementLines.createdAt, cutoff)));
  let made = 0;
  for (const { storeId } of due) made += (await closePeriod(db, storeId, cutoff)).length;
  return made;
}

async function statementRows(db: DbOrTx, scope: SettlementScope, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      statement: vendorStatements,
      vendorName: vendors.companyName,
      paidOut: paidOutOf,
      payout: payoutStatusOf,
    })
    .from(vendorStatements)
    .innerJoin(vendors, eq(vendors.id, vendorStatements.vendorId))
    .where(
      owned(
        vendorStatements,
        scope.storeId,
        inArray(vendorStatements.id, ids),
        scope.vendorId ? eq(vendorStatements.vendorId, scope.vendorId) : undefined,
      ),
    )
    .orderBy(vendors.companyName);
}

export async function statementItems(db: DbOrTx, scope: SettlementScope, ids: string[]): Promise<StatementItem[]> {
  return (await statementRows(db, scope, ids)).map((r) =>
    statementItem(r.statement, r.vendorName, Number(r.paidOut), r.payout),
  );
}

/** One statement with its lines; another vendor's (or another store's) is a 404. */
export async function statementDetail(db: DbOrTx, scope: SettlementScope, id: string): Promise<StatementDetail> {
  const row = foundOr404(await statementRows(db, scope, [id]), 'statement');
  const lines = await db
    .select()
    .from(settlementLines)
    .where(and(eq(settlementLines.storeId, scope.storeId), eq(settlementLines.statementId, id)))
    .orderBy(asc(settlementLines.createdAt), asc(settlementLines.id));
  return {
    ...statementItem(row.statement, row.vendorName, Number(row.paidOut), row.payout),
    lines: lines.map((l) => lineItem(l, row.vendorName)),
  };
}

export async function statementCsv(db: DbOrTx, scope: SettlementScope, id: string) {
  const detail = await statementDetail(db, scope, id);
  const rows = [
    ...detail.lines,
    {
      order_number: '',
      name: 'Statement total',
      vendor_name: detail.vendor_name,
      event: '',
      currency: detail.currency,
      total: detail.total,
      commission: detail.commission,
      fee: detail.fee,
      net: detail.net,
      statement_id: detail._id,
      created_on: detail.created_on,
    },
  ];
  const day = detail.period_end.slice(0, 10);
  return {
    name: `statement-${detail.vendor_name.replace(/[^\w-]+/g, '-').toLowerCase()}-${day}.csv`,
    file: toCsv(LINE_CSV, rows),
  };
}

/** Each vendor's balances from the ledger: unsettled, settled (owed, not yet paid out) and paid out. */
export async function settlementSummary(db: DbOrTx, scope: SettlementScope) {
  const vendorRows = await db
    .select({ id: vendors.id, name: vendors.companyName })
    .from(vendors)
    .where(owned(vendors, scope.storeId, scope.vendorId ? eq(vendors.id, scope.vendorId) : undefined))
    .orderBy(vendors.companyName);
  const [store] = await db.select({ currency: stores.currency }).from(stores).where(eq(stores.id, scope.storeId));
  const accounts = vendorRows.flatMap((v) => [
    LEDGER_ACCOUNTS.vendorUnsettled(v.id),
    LEDGER_ACCOUNTS.vendorSettled(v.id),
  ]);
  const held = await balances(db, scope.storeId, accounts);
  const paid = await db.execute<{ vendor_id: string; paid: string }>(sql`
    select vendor_id, sum(amount) as paid from vendor_payouts
    where store_id = ${scope.storeId} and status = 'paid' group by vendor_id`);
  const paidBy = new Map(
    (paid as unknown as { rows: { vendor_id: string; paid: string }[] }).rows.map((r) => [r.vendor_id, Number(r.paid)]),
  );
  return vendorRows.map((v) => ({
    vendor_id: v.id,
    vendor_name: v.name,
    currency: store?.currency ?? 'USD',
    unsettled: held.get(LEDGER_ACCOUNTS.vendorUnsettled(v.id)) ?? 0,
    settled: held.get(LEDGER_ACCOUNTS.vendorSettled(v.id)) ?? 0,
    paid_out: paidBy.get(v.id) ?? 0,
  }));
}

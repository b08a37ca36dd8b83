import { randomUUID } from 'node:crypto';
import { eq, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, orderLines, orders, settlementLines, vendorStatements } from '../src/db/schema/index.js';
import { HttpError } from '../src/platform/errors.js';
import { actOnPayout, createPayout } from '../src/modules/payouts/payouts.service.js';
import { settleOrder } from '../src/modules/settlement/settle-order.js';
import { closePeriod } from '../src/modules/settlement/statements.service.js';
import { startTestApp, type TestApp } from './harness.js';
import { type Marketplace, marketplace } from './settlement-fixtures.js';

let t: TestApp;
let m: Marketplace;
let number = 50_000;

beforeAll(async () => {
  t = await startTestApp();
  m = await marketplace(t);
});
afterAll(() => t.close());

const db = () => t.app.ctx.db;
const now = () => t.app.ctx.now();

/** A paid order with one line of a vendor, written straight to the tables, then settled as checkout does. */
async function sale(vendorId: string, subtotal: number, tax: number, quantity: number): Promise<string> {
  number += 1;
  const [order] = await db()
    .insert(orders)
    .values({
      storeId: m.id,
      number,
      status: 'live',
      paymentStatus: 'paid',
      paymentMethod: 'test_card',
      deliveryMethod: 'standard',
      email: 'p@example.com',
      name: 'P',
      shippingAddress: {
        line1: '1 Road',
        line2: '',
        city: 'Chennai',
        region: '',
        postal_code: '600001',
        country: 'IN',
      },
      currency: 'INR',
      subtotal,
      tax,
      shipping: 0,
      total: subtotal + tax,
      idempotencyKey: randomUUID(),
      createdAt: now(),
      updatedAt: now(),
    })
    .returning({ id: orders.id });
  const id = (order as { id: string }).id;
  await db()
    .insert(orderLines)
    .values({
      storeId: m.id,
      orderId: id,
      vendorId,
      sku: `P-${number}`,
      name: `Item ${number}`,
      unitPrice: Math.floor(subtotal / quantity),
      quantity,
      taxRateBp: 0,
      subtotal,
      tax,
    });
  await db().transaction((tx) => settleOrder(tx, m.id, id, now()));
  return id;
}

async function refund(orderId: string) {
  await db().update(orders).set({ status: 'cancelled', paymentStatus: 'refund_due' }).where(eq(orders.id, orderId));
  await db().transaction((tx) => settleOrder(tx, m.id, orderId, now()));
}

/** Only the refusals the rules promise (400, 404, 409) may happen; anything else fails the run. */
async function refusedOrDone(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof HttpError) || ![400, 404, 409].includes(error.statusCode)) throw error;
  }
}

const command = fc.oneof(
  fc.record({
    kind: fc.constant('sale' as const),
    vendor: fc.boolean(),
    subtotal: fc.integer({ min: 0, max: 500_000 }),
    tax: fc.integer({ min: 0, max: 90_000 }),
    quantity: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('resettle' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('close' as const), vendor: fc.option(fc.boolean()) }),
  fc.record({
    kind: fc.constant('payout' as const),
    pick: fc.nat(),
    amount: fc.option(fc.integer({ min: 1, max: 600_000 })),
  }),
  fc.record({
    kind: fc.constant('act' as const),
    pick: fc.nat(),
    action: fc.constantFrom('mark_paid' as const, 'mark_failed' as const, 'retry' as const),
  }),
);

async function check() {
  const unbalanced = await db()
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.storeId, m.id))
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  expect(unbalanced).toEqual([]);
  const held = await db()
    .select({ account: ledgerEntries.account, balance: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.storeId, m.id))
    .groupBy(ledgerEntries.account);
  for (const { account, balance } of held) {
    // Only the clearing account (value that came in) and an unsettled account carrying a
    // clawback (a refund of a line already in a statement) may be below zero.
    if (account === 'store:vendor_sales' || account.endsWith(':unsettled')) continue;
    expect(Number(balance), account).toBeGreaterThanOrEqual(0);
  }
  // The unsettled account holds exactly its open lines; each statement, exactly its lines.
  for (const vendor of [m.vendorA.id, m.vendorB.id]) {
    const [open] = await db()
      .select({ net: sql<string>`coalesce(sum(${settlementLines.net}), 0)` })
      .from(settlementLines)
      .where(sql`${settlementLines.vendorId} = ${vendor} and ${isNull(settlementLines.statementId)}`);
    const ledger = held.find((h) => h.account === `vendor:${vendor}:unsettled`);
    expect(Number(ledger?.balance ?? 0)).toBe(Number(open?.net ?? 0));
  }
  const mismatched = await db().execute(sql`
    select s.id from ${vendorStatements} s
    left join (select l.statement_id, sum(l.net) as net, sum(l.total) as total, sum(l.commission) as commission,
                      sum(l.fee) as fee, count(*)::int as n
               from ${settlementLines} l group by l.statement_id) x on x.statement_id = s.id
    where s.store_id = ${m.id} and (x.n is null or s.net <> x.net or s.total <> x.total
      or s.commission <> x.commission or s.fee <> x.fee or s.line_count <> x.n)`);
  expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
}

describe('settlement over random orders, refunds, closes and payouts', () => {
  it('keeps every transaction balanced, no balance below zero and every statement the sum of its lines', {
    timeout: 600_000,
  }, async () => {
    const orderIds: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        for (const c of commands) {
          t.clock.advance(1_000);
          const at = <T>(list: T[], pick: number) => (list.length ? list[pick % list.length] : undefined);
          if (c.kind === 'sale') {
            orderIds.push(await sale(c.vendor ? m.vendorA.id : m.vendorB.id, c.subtotal, c.tax, c.quantity));
          } else if (c.kind === 'refund' || c.kind === 'resettle') {
            const id = at(orderIds, c.pick);
            if (id && c.kind === 'refund') await refund(id);
            if (id && c.kind === 'resettle') await db().transaction((tx) => settleOrder(tx, m.id, id, now()));
          } else if (c.kind === 'close') {
            const vendor = c.vendor === null ? undefined : c.vendor ? m.vendorA.id : m.vendorB.id;
            await closePeriod(db(), m.id, new Date(now().getTime() + 1), vendor);
          } else if (c.kind === 'payout') {
            const statements = await db()
              .select({ id: vendorStatements.id })
              .from(vendorStatements)
              .where(eq(vendorStatements.storeId, m.id));
            const s = at(statements, c.pick);
            if (s) {
              await refusedOrDone(() =>
                createPayout(
                  db(),
                  m.id,
                  {
                    statement_id: s.id,
                    method: 'bank_transfer',
                    reference: 'R',
                    ...(c.amount ? { amount: c.amount } : {}),
                  },
                  now(),
                ),
              );
            }
          } else {
            const payouts = await db().execute<{ id: string }>(
              sql`select id from vendor_payouts where store_id = ${m.id} order by created_at, id`,
            );
            const p = at((payouts as unknown as { rows: { id: string }[] }).rows, c.pick);
            if (p) await refusedOrDone(() => actOnPayout(db(), m.id, { _id: p.id, action: c.action }, now()));
          }
        }
        await check();
      }),
      { numRuns: 15 },
    );
  });
});

import { and, desc, eq } from 'drizzle-orm';
import {
  type BillingOverview,
  type BillingPeriod,
  formatBillingInvoiceNumber,
  type CurrentSubscription,
  planChange,
  PlanChangeRefused,
  type PlanChoiceBody,
  type PlanPayment,
  planPrice,
  type PlanQuote,
  storePlan,
} from '@stallfront/shared';
import type { DbOrTx } from '../../db/client.js';
import {
  type BillingInvoiceRow,
  type BillingSubscriptionRow,
  billingInvoices,
  billingPayments,
  billingSubscriptions,
  stores,
} from '../../db/schema/index.js';
import { HttpError, notFound } from '../../platform/errors.js';
import { planLookup } from '../admin-packages/catalogue.js';

const planNameOf = (id: string) => storePlan(id)?.name ?? id;

export async function subscriptionOf(
  db: DbOrTx,
  storeId: string,
  lock = false,
): Promise<BillingSubscriptionRow | null> {
  const query = db.select().from(billingSubscriptions).where(eq(billingSubscriptions.storeId, storeId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export const currentOf = (sub: BillingSubscriptionRow | null): CurrentSubscription | null =>
  sub && {
    packageId: sub.packageId,
    period: sub.period,
    periodStart: sub.periodStart,
    periodEnd: sub.periodEnd,
    status: sub.status,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
  };

/** The rules' answer as an HTTP refusal: a plan id of another kind is 400, the current plan 409. */
export function changeFor(sub: BillingSubscriptionRow | null, choice: PlanChoiceBody, now: Date, plans = storePlan) {
  try {
    return planChange(currentOf(sub), choice.package_id, choice.period, now, plans);
  } catch (error) {
    if (error instanceof PlanChangeRefused) throw new HttpError(error.status, error.message);
    throw error;
  }
}

export function quoteOf(
  sub: BillingSubscriptionRow | null,
  choice: PlanChoiceBody,
  now: Date,
  plans = storePlan,
  gateway: PlanQuote['gateway'] = 'test_card',
): PlanQuote {
  const change = changeFor(sub, choice, now, plans);
  const currency = plans(choice.package_id)?.currency ?? 'USD';
  const base = {
    package_id: choice.package_id,
    period: choice.period,
    currency,
    promo_code: null,
    discount: 0,
    gateway,
  };
  if (change.kind === 'downgrade')
    return {
      ...base,
      kind: 'downgrade',
      lines: [],
      due: 0,
      starts_on: change.effectiveAt.toISOString(),
      renews_on: null,
    };
  return {
    ...base,
    kind: change.kind,
    lines: change.lines,
    due: change.due,
    starts_on: change.periodStart.toISOString(),
    renews_on: change.periodEnd.toISOString(),
  };
}

const invoiceView = (row: BillingInvoiceRow) => ({
  _id: row.id,
  number: formatBillingInvoiceNumber(row.number),
  payment_id: row.paymentId,
  issued_on: row.issuedAt.toISOString(),
  package_name: `${planNameOf(row.packageId)} (${row.period})`,
  period_start: row.periodStart.toISOString(),
  period_end: row.periodEnd.toISOString(),
  total: row.total,
  currency: row.currency,
  lines: row.lines,
});

export async function billingOverviewOf(db: DbOrTx, storeId: string): Promise<BillingOverview> {
  const [waiting] = await db
    .select({ url: billingPayments.checkoutUrl })
    .from(billingPayments)
    .where(
      and(
        eq(billingPayments.storeId, storeId),
        eq(billingPayments.status, 'pending'),
        eq(billingPayments.kind, 'renewal'),
      ),
    );
  const [store] = await db
    .select({ packageId: stores.packageId, status: stores.status })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw notFound('This store does not exist.');
  const sub = await subscriptionOf(db, storeId);
  const invoices = await db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.storeId, storeId))
    .orderBy(desc(billingInvoices.issuedAt), desc(billingInvoices.number))
    .limit(60);
  const nextPlan = sub && (await planLookup(db))(sub.pendingPackageId ?? sub.packageId);
  const nextPeriod: BillingPeriod | undefined = sub ? (sub.pendingPeriod ?? sub.period) : undefined;
  return {
    package_id: store.packageId,
    package_name: planNameOf(store.packageId),
    store_status: store.status,
    subscription: sub && {
      status: sub.status,
      period: sub.period,
      period_start: sub.periodStart.toISOString(),
      period_end: sub.periodEnd.toISOString(),
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      grace_ends_on: sub.graceEndsAt?.toISOString() ?? null,
      pending_package_id: sub.pendingPackageId,
      pending_package_name: sub.pendingPackageId ? planNameOf(sub.pendingPackageId) : null,
      pending_period: sub.pendingPeriod,
      next_charge: sub.cancelAtPeriodEnd || !nextPlan || !nextPeriod ? 0 : planPrice(nextPlan, nextPeriod),
      currency: nextPlan?.currency ?? 'USD',
    },
    payment_method:
      sub?.cardLast4 && sub.cardBrand ? { provider: 'Test gateway', brand: sub.cardBrand, last4: sub.cardLast4 } : null,
    renewal_pay_url: waiting?.url ?? null,
    invoices: invoices.map(invoiceView),
  };
}

export async function paymentView(db: DbOrTx, storeId: string, id: string): Promise<PlanPayment> {
  const [row] = await db
    .select({ payment: billingPayments, invoiceId: billingInvoices.id, invoiceNumber: billingInvoices.number })
    .from(billingPayments)
    .leftJoin(billingInvoices, eq(billingInvoices.paymentId, billingPayments.id))
    .where(and(eq(billingPayments.storeId, storeId), eq(billingPayments.id, id)));
  if (!row) throw notFound('There is no such payment in your store.');
  const p = row.payment;
  return {
    _id: p.id,
    store_id: p.storeId,
    status: p.status,
    kind: p.kind,
    package_id: p.packageId,
    package_name: planNameOf(p.packageId),
    period: p.period,
    amount: p.amount,
    currency: p.currency,
    lines: p.lines,
    created_on: p.createdAt.toISOString(),
    period_start: p.periodStart.toISOString(),
    period_end: p.periodEnd.toISOString(),
    message: p.message,
    invoice_id: row.invoiceId,
    invoice_number: row.invoiceNumber === null ? null : formatBillingInvoiceNumber(row.invoiceNumber),
  };
}

export async function invoiceOf(db: DbOrTx, storeId: string, id: string): Promise<BillingInvoiceRow> {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.storeId, storeId), eq(billingInvoices.id, id)));
  if (!row) throw notFound('There is no such invoice in your store.');
  return row;
}

import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  type AdminPayment,
  PAYMENT_STATUSES_OF,
  type PaymentListType,
  retryRefusal,
  type StoreStatus,
} from '@stallfront/shared';
import type { DbOrTx } from '../../db/client.js';
import { type BillingPaymentRow, billingPayments, billingSubscriptions, stores } from '../../db/schema/index.js';
import { containing } from '../../platform/list/contact-search.js';
import { listResource } from '../../platform/list/list-resource.js';

/** What a retry of each payment depends on, for a page of payments at once (three reads, each on an index). */
export async function retryFactsOf(db: DbOrTx, payments: readonly Pick<BillingPaymentRow, 'id' | 'storeId'>[]) {
  const storeIds = [...new Set(payments.map((p) => p.storeId))];
  if (storeIds.length === 0) return () => null;
  // One after another: inside the retry's transaction they share one connection.
  const latest = await db
    .selectDistinctOn([billingPayments.storeId], { storeId: billingPayments.storeId, id: billingPayments.id })
    .from(billingPayments)
    .where(inArray(billingPayments.storeId, storeIds))
    .orderBy(billingPayments.storeId, desc(billingPayments.createdAt), desc(billingPayments.id));
  const pending = await db
    .select({ storeId: billingPayments.storeId })
    .from(billingPayments)
    .where(and(inArray(billingPayments.storeId, storeIds), eq(billingPayments.status, 'pending')));
  const cards = await db
    .select({ storeId: billingSubscriptions.storeId })
    .from(billingSubscriptions)
    .where(and(inArray(billingSubscriptions.storeId, storeIds), sql`${billingSubscriptions.cardToken} is not null`));

  const latestOf = new Map(latest.map((r) => [r.storeId, r.id]));
  const pendingStores = new Set(pending.map((r) => r.storeId));
  const cardStores = new Set(cards.map((r) => r.storeId));
  return (payment: Pick<BillingPaymentRow, 'id' | 'storeId' | 'status'>) =>
    retryRefusal({
      status: payment.status,
      superseded: latestOf.get(payment.storeId) !== payment.id,
      storePending: pendingStores.has(payment.storeId),
      hasCard: cardStores.has(payment.storeId),
    });
}

type Filters = { search?: string | undefined };

/** Plan payments of one list (active: paid or pending; inactive: failed), with their store, newest first. */
export const paymentList = listResource({
  table: billingPayments,
  columns: {
    payment: billingPayments,
    storeName: stores.name,
    subDomain: stores.subDomain,
    storeStatus: stores.status,
  },
  joins: (query) => query.innerJoin(stores, eq(stores.id, billingPayments.storeId)),
  where: (type: PaymentListType, filters: Filters) => {
    const search = filters.search?.trim();
    return and(
      inArray(billingPayments.status, [...PAYMENT_STATUSES_OF[type]]),
      search ? or(ilike(stores.name, containing(search)), ilike(stores.subDomain, containing(search))) : undefined,
    );
  },
  sorts: { created: billingPayments.createdAt },
  toItems: async (rows, _type, db) => {
    const refusalOf = await retryFactsOf(
      db,
      rows.filter((r) => r.payment.status === 'failed').map((r) => r.payment),
    );
    return rows.map(({ payment: p, storeName, subDomain, storeStatus }): AdminPayment => {
      const refusal = p.status === 'failed' ? refusalOf(p) : null;
      return {
        _id: p.id,
        store_id: p.storeId,
        store_name: storeName,
        sub_domain: subDomain,
        store_status: storeStatus as StoreStatus,
        kind: p.kind,
        package_id: p.packageId,
        period: p.period,
        amount: p.amount,
        currency: p.currency,
        status: p.status,
        message: p.message,
        created_on: p.createdAt.toISOString(),
        settled_on: p.settledAt?.toISOString() ?? null,
        retryable: p.status === 'failed' && refusal === null,
        retry_refusal: refusal,
      };
    });
  },
});

import { and, count, desc, eq } from 'drizzle-orm';
import { type ClientDetail, isTrialActive, trialExpiry } from '@stallfront/shared';
import {
  auditLog,
  billingInvoices,
  billingPayments,
  billingSubscriptions,
  orders,
  products,
  storeUsers,
  stores,
} from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { featuresOfView, readStoreView } from '../../platform/auth/store-view.js';
import { notFound } from '../../platform/errors.js';
import { clientList } from './clients.repo.js';

const RECENT = 20;

/** A store's page for the platform admin: one store's counts are cheap, so they are read here, never in the list. */
export async function readClient(ctx: AppContext, id: string): Promise<ClientDetail> {
  const [item] = await clientList.find(ctx.db, null, eq(stores.id, id), { limit: 1 });
  if (!item) throw notFound('This store does not exist.');
  const now = ctx.now();
  const view = await readStoreView(ctx.db, id);
  const { store, pkg } = view;
  const [people, [productCount], [orderCount], [sub], invoices, payments, support] = await Promise.all([
    ctx.db.select().from(storeUsers).where(eq(storeUsers.storeId, id)),
    ctx.db.select({ n: count() }).from(products).where(eq(products.storeId, id)),
    ctx.db.select({ n: count() }).from(orders).where(eq(orders.storeId, id)),
    ctx.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.storeId, id)),
    ctx.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.storeId, id))
      .orderBy(desc(billingInvoices.issuedAt))
      .limit(RECENT),
    ctx.db
      .select()
      .from(billingPayments)
      .where(eq(billingPayments.storeId, id))
      .orderBy(desc(billingPayments.createdAt))
      .limit(RECENT),
    ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, id), eq(auditLog.actorRole, 'support')))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(RECENT),
  ]);
  const owner = people.find((p) => p.role === 'admin');
  return {
    store: {
      ...item,
      email: store.email,
      currency: store.currency,
      billing_status: store.billingStatus,
      paid_features: store.paidFeatures,
    },
    owner: owner ? { _id: owner.id, name: owner.name, email: owner.email, status: owner.status } : null,
    package: {
      _id: pkg.id,
      name: pkg.name,
      plan: pkg.plan,
      monthly_price: pkg.monthlyPrice,
      currency: pkg.currency,
      product_limit: pkg.productLimit,
    },
    features: featuresOfView(view, now),
    trials: view.trials.map((t) => {
      const started = new Date(t.created_at);
      return {
        name: t.name,
        status: t.status,
        uninstalled: t.uninstalled,
        started_on: started.toISOString(),
        ends_on: trialExpiry(started).toISOString(),
        active: isTrialActive({ ...t, createdOn: started }, now),
      };
    }),
    usage: {
      products: productCount?.n ?? 0,
      orders: orderCount?.n ?? 0,
      staff: people.filter((p) => p.role !== 'admin').length,
    },
    subscription: sub
      ? { status: sub.status, period: sub.period, period_end: sub.periodEnd.toISOString(), package_id: sub.packageId }
      : null,
    invoices: invoices.map((i) => ({
      _id: i.id,
      number: i.number,
      package_id: i.packageId,
      period: i.period,
      issued_on: i.issuedAt.toISOString(),
      total: i.total,
      currency: i.currency,
    })),
    payments: payments.map((p) => ({
      _id: p.id,
      kind: p.kind,
      package_id: p.packageId,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      message: p.message,
      created_on: p.createdAt.toISOString(),
    })),
    support_log: support.map((a) => ({
      _id: a.id,
      actor_name: a.actorName,
      action: a.action,
      created_on: a.createdAt.toISOString(),
    })),
  };
}

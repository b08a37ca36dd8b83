import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  MAX_VENDOR_PLANS,
  type VendorPayment,
  type VendorPlan,
  type VendorSubscriptionItem,
  type vendorPlanCreateBody,
  type vendorPlanUpdateBody,
} from '@stallfront/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  type VendorPaymentRow,
  type VendorPlanRow,
  vendorPayments,
  vendorPlans,
  vendorSubscriptions,
  vendors,
} from '../../db/schema/index.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { conflict, notFound } from '../../platform/errors.js';

const NAME_TAKEN = 'name: another plan of your store has this name';
const NO_PLAN = 'This plan does not exist in your store.';
const NO_VENDOR = 'This vendor does not exist in your store.';

export const planItem = (row: VendorPlanRow, onIt = 0): VendorPlan => ({
  _id: row.id,
  name: row.name,
  price: row.price,
  currency: row.currency,
  interval: row.interval,
  features: row.features,
  active: row.active,
  vendors: onIt,
  created_on: row.createdAt.toISOString(),
});

export const paymentItem = (row: VendorPaymentRow): VendorPayment => ({
  _id: row.id,
  plan_name: row.planName,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  period_start: row.periodStart?.toISOString() ?? null,
  period_end: row.periodEnd?.toISOString() ?? null,
  message: row.message,
  created_on: row.createdAt.toISOString(),
});

/** A plan of the store, or a 404: another store's plan is as missing as one that never was. */
export async function planOf(db: DbOrTx, storeId: string, planId: string): Promise<VendorPlanRow> {
  const [row] = await db
    .select()
    .from(vendorPlans)
    .where(and(eq(vendorPlans.storeId, storeId), eq(vendorPlans.id, planId)));
  if (!row) throw notFound(NO_PLAN);
  return row;
}

export async function listPlans(db: Db, storeId: string): Promise<VendorPlan[]> {
  const rows = await db
    .select({ plan: vendorPlans, onIt: count(vendorSubscriptions.vendorId) })
    .from(vendorPlans)
    .leftJoin(vendorSubscriptions, eq(vendorSubscriptions.planId, vendorPlans.id))
    .where(eq(vendorPlans.storeId, storeId))
    .groupBy(vendorPlans.id)
    .orderBy(desc(vendorPlans.active), asc(vendorPlans.price), asc(vendorPlans.name));
  return rows.map((r) => planItem(r.plan, r.onIt));
}

type PlanFields = z.infer<typeof vendorPlanCreateBody>;

const taken = (error: unknown) => {
  if (isUniqueViolation(error, 'vendor_plans_store_name_key')) return conflict(NAME_TAKEN);
  return error;
};

export async function createPlan(db: Db, storeId: string, currency: string, body: PlanFields): Promise<VendorPlan> {
  return db
    .transaction(async (tx) => {
      // Counted under a lock on the store's plans: two adds at once cannot both pass the limit.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`vendor_plans:${storeId}`}))`);
      const [n] = await tx.select({ n: count() }).from(vendorPlans).where(eq(vendorPlans.storeId, storeId));
      if ((n?.n ?? 0) >= MAX_VENDOR_PLANS)
        throw conflict(`A store keeps ${MAX_VENDOR_PLANS} vendor plans at most: change or switch off one instead.`);
      const [row] = await tx
        .insert(vendorPlans)
        .values({ storeId, currency, ...body })
        .returning();
      return planItem(row as VendorPlanRow);
    })
    .catch((error: unknown) => {
      throw taken(error);
    });
}

export async function updatePlan(
  db: Db,
  storeId: string,
  body: z.infer<typeof vendorPlanUpdateBody>,
  now: Date,
): Promise<VendorPlan> {
  const { _id, ...fields } = body;
  const [row] = await db
    .update(vendorPlans)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(vendorPlans.storeId, storeId), eq(vendorPlans.id, _id)))
    .returning()
    .catch((error: unknown) => {
      throw taken(error);
    });
  if (!row) throw notFound(NO_PLAN);
  const [onIt] = await db
    .select({ n: count() })
    .from(vendorSubscriptions)
    .where(eq(vendorSubscriptions.planId, row.id));
  return planItem(row, onIt?.n ?? 0);
}

/** Every vendor of the store with its plan, end date and latest payment, by name. */
export async function listSubscriptions(db: Db, storeId: string): Promise<VendorSubscriptionItem[]> {
  const rows = await db
    .select({ vendor: vendors, planId: vendorPlans.id, planName: vendorPlans.name })
    .from(vendors)
    .leftJoin(vendorSubscriptions, eq(vendorSubscriptions.vendorId, vendors.id))
    .leftJoin(vendorPlans, eq(vendorPlans.id, vendorSubscriptions.planId))
    .where(eq(vendors.storeId, storeId))
    .orderBy(asc(vendors.name), asc(vendors.id));
  const latest = await db
    .selectDistinctOn([vendorPayments.vendorId])
    .from(vendorPayments)
    .where(eq(vendorPayments.storeId, storeId))
    .orderBy(vendorPayments.vendorId, desc(vendorPayments.createdAt), desc(vendorPayments.id));
  const latestOf = new Map(latest.map((p) => [p.vendorId, p]));
  return rows.map(({ vendor, planId, planName }) => {
    const payment = latestOf.get(vendor.id);
    return {
      vendor_id: vendor.id,
      name: vendor.name,
      company_name: vendor.companyName,
      email: vendor.email,
      status: vendor.status,
      plan_id: planId,
      plan_name: planName,
      ends_at: vendor.subscriptionEndsAt?.toISOString() ?? null,
      last_payment: payment ? paymentItem(payment) : null,
    };
  });
}

async function vendorOf(db: DbOrTx, storeId: string, vendorId: string) {
  const [row] = await db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(and(eq(vendors.storeId, storeId), eq(vendors.id, vendorId)));
  if (!row) throw notFound(NO_VENDOR);
  return row;
}

/** Puts a vendor on a plan of the store (or none); what it has paid for stays until its end. */
export async function assignPlan(
  db: Db,
  storeId: string,
  vendorId: string,
  planId: string | null,
  now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const vendor = await vendorOf(tx, storeId, vendorId);
    if (!planId) {
      await tx.delete(vendorSubscriptions).where(eq(vendorSubscriptions.vendorId, vendor.id));
      return `${vendor.name} is on no plan now; it chooses one when it next pays.`;
    }
    const plan = await planOf(tx, storeId, planId);
    await tx
      .insert(vendorSubscriptions)
      .values({ vendorId: vendor.id, storeId, planId: plan.id, updatedAt: now })
      .onConflictDoUpdate({ target: vendorSubscriptions.vendorId, set: { planId: plan.id, updatedAt: now } });
    return `${vendor.name} is on ${plan.name} now; its next payment is for this plan.`;
  });
}

export async function paymentsOf(db: DbOrTx, storeId: string, vendorId: string): Promise<VendorPayment[]> {
  const rows = await db
    .select()
    .from(vendorPayments)
    .where(and(eq(vendorPayments.storeId, storeId), eq(vendorPayments.vendorId, vendorId)))
    .orderBy(desc(vendorPayments.createdAt), desc(vendorPayments.id))
    .limit(100);
  return rows.map(paymentItem);
}

export async function vendorPaymentsOf(db: Db, storeId: string, vendorId: string): Promise<VendorPayment[]> {
  await vendorOf(db, storeId, vendorId);
  return paymentsOf(db, storeId, vendorId);
}

import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  countOf,
  type Coupon,
  type couponCodesBody,
  type couponInput,
  GENERATED_CODE_LENGTH,
  generatedCouponCode,
} from '@stallfront/shared';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { catalogs, couponCodes, type CouponRow, coupons, customers, products, vendors } from '../../db/schema/index.js';
import { conflict, notFound } from '../../platform/errors.js';
import { toCsv } from '../../platform/files/csv.js';
import { foundOr404, owned, ownedIds, requireOwnRows } from '../../platform/store-scope.js';
import { couponItem, type CouponScope } from './coupon.repo.js';

type CouponValues = z.output<typeof couponInput>;

/** The columns of a coupon's rules, from the form. */
const columnsOf = (input: CouponValues) => ({
  code: input.code,
  kind: input.kind,
  percentBp: Math.round(input.percent * 100),
  amount: input.amount,
  buyQuantity: input.buy_quantity,
  getQuantity: input.get_quantity,
  minSubtotal: input.min_subtotal,
  maxDiscount: input.max_discount,
  startsAt: new Date(input.starts_on),
  endsAt: input.ends_on ? new Date(input.ends_on) : null,
  usageLimit: input.usage_limit,
  perCustomerLimit: input.per_customer_limit,
  perCodeLimit: input.per_code_limit,
  firstOrderOnly: input.first_order_only,
  active: input.active,
  productIds: input.product_ids,
  catalogIds: input.catalog_ids,
  vendorIds: input.vendor_ids,
  customerIds: input.customer_ids,
});

/** The products, catalogs, vendors and customers a coupon is limited to are the store's. */
async function requireOwnLimits(db: DbOrTx, storeId: string, input: CouponValues) {
  await requireOwnRows(db, storeId, products, input.product_ids, 'product_ids', 'product');
  await requireOwnRows(db, storeId, catalogs, input.catalog_ids, 'catalog_ids', 'catalog');
  await requireOwnRows(db, storeId, vendors, input.vendor_ids, 'vendor_ids', 'vendor');
  await requireOwnRows(db, storeId, customers, input.customer_ids, 'customer_ids', 'customer');
}

const CODE_TAKEN = 'code: another coupon of your store has this code';

/** A code no coupon of the store has yet (a lost race ends at the unique index with the same 409). */
async function requireFreeCode(tx: Tx, storeId: string, code: string, couponId: string | null) {
  const [holder] = await tx
    .select({ couponId: couponCodes.couponId })
    .from(couponCodes)
    .where(owned(couponCodes, storeId, eq(couponCodes.code, code)));
  if (holder && holder.couponId !== couponId) throw conflict(CODE_TAKEN);
}

export async function createCoupon(db: Db, scope: CouponScope, input: CouponValues): Promise<Coupon> {
  await requireOwnLimits(db, scope.storeId, input);
  const row = await db.transaction(async (tx) => {
    await requireFreeCode(tx, scope.storeId, input.code, null);
    const [created] = await tx
      .insert(coupons)
      .values({ storeId: scope.storeId, ...columnsOf(input), createdAt: scope.now, updatedAt: scope.now })
      .returning();
    const coupon = created as CouponRow;
    await tx
      .insert(couponCodes)
      .values({ storeId: scope.storeId, couponId: coupon.id, code: coupon.code, createdAt: scope.now });
    return coupon;
  });
  return couponItem(row, scope.now);
}

/** Changes a coupon's rules (and its own code); uses so far stay counted, orders keep what they were given. */
export async function updateCoupon(db: Db, scope: CouponScope, input: CouponValues & { _id: string }): Promise<Coupon> {
  await requireOwnLimits(db, scope.storeId, input);
  const row = await db.transaction(async (tx) => {
    const before = foundOr404(
      await tx
        .select()
        .from(coupons)
        .where(owned(coupons, scope.storeId, eq(coupons.id, input._id)))
        .for('update'),
      'coupon',
    );
    if (input.code !== before.code) {
      await requireFreeCode(tx, scope.storeId, input.code, before.id);
      await tx
        .update(couponCodes)
        .set({ code: input.code })
        .where(and(eq(couponCodes.couponId, before.id), eq(couponCodes.code, before.code)));
    }
    const [updated] = await tx
      .update(coupons)
      .set({ ...columnsOf(input), updatedAt: scope.now })
      .where(eq(coupons.id, before.id))
      .returning();
    return updated as CouponRow;
  });
  return couponItem(row, scope.now);
}

export async function removeCoupons(db: Db, storeId: string, ids: string[]): Promise<string> {
  const removed = await db
    .delete(coupons)
    .where(ownedIds(coupons, storeId, ids))
    .returning({ id: coupons.id });
  if (removed.length === 0) throw notFound('These coupons do not exist in your store.');
  return `${countOf(removed.length, 'coupon')} deleted.`;
}

/** How many times a batch is drawn again for codes another coupon (or the batch itself) already had. */
const DRAWS = 5;

/**
 * Adds `count` unique generated codes to a coupon, PREFIX-XXXXXXXX: 31^8 codes a prefix, so a
 * clash is rare, and a clashing code is drawn again rather than failing the batch.
 */
export async function generateCodes(db: Db, scope: CouponScope, body: z.output<typeof couponCodesBody>) {
  return db.transaction(async (tx) => {
    const coupon = foundOr404(
      await tx
        .select()
        .from(coupons)
        .where(owned(coupons, scope.storeId, eq(coupons.id, body._id)))
        .for('update'),
      'coupon',
    );
    let added = 0;
    for (let draw = 0; draw < DRAWS && added < body.count; draw++) {
      const wanted = body.count - added;
      const bytes = randomBytes(wanted * GENERATED_CODE_LENGTH);
      const codes = Array.from({ length: wanted }, (_, i) =>
        generatedCouponCode(body.prefix, bytes.subarray(i * GENERATED_CODE_LENGTH, (i + 1) * GENERATED_CODE_LENGTH)),
      );
      const inserted = await tx
        .insert(couponCodes)
        .values(
          [...new Set(codes)].map((code) => ({
            storeId: scope.storeId,
            couponId: coupon.id,
            code,
            createdAt: scope.now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: couponCodes.id });
      added += inserted.length;
    }
    if (added < body.count)
      throw conflict('prefix: too many codes with this prefix exist already; choose a longer prefix');
    await tx
      .update(coupons)
      .set({ codeCount: sql`${coupons.codeCount} + ${added}`, updatedAt: scope.now })
      .where(eq(coupons.id, coupon.id));
    return `${countOf(added, 'code')} added to ${coupon.code}.`;
  });
}

/** A coupon's codes, its own first, then the generated ones in the order they were made. */
export async function codesCsv(db: Db, storeId: string, id: string) {
  const coupon = foundOr404(
    await db
      .select()
      .from(coupons)
      .where(owned(coupons, storeId, eq(coupons.id, id))),
    'coupon',
  );
  const rows = await db
    .select({ code: couponCodes.code, used: couponCodes.usedCount, created: couponCodes.createdAt })
    .from(couponCodes)
    .where(owned(couponCodes, storeId, eq(couponCodes.couponId, coupon.id)))
    .orderBy(sql`${couponCodes.code} <> ${coupon.code}`, asc(couponCodes.createdAt), asc(couponCodes.code));
  return {
    name: `${coupon.code.toLowerCase()}-codes.csv`,
    file: toCsv(
      ['code', 'used', 'created'],
      rows.map((r) => ({ ...r, created: r.created.toISOString() })),
    ),
  };
}

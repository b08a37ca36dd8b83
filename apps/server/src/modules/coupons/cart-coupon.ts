import { and, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  type CouponDiscount,
  couponDiscount,
  type CouponLine,
  couponRefusal,
  type CouponUse,
  couponWords,
  type CartCoupon,
} from '@stallfront/shared';
import type { DbOrTx, Tx } from '../../db/client.js';
import { type CouponCodeRow, couponCodes, type CouponRow, coupons, couponUses, orders } from '../../db/schema/index.js';
import { owned } from '../../platform/store-scope.js';
import { termsOf } from './coupon.repo.js';

/** Who is using a coupon, as far as is known: a signed-in customer, or the email a guest gave. */
export interface CouponShopper {
  customerId: string | null;
  email: string | null;
}

/** A coupon code judged on a cart: what it takes off, or why it does not apply. */
export interface JudgedCoupon {
  code: string;
  found: { coupon: CouponRow; code: CouponCodeRow } | null;
  problem: string | null;
  discount: CouponDiscount;
}

const none = (lines: number): CouponDiscount => ({ lines: Array(lines).fill(0), shipping: 0, total: 0 });

/** The code's coupon; at checkout its row locked, so uses are counted and added one order at a time. */
async function findCode(db: DbOrTx, storeId: string, code: string, lock: boolean) {
  const [codeRow] = await db
    .select()
    .from(couponCodes)
    .where(owned(couponCodes, storeId, eq(couponCodes.code, code)));
  if (!codeRow) return null;
  const query = db.select().from(coupons).where(eq(coupons.id, codeRow.couponId));
  const [coupon] = lock ? await query.for('update') : await query;
  if (!coupon) return null;
  // Re-read under the lock: another checkout may have just used this code.
  const [fresh] = lock ? await db.select().from(couponCodes).where(eq(couponCodes.id, codeRow.id)) : [codeRow];
  return fresh ? { coupon, code: fresh } : null;
}

const shopperIs = (shopper: CouponShopper, email: SQL, customerId: SQL): SQL | undefined =>
  or(
    shopper.email ? sql`${email} = ${shopper.email.toLowerCase()}` : undefined,
    shopper.customerId ? sql`${customerId} = ${shopper.customerId}` : undefined,
  );

/** The coupon's uses so far, and this shopper's (their uses of it, their earlier orders). */
async function usesOf(
  db: DbOrTx,
  storeId: string,
  found: { coupon: CouponRow; code: CouponCodeRow },
  shopper: CouponShopper,
): Promise<CouponUse> {
  const known = shopper.customerId !== null || shopper.email !== null;
  const use: CouponUse = {
    used: found.coupon.usedCount,
    codeUsed: found.code.usedCount,
    customerId: shopper.customerId,
    shopperKnown: known,
    priorOrders: 0,
    usedByShopper: 0,
  };
  if (!known) return use;
  const { coupon } = found;
  if (coupon.perCustomerLimit !== null) {
    const [row] = await db
      .select({ n: count() })
      .from(couponUses)
      .where(
        and(
          eq(couponUses.couponId, coupon.id),
          shopperIs(shopper, sql`${couponUses.email}`, sql`${couponUses.customerId}`),
        ),
      );
    use.usedByShopper = row?.n ?? 0;
  }
  if (coupon.firstOrderOnly) {
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      .where(
        owned(
          orders,
          storeId,
          ne(orders.status, 'cancelled'),
          shopperIs(shopper, sql`lower(${orders.email})`, sql`${orders.customerId}`),
        ),
      );
    use.priorOrders = row?.n ?? 0;
  }
  return use;
}

export interface CouponCart {
  storeId: string;
  currency: string;
  lines: readonly CouponLine[];
  shippingFee: number;
}

/** Judges a code on a cart by the coupon's rules (rules/coupons.ts); `lock` at checkout, inside its transaction. */
export async function judgeCoupon(
  db: DbOrTx,
  cart: CouponCart,
  code: string,
  shopper: CouponShopper,
  now: Date,
  { lock = false } = {},
): Promise<JudgedCoupon> {
  const found = await findCode(db, cart.storeId, code, lock);
  if (!found) return { code, found: null, problem: 'No coupon has this code.', discount: none(cart.lines.length) };
  const terms = termsOf(found.coupon);
  const use = await usesOf(db, cart.storeId, found, shopper);
  const problem = couponRefusal(terms, cart.lines, use, now, cart.currency);
  const discount = problem ? none(cart.lines.length) : couponDiscount(terms, cart.lines, cart.shippingFee);
  return { code, found, problem, discount };
}

/** The coupon as the cart and checkout pages show it. */
export function cartCouponOf(judged: JudgedCoupon, currency: string): CartCoupon {
  const coupon = judged.found?.coupon;
  return {
    code: judged.code,
    words: coupon ? couponWords(termsOf(coupon), currency) : '',
    discount: judged.discount.total - judged.discount.shipping,
    shipping_discount: judged.discount.shipping,
    free_shipping: !judged.problem && coupon?.kind === 'free_shipping',
    problem: judged.problem,
  };
}

/** Counts an order's use of its coupon under the lock judgeCoupon took. */
export async function recordCouponUse(
  tx: Tx,
  judged: JudgedCoupon,
  order: { id: string; storeId: string; customerId: string | null; email: string },
  now: Date,
) {
  if (!judged.found || judged.problem) return;
  const { coupon, code } = judged.found;
  await tx.insert(couponUses).values({
    storeId: order.storeId,
    couponId: coupon.id,
    codeId: code.id,
    orderId: order.id,
    customerId: order.customerId,
    email: order.email.toLowerCase(),
    discount: judged.discount.total,
    createdAt: now,
  });
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, coupon.id));
  await tx
    .update(couponCodes)
    .set({ usedCount: sql`${couponCodes.usedCount} + 1` })
    .where(eq(couponCodes.id, code.id));
}

/** An unpaid order released gives its coupon use back: it was never bought with. */
export async function returnCouponUse(tx: Tx, orderId: string) {
  const [use] = await tx.delete(couponUses).where(eq(couponUses.orderId, orderId)).returning();
  if (!use) return;
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, use.couponId));
  await tx
    .update(couponCodes)
    .set({ usedCount: sql`greatest(${couponCodes.usedCount} - 1, 0)` })
    .where(eq(couponCodes.id, use.codeId));
}

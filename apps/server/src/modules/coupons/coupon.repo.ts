import { and, eq, getTableColumns, gt, gte, ilike, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type Coupon,
  type CouponState,
  type CouponTerms,
  type couponCountQuery,
  couponState,
} from '@stallfront/shared';
import { couponCodes, type CouponRow, coupons } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/client.js';
import { containing } from '../../platform/list/contact-search.js';
import { listResource } from '../../platform/list/list-resource.js';
import { owned } from '../../platform/store-scope.js';

type Filters = z.output<typeof couponCountQuery>;
/** A coupon list is read at a moment: which coupons are active, scheduled or expired depends on it. */
export interface CouponScope {
  storeId: string;
  now: Date;
}

/** The coupon's rules as rules/coupons.ts reads them. */
export const termsOf = (row: CouponRow): CouponTerms => ({ ...row });

export const couponItem = (row: CouponRow, now: Date): Coupon => ({
  _id: row.id,
  code: row.code,
  kind: row.kind,
  percent: row.percentBp / 100,
  amount: row.amount,
  buy_quantity: row.buyQuantity,
  get_quantity: row.getQuantity,
  min_subtotal: row.minSubtotal,
  max_discount: row.maxDiscount,
  starts_on: row.startsAt.toISOString(),
  ends_on: row.endsAt?.toISOString() ?? null,
  usage_limit: row.usageLimit,
  per_customer_limit: row.perCustomerLimit,
  per_code_limit: row.perCodeLimit,
  first_order_only: row.firstOrderOnly,
  active: row.active,
  product_ids: row.productIds,
  catalog_ids: row.catalogIds,
  vendor_ids: row.vendorIds,
  customer_ids: row.customerIds,
  state: couponState(termsOf(row), row.usedCount, now),
  used_count: row.usedCount,
  code_count: row.codeCount,
  created_on: row.createdAt.toISOString(),
  updated_on: row.updatedAt.toISOString(),
});

/** couponState as SQL, so the list filters by it: the same order of questions. */
function stateIs(state: CouponState, now: Date): SQL | undefined {
  const expired = and(sql`${coupons.endsAt} is not null`, lte(coupons.endsAt, now));
  const usedUp = and(sql`${coupons.usageLimit} is not null`, gte(coupons.usedCount, coupons.usageLimit));
  const running = and(eq(coupons.active, true), not(expired ?? sql`false`));
  switch (state) {
    case 'off':
      return eq(coupons.active, false);
    case 'expired':
      return and(eq(coupons.active, true), expired);
    case 'used_up':
      return and(running, usedUp);
    case 'scheduled':
      return and(running, not(usedUp ?? sql`false`), gt(coupons.startsAt, now));
    case 'active':
      return and(running, not(usedUp ?? sql`false`), lte(coupons.startsAt, now));
  }
}

/** A search finds a coupon by its own code or any generated one. */
const codeSearch = (search: string) =>
  or(
    ilike(coupons.code, containing(search)),
    sql`exists (select 1 from ${couponCodes} where ${couponCodes.couponId} = ${coupons.id} and ${couponCodes.code} like ${`${search.toUpperCase().replace(/[\\%_]/g, '')}%`})`,
  );

export const couponList = listResource({
  table: coupons,
  columns: getTableColumns(coupons),
  where: ({ storeId, now }: CouponScope, filters: Filters) =>
    owned(
      coupons,
      storeId,
      filters.state ? stateIs(filters.state, now) : undefined,
      filters.kind ? eq(coupons.kind, filters.kind) : undefined,
      filters.search ? codeSearch(filters.search) : undefined,
    ),
  sorts: { created: coupons.createdAt, code: coupons.code, used: coupons.usedCount },
  toItem: (row, { now }) => couponItem(row, now),
  csv: {
    fileName: 'coupons.csv',
    columns: ['code', 'kind', 'percent', 'amount', 'state', 'used_count', 'code_count', 'starts_on', 'ends_on'],
  },
});

/** The store's coupon of this id, or null. */
export async function couponOf(db: DbOrTx, scope: CouponScope, id: string) {
  const [found] = await couponList.find(db, scope, and(eq(coupons.storeId, scope.storeId), eq(coupons.id, id)) as SQL);
  return found ?? null;
}

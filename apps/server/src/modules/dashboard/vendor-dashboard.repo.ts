import { and, between, eq, or } from 'drizzle-orm';
import type { DashboardProduct, DayRange } from '@stallfront/shared/dashboard';
import type { Db } from '../../db/client.js';
import { shareProductSalesDays, shareSalesDays } from '../../db/schema/index.js';
import { type DayFigures, topProductsIn } from './dashboard.repo.js';

/**
 * Whose share of the orders a dashboard reads: a vendor's lines, or the orders of a branch.
 * Read from their rollups (migration 0093), kept by triggers as the owner's are: a range costs
 * one row a day, whatever the orders.
 */
export type OwnShare =
  | { kind: 'vendor'; storeId: string; vendorId: string }
  | { kind: 'branch'; storeId: string; branchId: string };

const idOf = (share: OwnShare) => (share.kind === 'vendor' ? share.vendorId : share.branchId);

const ofShare = (table: typeof shareSalesDays | typeof shareProductSalesDays, share: OwnShare) =>
  and(eq(table.storeId, share.storeId), eq(table.shareKind, share.kind), eq(table.shareId, idOf(share)));

/** The share's rollup rows of the days in the range and of one more day (its today). */
export async function ownSalesDays(db: Db, share: OwnShare, range: DayRange, today: string): Promise<DayFigures[]> {
  const r = shareSalesDays;
  return db
    .select({ day: r.day, orders: r.orders, sales: r.sales, units: r.units })
    .from(r)
    .where(and(ofShare(r, share), or(between(r.day, range.from, range.to), eq(r.day, today))));
}

/** The range's best sellers of the share, by their lines' subtotals (the owner's top products' measure). */
export const ownTopProducts = (db: Db, share: OwnShare, range: DayRange, limit = 5): Promise<DashboardProduct[]> =>
  topProductsIn(
    db,
    shareProductSalesDays,
    and(ofShare(shareProductSalesDays, share), between(shareProductSalesDays.day, range.from, range.to)),
    limit,
  );

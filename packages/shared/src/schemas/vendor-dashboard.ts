import { z } from 'zod';
import { dashboardDay, dashboardPeriod, dashboardProduct } from './dashboard.js';
import { isoDay } from './common.js';

const count = z.number().int().nonnegative();
const money = z.number().int();

/**
 * A vendor's or a branch's own dashboard: the owner's figures over its share of the orders (a
 * vendor's lines, a branch's orders), the range against the one before, day by day, its best sellers.
 */
const ownDashboard = z.object({
  currency: z.string(),
  time_zone: z.string(),
  period: dashboardPeriod,
  previous: dashboardPeriod,
  /** Every day of the period, zeros where nothing sold. */
  days: z.array(dashboardDay),
  /** The period's five best-selling products by sales. */
  top_products: z.array(dashboardProduct),
  today: z.object({ day: isoDay, orders: count, sales: money, units: count, average_order_value: money }),
});

/** POST /store/vendor_dashboard: the vendor's lines (sales are their totals, tax included) and its balances. */
export const vendorDashboard = ownDashboard.extend({
  /** What the store owes the vendor now (its wallet): pending a statement, and available. */
  balance: z.object({ pending: money, available: money }),
});
export type VendorDashboard = z.infer<typeof vendorDashboard>;
export const vendorDashboardResponse = z.object({ status: z.literal(true), data: vendorDashboard });

/** POST /store/branch_dashboard: the orders placed at the branch (sales are the orders' totals). */
export const branchDashboard = ownDashboard;
export type BranchDashboard = z.infer<typeof branchDashboard>;
export const branchDashboardResponse = z.object({ status: z.literal(true), data: branchDashboard });

import { z } from 'zod';
import { rangeProblem, SALES_DIMENSIONS } from '../rules/dashboard.js';
import { isoDay } from './common.js';

/** POST /store/dashboard: a range of store-local days, both ends included. */
export const dashboardBody = z.object({ from: isoDay, to: isoDay }).superRefine((range, ctx) => {
  const problem = rangeProblem(range);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});
export type DashboardBody = z.infer<typeof dashboardBody>;

const count = z.number().int().nonnegative();
/** Minor units of the store's currency; a day's figures can fall below zero only by a bug. */
const money = z.number().int();

export const dashboardTotals = z.object({
  orders: count,
  sales: money,
  units: count,
  average_order_value: money,
});
export type DashboardTotals = z.infer<typeof dashboardTotals>;

export const dashboardPeriod = dashboardTotals.extend({ from: isoDay, to: isoDay });
export type DashboardPeriod = z.infer<typeof dashboardPeriod>;

export const dashboardDay = z.object({ day: isoDay, orders: count, sales: money, units: count });
export type DashboardDay = z.infer<typeof dashboardDay>;

export const dashboardProduct = z.object({ product_id: z.uuid(), name: z.string(), units: count, sales: money });
export type DashboardProduct = z.infer<typeof dashboardProduct>;

export const dashboardShare = z.object({ key: z.string(), orders: count, sales: money });
export type DashboardShare = z.infer<typeof dashboardShare>;

/** The period's sales by payment method, channel (the order's source), delivery country and region ("IN|Kerala"). */
export const dashboardBreakdowns = z.object(
  Object.fromEntries(SALES_DIMENSIONS.map((d) => [d, z.array(dashboardShare)])) as Record<
    (typeof SALES_DIMENSIONS)[number],
    z.ZodArray<typeof dashboardShare>
  >,
);

export const dashboard = z.object({
  currency: z.string(),
  time_zone: z.string(),
  period: dashboardPeriod,
  previous: dashboardPeriod,
  /** Every day of the period, zeros where nothing sold. */
  days: z.array(dashboardDay),
  /** The period's five best-selling products by sales. */
  top_products: z.array(dashboardProduct),
  /** The store's today, whatever the period. */
  today: dashboardTotals.extend({ day: isoDay }),
  breakdowns: dashboardBreakdowns,
});
export type Dashboard = z.infer<typeof dashboard>;
export const dashboardResponse = z.object({ status: z.literal(true), data: dashboard });

const quoteFigures = z.object({ received: count, replied: count, confirmed: count });
const enquiryFigures = z.object({ received: count, contacted: count, closed: count });
const bookingFigures = z.object({ booked: count, done: count, cancelled: count });

/**
 * POST /store/dashboard_requests: what the shop asked of the store in the period and the one before,
 * by what it takes instead of a cart (quotes, enquiries, bookings); a cart store has none.
 */
export const dashboardRequests = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('quote'),
    period: quoteFigures,
    previous: quoteFigures,
    /** Quotes asked for and not replied to yet, whenever they came. */
    waiting: count,
  }),
  z.object({
    kind: z.literal('enquiry'),
    period: enquiryFigures,
    previous: enquiryFigures,
    /** Enquiries still new, whenever they came. */
    waiting: count,
    /** Products (listings, for an estate) the shop shows now. */
    listings: count,
  }),
  z.object({
    kind: z.literal('booking'),
    period: bookingFigures,
    previous: bookingFigures,
    /** Booked appointments from now to the end of the store's seventh day ahead. */
    upcoming: count,
  }),
  z.object({ kind: z.literal('cart') }),
]);
export type DashboardRequests = z.infer<typeof dashboardRequests>;
export const dashboardRequestsResponse = z.object({ status: z.literal(true), data: dashboardRequests });

/** POST /store/dashboard_funnel: the same range as the dashboard's. */
export const dashboardFunnelBody = dashboardBody;
export type DashboardFunnelBody = z.infer<typeof dashboardFunnelBody>;

/** A share of the sessions in percent (one decimal); null without sessions. */
const rate = z.number().nonnegative().nullable();

const funnelCounts = {
  /** Visits of the shop: a visitor's pages until 30 minutes pass without one. */
  sessions: count,
  page_views: count,
  /** Sessions that added something to the cart; those that reached the checkout. */
  cart_sessions: count,
  checkout_sessions: count,
  /** Placed orders that count as sales (the dashboard's). */
  orders: count,
};

export const dashboardFunnelDay = z.object({ day: isoDay, ...funnelCounts });
export type DashboardFunnelDay = z.infer<typeof dashboardFunnelDay>;

/** Carts abandoned in the period, and those of them that became orders later, at today's prices. */
export const abandonedCartFigures = z.object({
  count,
  value: money,
  recovered_count: count,
  recovered_value: money,
  recovery_rate: rate,
});
export type AbandonedCartFigures = z.infer<typeof abandonedCartFigures>;

export const dashboardFunnelPeriod = z.object({
  from: isoDay,
  to: isoDay,
  ...funnelCounts,
  cart_rate: rate,
  checkout_rate: rate,
  conversion_rate: rate,
  abandoned: abandonedCartFigures,
});
export type DashboardFunnelPeriod = z.infer<typeof dashboardFunnelPeriod>;

export const dashboardFunnel = z.object({
  currency: z.string(),
  time_zone: z.string(),
  period: dashboardFunnelPeriod,
  previous: dashboardFunnelPeriod,
  /** Every day of the period, zeros where nobody came. */
  days: z.array(dashboardFunnelDay),
  /** The store's today, whatever the period. */
  today: dashboardFunnelDay,
});
export type DashboardFunnel = z.infer<typeof dashboardFunnel>;
export const dashboardFunnelResponse = z.object({ status: z.literal(true), data: dashboardFunnel });

/** POST /store/dashboard_customers: the same range as the dashboard's. */
export const dashboardCustomersBody = dashboardBody;

const percent = z.number().min(0).max(100);

export const customerPeriod = z.object({
  from: isoDay,
  to: isoDay,
  /** Customers with a counting order in the period: new plus returning. */
  customers: count,
  new_customers: count,
  returning_customers: count,
  new_orders: count,
  new_sales: money,
  returning_orders: count,
  returning_sales: money,
  /** Customers of the period with two counting orders or more by its end. */
  repeat_customers: count,
  repeat_rate: percent,
});
export type CustomerPeriod = z.infer<typeof customerPeriod>;

export const customerDay = z.object({ day: isoDay, new_customers: count, returning_customers: count });

export const dashboardCustomers = z.object({
  currency: z.string(),
  time_zone: z.string(),
  period: customerPeriod,
  previous: customerPeriod,
  /** Every day of the period: customers who first ordered that day, and those who ordered before it. */
  days: z.array(customerDay),
});
export type DashboardCustomers = z.infer<typeof dashboardCustomers>;
export const dashboardCustomersResponse = z.object({ status: z.literal(true), data: dashboardCustomers });

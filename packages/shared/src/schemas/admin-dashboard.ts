import { z } from 'zod';
import { SIGNUP_STEPS } from './signup.js';
import { dashboardBody } from './dashboard.js';
import { isoDate, isoDay } from './common.js';

const count = z.number().int().nonnegative();
const keyed = z.object({ key: z.string(), stores: count });
const money = z.object({ currency: z.string(), amount: z.number().int(), payments: count });

/** POST /admin/dashboard: a range of UTC days, both ends included. */
export const adminDashboardBody = dashboardBody;

export const adminDashboardDay = z.object({
  day: isoDay,
  /** People (by email) who began the sign-up form that day. */
  signups_started: count,
  /** Stores created that day. */
  stores_created: count,
  /** Plan payments that went through that day. */
  plans_paid: count,
});
export type AdminDashboardDay = z.infer<typeof adminDashboardDay>;

export const adminDashboard = z.object({
  from: isoDay,
  to: isoDay,
  /** The stores now, whatever the range. */
  stores: z.object({ total: count, by_type: z.array(keyed), by_status: z.array(keyed) }),
  days: z.array(adminDashboardDay),
  funnel: z.array(z.object({ step: z.enum(SIGNUP_STEPS), people: count, of_started: z.number() })),
  revenue: z.object({
    /** Plan payments paid in the range, per currency. */
    plans: z.array(money),
    /** The platform's transaction fees booked in the range (ledger platform:transaction_fees), per currency. */
    fees: z.array(money),
  }),
  trials: z.object({ stores: count, features: count }),
  /** Feedback sent in the range, and stores whose chat has a message support has not read. */
  feedback: count,
  open_chats: count,
  as_of: isoDate,
});
export type AdminDashboard = z.infer<typeof adminDashboard>;
export const adminDashboardResponse = z.object({ status: z.literal(true), data: adminDashboard });

import { bigint, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The platform's transaction fees per UTC day and currency, for the admin dashboard: kept by
 * statement triggers on ledger_entries (migration admin_dashboard_fee_days) from the postings of
 * the `platform:transaction_fees` account, never written by code. Every paid multi-vendor order
 * line posts a fee, so summing the ledger over a year reads millions of rows; this reads at most
 * 366 days × currencies × slots. `slot` (the store id's hash, 0–7) spreads concurrent checkouts
 * of one day over eight rows, so they do not all wait on one row's lock.
 */
export const platformFeeDays = pgTable(
  'platform_fee_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    slot: smallint('slot').notNull(),
    /** Minor units: the fee postings' sum (a refund's reversal subtracts). */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    postings: integer('postings').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency, t.slot] })],
);

/**
 * The first UTC day each email reached each step of the sign-up form (`*`: any step), kept by a
 * statement trigger on signup_log (migration signup_rollups): the key that makes a person count
 * once, whatever the number of their log rows.
 */
export const signupFirsts = pgTable(
  'signup_firsts',
  {
    email: text('email').notNull(),
    step: text('step').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.step] })],
);

/**
 * People who reached a step of the sign-up form for the first time, per UTC day (`*`: started):
 * the admin dashboard's sign-ups and funnel sum a range's days instead of counting the distinct
 * emails of every log row in it. Kept with signup_firsts by the same trigger.
 */
export const signupStepDays = pgTable(
  'signup_step_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    step: text('step').notNull(),
    people: integer('people').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.step] })],
);

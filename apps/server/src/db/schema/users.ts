import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeRef } from './columns.js';

const common = {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  status: text('status').notNull().default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
};

/** Owners (role admin) and staff (role subuser) sign in with login_v2; emails are unique platform-wide. */
export const storeUsers = pgTable(
  'store_users',
  {
    ...common,
    storeId: storeRef(),
    role: text('role').notNull(),
    subuserFeatures: text('subuser_features').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [uniqueIndex('store_users_email_key').on(t.email), index('store_users_store_idx').on(t.storeId)],
);

/** Vendors of a multi-vendor store sign in on the store's branded page; emails are unique per store. */
export const vendors = pgTable(
  'vendors',
  {
    ...common,
    storeId: storeRef(),
    companyName: text('company_name').notNull(),
    mobile: text('mobile'),
    vendorFeatures: text('vendor_features').array().notNull().default(sql`'{}'::text[]`),
    /** The store's cut of this vendor's lines; null: the catalog's, else the store's `vendor_commission`. */
    commission: jsonb('commission').$type<{ type: 'percent' | 'flat'; value: number }>(),
    /** When the vendor's subscription to sell on the store ends (ended, for an expired vendor); null: no end. */
    subscriptionEndsAt: timestamp('subscription_ends_at', { withTimezone: true }),
    /** The vendor's own sign-in address, /vendor/signin/{sub_domain}; unique beside every store's. */
    subDomain: text('sub_domain'),
    /** The vendor's Stripe connected account (acct_…): where a Stripe transfer pays it. */
    payoutAccount: text('payout_account'),
  },
  (t) => [
    uniqueIndex('vendors_store_email_key').on(t.storeId, t.email),
    uniqueIndex('vendors_sub_domain_key').on(t.subDomain),
    // The vendor subscription expiry sweep: active vendors by their end.
    index('vendors_expiry_idx').on(t.subscriptionEndsAt).where(sql`${t.status} = 'active'`),
  ],
);

/** Branches of a store (store pickup points); emails are unique platform-wide. */
export const branches = pgTable(
  'branches',
  {
    ...common,
    storeId: storeRef(),
    address: text('address'),
    mobile: text('mobile'),
    /** Seven days, Monday first ({ open, opens, closes }), as appointment categories keep them; null: not given. */
    hours: jsonb('hours').$type<{ open: boolean; opens: string; closes: string }[]>(),
  },
  (t) => [uniqueIndex('branches_email_key').on(t.email), index('branches_store_idx').on(t.storeId)],
);

export const masterAdmins = pgTable('master_admins', common, (t) => [
  uniqueIndex('master_admins_email_key').on(t.email),
]);

export type StoreUserRow = typeof storeUsers.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;
export type MasterAdminRow = typeof masterAdmins.$inferSelect;

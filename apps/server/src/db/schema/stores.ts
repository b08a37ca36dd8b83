import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_THEME_PRIMARY } from '@stallfront/shared';
import { packages } from './platform.js';
import { themes } from './themes.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A merchant's store: every field of "Store details" in spec section 3. */
export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    subType: text('sub_type'),
    category: text('category').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    gstNo: text('gst_no'),
    website: text('website'),
    subDomain: text('sub_domain').notNull().unique(),
    baseUrl: text('base_url').notNull(),
    /** Minor units of `currency`. */
    wallet: bigint('wallet', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    currencyTypes: jsonb('currency_types')
      .$type<{ code: string; symbol: string; rate: number }[]>()
      .notNull()
      .default([]),
    country: text('country').notNull(),
    /** IANA zone of the store's hours and bookings; null takes the country's main zone. */
    timezone: text('timezone'),
    additionalFeatures: jsonb('additional_features').$type<Record<string, unknown>>().notNull().default({}),
    companyDetails: jsonb('company_details').$type<CompanyDetails>().notNull(),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id),
    billingStatus: text('billing_status'),
    paidFeatures: text('paid_features').array().notNull().default(sql`'{}'::text[]`),
    trialExpiry: timestamp('trial_expiry', { withTimezone: true }),
    signupBy: text('signup_by').notNull().default('self'),
    status: text('status').notNull().default('active'),
    isDemo: boolean('is_demo').notNull().default(false),
    logo: text('logo'),
    /** The shop's browser-tab icon (/setting/store/logo-management). */
    favicon: text('favicon'),
    themeColors: jsonb('theme_colors')
      .$type<{ primary: string; secondary?: string }>()
      .notNull()
      .default({ primary: DEFAULT_THEME_PRIMARY }),
    /** The shop theme it wears (/admin/themes); null wears the platform's default theme. */
    themeId: uuid('theme_id').references(() => themes.id),
    vendorBg: text('vendor_bg'),
    vendorCommission: jsonb('vendor_commission').$type<{ type: 'percent' | 'flat'; value: number }>(),
    payoutGateway: jsonb('payout_gateway').$type<{ provider: string; account_id?: string; enabled: boolean }>(),
    watiConfig: jsonb('wati_config').$type<{ api_endpoint: string; access_token: string; enabled: boolean }>(),
    /** A host name the merchant points at the shop (shop.example.com), kept lower-case. */
    customDomain: text('custom_domain').unique(),
    /** Set once the domain settings proved the merchant controls it; only then does the Host serve the shop. */
    customDomainVerifiedAt: timestamp('custom_domain_verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('stores_created_at_idx').on(t.createdAt),
    // The platform admin's clients list sorted by name (admin clients).
    index('stores_name_idx').on(t.name, t.id),
    check('stores_custom_domain_lower', sql`${t.customDomain} = lower(${t.customDomain})`),
  ],
);

export interface CompanyDetails {
  name: string;
  address?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  phone?: string;
}

/** Trial features a store may use for TRIAL_DAYS after sign-up (deployDetails.trial_features). */
export const trialFeatures = pgTable(
  'trial_features',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: boolean('status').notNull().default(true),
    uninstalled: boolean('uninstalled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The trial's length in days, from the feature catalogue when it began; null: TRIAL_DAYS. */
    days: integer('days'),
  },
  // A trial is once per feature per store (the App Store).
  (t) => [uniqueIndex('trial_features_store_name_key').on(t.storeId, t.name)],
);

export type StoreRow = typeof stores.$inferSelect;
export type TrialFeatureRow = typeof trialFeatures.$inferSelect;

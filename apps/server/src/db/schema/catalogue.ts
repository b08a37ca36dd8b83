import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { PackageSnapshot } from '@stallfront/shared';

/**
 * Every edit of a package, whole (docs/decisions.md, "Package versions"): a store keeps the
 * version in force when its period began until its next renewal, unless an edit is immediate.
 */
export const packageVersions = pgTable(
  'package_versions',
  {
    packageId: text('package_id').notNull(),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<PackageSnapshot>().notNull(),
    immediate: boolean('immediate').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.version] })],
);

/** The App Store's catalogue of features: seeded from FEATURE_INFO, edited at /admin/features. */
export const platformFeatures = pgTable('platform_features', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  icon: text('icon').notNull().default('IconApps'),
  /** Monthly price in minor units of the base currency; 0 is free. */
  price: integer('price').notNull().default(0),
  trialDays: integer('trial_days').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The currencies the platform bills in, with their rate against the base currency (rate 1). */
export const platformCurrencies = pgTable('platform_currencies', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  rate: doublePrecision('rate').notNull(),
  base: boolean('base').notNull().default(false),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

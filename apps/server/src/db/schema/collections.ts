import { sql } from 'drizzle-orm';
import { bigint, text, uuid } from 'drizzle-orm/pg-core';
import type { CollectionKind, CollectionSort, CollectionStatus } from '@stallfront/shared/collections';
import { attachments } from './attachments.js';
import { namedThings } from './named-things.js';

/**
 * The shop's collections (COLLECTION in packages/shared), the name being the title, at
 * /collections/{slug}: the slug unique in the store. A rule collection keeps its rules, not its
 * products: they are matched when the page is read. A write drops the store's kept shop pages.
 */
export const collections = namedThings(
  'collections',
  {
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    status: text('status').$type<CollectionStatus>().notNull(),
    kind: text('kind').$type<CollectionKind>().notNull(),
    sort: text('sort').$type<CollectionSort>().notNull(),
    ruleCatalogIds: uuid('rule_catalog_ids').array().notNull().default(sql`'{}'::uuid[]`),
    ruleTags: text('rule_tags').array().notNull().default(sql`'{}'::text[]`),
    rulePriceMin: bigint('rule_price_min', { mode: 'number' }),
    rulePriceMax: bigint('rule_price_max', { mode: 'number' }),
    ruleVendorIds: uuid('rule_vendor_ids').array().notNull().default(sql`'{}'::uuid[]`),
  },
  ['slug'],
);

/** A hand-picked collection's products. */
export const collectionProducts = attachments('collection_products', collections, 'products');

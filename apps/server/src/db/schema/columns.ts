import { integer, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.js';

/** The store a row belongs to; every store-owned table has it, and it goes with its store. */
export const storeRef = () =>
  uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });

/** Goes up by one with every edit a form saves; an update made from an older one is refused (platform/edit-version.ts). */
export const editVersionColumn = () => integer('version').notNull().default(1);

import { uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.js';

/** The store a row belongs to; every store-owned table has it, and it goes with its store. */
export const storeRef = () =>
  uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });

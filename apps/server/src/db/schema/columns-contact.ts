import { text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.js';

/** Who asked: a shopper's contact details, and their account when signed in. */
export const shopperContact = () => ({
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
});

import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OrderAction, OrderStage, OrderStatus } from '@stallfront/shared';
import { storeRef } from './columns.js';
import { orders } from './orders.js';

/**
 * An order's timeline: one row per console action (notes too), written in the action's
 * transaction, naming who did it and the state before and after.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Written order: two actions in one millisecond still read back in the order they happened. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    storeId: storeRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    action: text('action').$type<OrderAction>().notNull(),
    /** Who acted, as the console showed them: "Name <email>" and their role. */
    actorName: text('actor_name').notNull(),
    actorType: text('actor_type').notNull(),
    fromStatus: text('from_status').$type<OrderStatus>().notNull(),
    fromStage: text('from_stage').$type<OrderStage>().notNull(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    toStage: text('to_stage').$type<OrderStage>().notNull(),
    /** The tracking number, cancel reason, note or new address, as text. */
    detail: text('detail').notNull().default(''),
    // Milliseconds: two actions of one second keep their order.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.seq)],
);

export type OrderEventRow = typeof orderEvents.$inferSelect;

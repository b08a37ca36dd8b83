import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryKind, LocalArea, ShippingRate, ShippingZone } from '@stallfront/shared';
import { namedThings } from './named-things.js';

/**
 * How shoppers get their orders (DELIVERY_METHOD in packages/shared): home delivery, pickup at
 * the store or a branch, a local delivery area. A pickup names its branch by id, not a link: a
 * branch that goes stops being offered (shippingChoices reads only branches that exist).
 */
export const deliveryMethods = namedThings('delivery_methods', {
  kind: text('kind').$type<DeliveryKind>().notNull(),
  active: boolean('active').notNull().default(true),
  branchId: uuid('branch_id'),
  fee: integer('fee').notNull().default(0),
  freeAbove: integer('free_above'),
  area: jsonb('area')
    .$type<LocalArea>()
    .notNull()
    .default(sql`'{"postcodes":[],"radius_km":null,"origin":null,"points":[]}'::jsonb`),
});

/** Home delivery's rates: a zone and a rate each (SHIPPING_METHOD in packages/shared). */
export const shippingMethods = namedThings('shipping_methods', {
  active: boolean('active').notNull().default(true),
  zone: jsonb('zone').$type<ShippingZone>().notNull(),
  rate: jsonb('rate').$type<ShippingRate>().notNull(),
});

export type DeliveryMethodRow = typeof deliveryMethods.$inferSelect;
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

import { sql } from 'drizzle-orm';
import { products, vendors } from '../../db/schema/index.js';

/**
 * True for a product of no vendor or of an active one. An expired or suspended vendor's
 * products leave the shop: not listed, not found, not sold from a cart made before.
 */
export const ofActiveVendor = sql<boolean>`(${products.vendorId} is null or exists (
  select 1 from ${vendors} where ${vendors.id} = ${products.vendorId} and ${vendors.status} = 'active'))`;

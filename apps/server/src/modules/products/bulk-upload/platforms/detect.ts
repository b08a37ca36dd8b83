import type { CsvTable } from '../../../../platform/files/csv.js';
import { fromShopify, isShopifyExport } from './shopify.js';
import type { ProductSource } from './source.js';
import { fromWooCommerce, isWooCommerceExport } from './woocommerce.js';

/** Another platform's export in the bulk upload's columns, or null for a file in those columns already. */
export function platformSourceOf(table: CsvTable, now: Date): ProductSource | null {
  if (isShopifyExport(table.header)) return fromShopify(table);
  if (isWooCommerceExport(table.header)) return fromWooCommerce(table, now);
  return null;
}

import { FREE_PACKAGE_IDS } from '../catalog/packages.js';
import type { StoreType } from '../catalog/store.js';

/** Products a store on a free package may hold (spec section 9, "limited product count"). */
export const FREE_PRODUCT_LIMIT = 50;
/** At or below this many units a product counts as low on stock. */
export const LOW_STOCK_THRESHOLD = 5;

/** SKUs (spec section 5): upper case; letters, digits and hyphens only. */
export const SKU_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

/** What a SKU field turns typed text into: upper case, every other character dropped. */
export function toSku(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, '')
    .replace(/-+/g, '-');
}

/** Catalog and navigation names (spec section 5): trimmed, inner spaces collapsed, each word capitalised. */
export function toTitleCase(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s\-/(&])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

export type StockLevel = 'in' | 'low' | 'out';

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_THRESHOLD ? 'low' : 'in';
}

/** How many products a store may still add; null when its package sets no limit. */
export function productsLeft(packageId: string, productCount: number): number | null {
  if (!FREE_PACKAGE_IDS.includes(packageId)) return null;
  return Math.max(0, FREE_PRODUCT_LIMIT - productCount);
}

/** Estates stores list properties, not goods: they get no product taxonomy (spec section 6). */
export const hasProductTaxonomy = (storeType: StoreType): boolean => storeType !== 'estates';

import { access, anyOf } from './call-access.js';

/** Who writes recipes: the owner, and staff granted the website (recipes are part of the shop). */
export const RECIPE_ACCESS = { read: access({ staff: anyOf('website') }), write: access({ staff: anyOf('website') }) };

export const RECIPE_STATUSES = { draft: 'Draft', published: 'Published' } as const;
export type RecipeStatus = keyof typeof RECIPE_STATUSES;

/** Minutes as ISO 8601 duration for schema.org (PT1H30M); null for none. */
export function isoDuration(minutes: number): string | null {
  if (minutes <= 0) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`;
}

/** Minutes as a cook reads them: "45 min", "1 h", "1 h 30 min". */
export function minutesText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

type Stocked = { sku: string; stock: number };

/** What the cart takes for an ingredient: the product itself, or its first variant in stock. */
function inStock(product: Stocked & { variants: Stocked[] }): Stocked | null {
  if (product.variants.length === 0) return product.stock > 0 ? product : null;
  return product.variants.find((v) => v.stock > 0) ?? null;
}

/** The SKU the cart takes for an ingredient, or null while it is sold out. */
export const ingredientSku = (product: Stocked & { variants: Stocked[] }): string | null =>
  inStock(product)?.sku ?? null;

/** The cart line of an ingredient: as many as the recipe needs, at most what is left; null when sold out. */
export function ingredientLine(
  product: Stocked & { variants: Stocked[] },
  quantity: number,
): { sku: string; quantity: number } | null {
  const item = inStock(product);
  return item ? { sku: item.sku, quantity: Math.min(quantity, item.stock) } : null;
}

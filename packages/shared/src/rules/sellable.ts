/** The parts of a product that decide what a shopper may buy by SKU. */
export interface SellableProduct {
  name: string;
  sku: string;
  price: number;
  stock: number;
  status: 'active' | 'draft';
  archived: boolean;
  variants: { option_values: string[]; sku: string; price: number; stock: number }[];
  /** False when the product's vendor is expired or suspended: its products leave the shop. */
  vendorActive?: boolean;
}

export interface Sellable {
  sku: string;
  /** The product's name, and the variant's option values after it ("Tee / Red / M"). */
  name: string;
  optionValues: string[];
  /** Index of the variant in the product's variants; null for a product without variants. */
  variantIndex: number | null;
  price: number;
  stock: number;
}

export type SellableResult = { ok: true; sellable: Sellable } | { ok: false; problem: string };

/**
 * What one SKU of a product sells: the variant it names, or the product itself when it has
 * no variants. A product with variants is bought by a variant's SKU, never its own.
 */
export function sellableOf(product: SellableProduct, sku: string): SellableResult {
  if (product.archived || product.status !== 'active' || product.vendorActive === false) {
    return { ok: false, problem: `${product.name} is no longer sold` };
  }
  if (product.variants.length === 0) {
    if (product.sku !== sku) return { ok: false, problem: 'No item has that SKU' };
    const sellable = {
      sku,
      name: product.name,
      optionValues: [],
      variantIndex: null,
      price: product.price,
      stock: product.stock,
    };
    return { ok: true, sellable };
  }
  const index = product.variants.findIndex((v) => v.sku === sku);
  if (index < 0) return { ok: false, problem: `Choose an option of ${product.name}` };
  const variant = product.variants[index] as SellableProduct['variants'][number];
  return {
    ok: true,
    sellable: {
      sku,
      name: [product.name, ...variant.option_values].join(' / '),
      optionValues: variant.option_values,
      variantIndex: index,
      price: variant.price,
      stock: variant.stock,
    },
  };
}

/** Why a quantity cannot be had, or null when the stock covers it. */
export function stockProblem(sellable: Sellable, quantity: number): string | null {
  if (sellable.stock <= 0) return `${sellable.name} is sold out`;
  if (quantity > sellable.stock) return `Only ${sellable.stock} of ${sellable.name} left`;
  return null;
}

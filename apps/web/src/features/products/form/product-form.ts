import {
  type Product,
  type ProductCreateBody,
  type ProductFeatures,
  productDetails,
  productOverall,
} from '@stallfront/shared/products';

/** The product form holds the create body whole; money stays in minor units. */
export type ProductFormValues = Required<
  Omit<ProductCreateBody, 'custom_model' | 'images' | 'variants' | 'options'>
> & {
  images: { url: string; alt: string }[];
  options: { name: string; values: string[] }[];
  variants: {
    option_values: string[];
    sku: string;
    price: number;
    stock: number;
    images: { url: string; alt: string }[];
  }[];
  custom_model: NonNullable<Product['custom_model']> | null;
};

/** The fields each save call of spec section 7 carries, read from the shared schemas of those calls. */
export const OVERALL_FIELDS = Object.keys(productOverall.shape) as (keyof typeof productOverall.shape)[];
export const DETAILS_FIELDS = Object.keys(productDetails.shape) as (keyof typeof productDetails.shape)[];

export type ProductSection = 'overall' | 'details' | 'images';

export function emptyProduct(): ProductFormValues {
  return {
    name: '',
    sku: '',
    slug: '',
    price: 0,
    compare_at_price: null,
    tax_class_id: null,
    stock: 0,
    status: 'active',
    catalog_ids: [],
    vendor_id: null,
    options: [],
    variants: [],
    description: '',
    tags: [],
    seo_title: '',
    seo_description: '',
    weight: null,
    taxonomy: null,
    custom_model: null,
    images: [],
  };
}

export function toFormValues(product: Product): ProductFormValues {
  const values = emptyProduct();
  for (const key of Object.keys(values) as (keyof ProductFormValues)[]) {
    (values as Record<string, unknown>)[key] = product[key];
  }
  return values;
}

/** Which save calls an edit needs, from the form's dirty paths (such as `variants.0.sku`). */
export function changedSections(isDirty: (path: string) => boolean): ProductSection[] {
  const sections: ProductSection[] = [];
  if (OVERALL_FIELDS.some((f) => isDirty(f))) sections.push('overall');
  if (DETAILS_FIELDS.some((f) => isDirty(f))) sections.push('details');
  if (isDirty('images')) sections.push('images');
  return sections;
}

export function pick<T extends object, K extends keyof T>(values: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, values[k]])) as Pick<T, K>;
}

/** Whether the form's fields may be edited at all, and the reason shown when not. */
export function editBlockedReason(features: ProductFeatures, isNew: boolean): string | null {
  if (isNew && !features.add) return 'Your account may not add products.';
  if (isNew && features.products_left === 0)
    return 'Your free package holds no more products. Upgrade your plan to add more.';
  if (!isNew && !features.update) return 'Your account may view this product but not change it.';
  return null;
}

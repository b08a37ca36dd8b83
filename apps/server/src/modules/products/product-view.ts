import { sql } from 'drizzle-orm';
import type { Product, ProductSummary } from '@stallfront/shared';
import { isoTimestamp } from '../../db/iso-timestamp.js';
import { type ProductRow, products } from '../../db/schema/index.js';

/** The columns of a list row, read straight from the indexed table. */
export const summaryColumns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  price: products.price,
  priceMax: sql<string | null>`(select max((v ->> 'price')::bigint) from jsonb_array_elements(${products.variants}) v)`,
  currency: products.currency,
  stock: products.stock,
  status: products.status,
  archived: products.archived,
  image: sql<string | null>`${products.images} -> 0 ->> 'url'`,
  vendorId: products.vendorId,
  variantCount: sql<number>`jsonb_array_length(${products.variants})`,
  createdAt: isoTimestamp(products.createdAt),
  updatedAt: isoTimestamp(products.updatedAt),
};

type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & { id: string };

export function toSummary(row: SummaryRow): ProductSummary {
  return {
    _id: row.id,
    name: row.name as string,
    sku: row.sku as string,
    price: Number(row.price),
    price_max: row.priceMax === null ? null : Number(row.priceMax),
    currency: row.currency as string,
    stock: row.stock as number,
    status: row.status as ProductSummary['status'],
    archived: row.archived as boolean,
    image: (row.image as string | null) ?? null,
    vendor_id: (row.vendorId as string | null) ?? null,
    variant_count: Number(row.variantCount),
    created_on: row.createdAt as string,
    updated_on: row.updatedAt as string,
  };
}

export function toProduct(row: ProductRow, branchStock: Product['branch_stock'], slugRedirects: string[]): Product {
  return {
    _id: row.id,
    version: row.version,
    name: row.name,
    sku: row.sku,
    slug: row.slug,
    slug_redirects: slugRedirects,
    price: row.price,
    compare_at_price: row.compareAtPrice,
    currency: row.currency,
    tax_class_id: row.taxClassId,
    stock: row.stock,
    status: row.status,
    archived: row.archived,
    catalog_ids: row.catalogIds,
    vendor_id: row.vendorId,
    options: row.options,
    variants: row.variants,
    description: row.description,
    tags: row.tags,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    weight: row.weight,
    taxonomy: row.taxonomy,
    custom_model: row.customModel,
    images: row.images,
    branch_stock: branchStock,
    created_on: row.createdAt.toISOString(),
    updated_on: row.updatedAt.toISOString(),
  };
}

import { editVersion, seenVersion } from './editing.js';
import { z } from 'zod';
import { DEFAULT_IMAGE_COUNT, VARIANT_IMAGE_COUNT } from '../catalog/limits.js';
import { MEASUREMENT_UNITS } from '../catalog/store.js';
import { SKU_PATTERN } from '../rules/products.js';
import { hasLetterOrDigit, toSlug } from '../rules/text.js';
import { imageField, isoDate, okData, text, trimmed } from './common.js';
import { listQuery, okPage } from './list.js';

export const PRODUCT_STATUSES = ['active', 'draft'] as const;
export const STOCK_FILTERS = ['in', 'low', 'out'] as const;
export const PRODUCT_SORTS = ['created', 'name', 'price', 'stock'] as const;
/** Most a product's price may be, in minor units: a safe bound for every currency. */
export const MAX_PRICE_MINOR = 100_000_000_000;
export const MAX_STOCK = 10_000_000;

export const skuField = z
  .string()
  .trim()
  .min(1, { abort: true, error: 'Enter a SKU' })
  .max(40, '40 characters at most')
  .regex(SKU_PATTERN, 'Use upper-case letters, digits and single hyphens, like TEE-RED-M');
export const slugField = z
  .string()
  .trim()
  .min(1, { abort: true, error: 'Enter a URL slug' })
  .max(120, '120 characters at most')
  .refine((s) => toSlug(s) === s, 'Use lower-case letters, digits and hyphens, like red-cotton-tee');
export const moneyMinor = z
  .number({ error: 'Enter an amount' })
  .int('Enter a whole number of cents')
  .min(0, 'Cannot be below zero')
  .max(MAX_PRICE_MINOR, 'This amount is too large');
export const stockField = z
  .number({ error: 'Enter a number' })
  .int('Enter a whole number')
  .min(0, 'Cannot be below zero')
  .max(MAX_STOCK, 'This number is too large');
/** An image: this store's uploaded media (see POST /store/media) or an https address. */
export const productImage = z.object({ url: imageField, alt: text(200).default('') });
export type ProductImage = z.infer<typeof productImage>;

export const productOption = z.object({
  name: trimmed(40),
  values: z.array(trimmed(40)).min(1, 'Give the option at least one value').max(50),
});

export const productVariant = z.object({
  /** One value per option, in the options' order. */
  option_values: z.array(trimmed(40)).min(1).max(3),
  sku: skuField,
  price: moneyMinor,
  stock: stockField,
  images: z.array(productImage).max(VARIANT_IMAGE_COUNT, `${VARIANT_IMAGE_COUNT} images a variant at most`).default([]),
});
export type ProductVariant = z.infer<typeof productVariant>;

/** The measurement set of a made-to-measure product (spec section 3, "custom model"). */
export const customModel = z.object({
  custom_list: z
    .array(z.object({ name: trimmed(60), options: z.array(trimmed(60)).max(30).default([]) }))
    .max(30)
    .default([]),
  mm_sets: z
    .array(
      z.object({
        name: trimmed(60),
        list: z.array(trimmed(60)).min(1, 'Name at least one measurement').max(40),
        mm_unit: z.enum(MEASUREMENT_UNITS),
      }),
    )
    .max(10)
    .default([]),
  notes_list: z.array(trimmed(300)).max(20).default([]),
  additional_qty: z.number().int().min(0).max(1000).default(0),
});
export type CustomModel = z.infer<typeof customModel>;
/** The same as answered: stored text is answered as it is, without today's input rules. */
const storedCustomModel = z.object({
  custom_list: z.array(z.object({ name: z.string(), options: z.array(z.string()).default([]) })).default([]),
  mm_sets: z
    .array(z.object({ name: z.string(), list: z.array(z.string()), mm_unit: z.enum(MEASUREMENT_UNITS) }))
    .default([]),
  notes_list: z.array(z.string()).default([]),
  additional_qty: z.number().int().default(0),
});

/** A product's name: it names the product in the shop, so it needs a letter or digit, not only symbols. */
export const productName = trimmed(200, 1, 'Enter a name').refine(
  hasLetterOrDigit,
  'Use letters or numbers in the name',
);

/** The "overall" section: identity, price, stock, status, catalogs and variants. */
export const productOverall = z.object({
  name: productName,
  sku: skuField,
  slug: slugField,
  price: moneyMinor,
  compare_at_price: moneyMinor.nullable().default(null),
  /** The tax class it is charged by (/setting/tax-rates); none: no tax. */
  tax_class_id: z.uuid({ error: 'Choose a tax class from the list' }).nullable().default(null),
  stock: stockField,
  status: z.enum(PRODUCT_STATUSES).default('active'),
  catalog_ids: z.array(z.uuid()).max(20, '20 catalogs at most').default([]),
  vendor_id: z.uuid().nullable().default(null),
  options: z.array(productOption).max(3, '3 options at most').default([]),
  variants: z.array(productVariant).max(100, '100 variants at most').default([]),
});

/** One of a product's tags ("summer", "linen"), as the product form and the tag screen take it. */
export const productTag = trimmed(40);

/** The "details" section: the words and measurements around the product. */
export const productDetails = z.object({
  /** Rich text as HTML; the server keeps only safe tags. */
  description: text(20_000, { lines: true, trim: false }).default(''),
  tags: z.array(productTag).max(30, '30 tags at most').default([]),
  seo_title: text(70).default(''),
  seo_description: text(320, { lines: true }).default(''),
  /** Grams. */
  weight: z.number().int().min(0).max(1_000_000).nullable().default(null),
  /** A Google product category path; estates stores have none. */
  taxonomy: text(250).nullable().default(null),
  custom_model: customModel.nullable().default(null),
});

export const productImages = z.object({
  images: z.array(productImage).max(DEFAULT_IMAGE_COUNT, `${DEFAULT_IMAGE_COUNT} images a product at most`),
});

export const branchStockEntry = z.object({ branch_id: z.uuid(), stock: stockField });
export const branchStock = z.object({ branch_stock: z.array(branchStockEntry).max(200) });

/** POST /store/product: every section at once. */
export const productCreateBody = productOverall
  .extend(productDetails.shape)
  .extend({ images: productImages.shape.images.default([]) });
export type ProductCreateBody = z.input<typeof productCreateBody>;

const withId = { _id: z.uuid() };
/** A section's update: the product and the version its form was opened at. */
const sectionOf = { ...withId, ...seenVersion };
export const productOverallBody = productOverall.extend(sectionOf);
export const productDetailsBody = productDetails.extend(sectionOf);
export const productImagesBody = productImages.extend(sectionOf);
export const productBranchStockBody = branchStock.extend(withId);
export const productArchiveBody = z.object({
  ids: z.array(z.uuid()).min(1, 'Select at least one product').max(500),
  archived: z.boolean(),
});
export const productIdBody = z.object(withId);
export const productIdParams = z.object({ id: z.uuid({ error: 'Give a product id' }) });

export const product = z.object({
  _id: z.string(),
  /** Goes up with every save of the form's sections; an update sent with an older one is refused. */
  version: editVersion,
  name: z.string(),
  sku: z.string(),
  slug: z.string(),
  /** Earlier slugs, oldest first: the shop sends their visitors on to this product. */
  slug_redirects: z.array(z.string()),
  price: z.number().int(),
  compare_at_price: z.number().int().nullable(),
  currency: z.string(),
  tax_class_id: z.string().nullable(),
  stock: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  archived: z.boolean(),
  catalog_ids: z.array(z.string()),
  vendor_id: z.string().nullable(),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(
    z.object({
      option_values: z.array(z.string()),
      sku: z.string(),
      price: z.number().int(),
      stock: z.number().int(),
      images: z.array(z.object({ url: z.string(), alt: z.string() })),
    }),
  ),
  description: z.string(),
  tags: z.array(z.string()),
  seo_title: z.string(),
  seo_description: z.string(),
  weight: z.number().int().nullable(),
  taxonomy: z.string().nullable(),
  custom_model: storedCustomModel.nullable(),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  branch_stock: z.array(z.object({ branch_id: z.string(), name: z.string(), stock: z.number().int() })),
  created_on: isoDate,
  updated_on: isoDate,
});
export type Product = z.infer<typeof product>;
export const productResponse = okData(product);

/** A product list row: what the table shows. */
export const productSummary = z.object({
  _id: z.string(),
  name: z.string(),
  sku: z.string(),
  /** The lowest variant's price when the product has variants. */
  price: z.number().int(),
  /** The highest variant's price; null without variants. */
  price_max: z.number().int().nullable(),
  currency: z.string(),
  /** With variants, the sum of theirs. */
  stock: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  archived: z.boolean(),
  image: z.string().nullable(),
  vendor_id: z.string().nullable(),
  variant_count: z.number().int(),
  created_on: isoDate,
  updated_on: isoDate,
});
export type ProductSummary = z.infer<typeof productSummary>;

export const productFilters = z.object({
  archived: z.boolean().default(false),
  catalog_id: z.uuid().optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  stock: z.enum(STOCK_FILTERS).optional(),
  vendor_id: z.uuid().optional(),
  branch_id: z.uuid().optional(),
});
export const productListBody = listQuery(PRODUCT_SORTS).extend(productFilters.shape);
export type ProductListBody = z.input<typeof productListBody>;
export const productListResponse = okPage(productSummary);

/** GET /store/product_list: the count of the same filters, from the query string. */
const queryBool = z.enum(['true', 'false']).transform((v) => v === 'true');
export const productCountQuery = productFilters.extend({
  archived: queryBool.default(false),
  search: text(100).optional(),
});

export const multiProductBody = z.object({ ids: z.array(z.uuid()).min(1).max(100) });
export const multiProductResponse = z.object({ status: z.literal(true), list: z.array(productSummary) });

/** What the signed-in user may do with products, so the console shows only what the server allows. */
export const productFeatures = z.object({
  add: z.boolean(),
  /** Bulk upload, its history and undo (BULK_UPLOAD_ACCESS). */
  bulk_upload: z.boolean(),
  update: z.boolean(),
  archive: z.boolean(),
  delete: z.boolean(),
  branch_stock: z.boolean(),
  /** The branch a branch user may set stock for; null for everyone else. */
  own_branch_id: z.string().nullable(),
  image_uploader: z.boolean(),
  /** Change catalogs, highlights and the navigation menu. */
  manage_catalogs: z.boolean(),
  taxonomy: z.boolean(),
  products_left: z.number().int().nullable(),
  product_count: z.number().int(),
  image_limit: z.number().int(),
  variant_image_limit: z.number().int(),
  currency: z.string(),
  vendors: z.array(z.object({ _id: z.string(), name: z.string() })),
  branches: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type ProductFeatures = z.infer<typeof productFeatures>;
export const productFeaturesResponse = okData(productFeatures);

export const mediaItem = z.object({
  _id: z.string(),
  url: z.string(),
  /** The uploaded file's name. */
  name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number(),
  created_on: isoDate,
});
/** GET /store/media: `unused=true` keeps the images no product, variant or catalog shows. */
export const mediaLibraryQuery = z.object({ unused: queryBool.default(false) });
/** POST /store/media answers with the stored image. */
export const mediaResponse = okData(mediaItem);
export const mediaLibraryResponse = z.object({ status: z.literal(true), list: z.array(mediaItem) });
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

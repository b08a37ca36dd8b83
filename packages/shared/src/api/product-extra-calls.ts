import { amenityIcon } from '../catalog/amenity-icons.js';
import { highlightIcon } from '../catalog/highlight-icons.js';
import { z } from 'zod';
import { MEASUREMENT_UNITS } from '../catalog/store.js';
import { hexColor, imageField, text } from '../schemas/common.js';
import { PRODUCT_EXTRA_ACCESS } from '../rules/product-access.js';
import { ADDON_KINDS } from '../rules/addons.js';
import { sizeTableProblems } from '../rules/size-charts.js';
import { moneyMinor } from '../schemas/products.js';
import { simpleResource } from './simple-resource.js';

/** /product-extras/footnote: reusable notes the shop shows under chosen products and catalogs. */
export const FOOTNOTE = simpleResource({
  noun: 'footnote',
  path: '/store/footnote',
  access: PRODUCT_EXTRA_ACCESS,
  fields: { text: text(1000, { min: 1, lines: true, required: 'Write the note' }) },
  attach: ['products', 'catalogs'],
});

/** /product-extras/faq: questions answered once, shown (and marked up as an FAQPage) on chosen products and catalogs. */
export const FAQ = simpleResource({
  noun: 'question',
  path: '/store/faq',
  access: PRODUCT_EXTRA_ACCESS,
  nameLabel: 'Question',
  nameMax: 200,
  fields: { answer: text(2000, { min: 1, lines: true, required: 'Write the answer' }) },
  attach: ['products', 'catalogs'],
});

/** /product-extras/image-tags: badges ("New", "Handmade") the shop lays over the pictures of chosen products and catalogs. */
export const IMAGE_TAG = simpleResource({
  noun: 'image tag',
  path: '/store/image_tag',
  access: PRODUCT_EXTRA_ACCESS,
  nameLabel: 'Text',
  // A badge sits on a phone's half-width product card.
  nameMax: 24,
  fields: { color: hexColor },
  attach: ['products', 'catalogs'],
});

/** /product-extras/highlights: short selling points ("Free delivery", "Handmade"), each with an icon, listed on chosen products and catalogs. */
export const HIGHLIGHT = simpleResource({
  noun: 'highlight',
  path: '/store/highlight',
  access: PRODUCT_EXTRA_ACCESS,
  nameLabel: 'Text',
  nameMax: 60,
  fields: { icon: highlightIcon },
  attach: ['products', 'catalogs'],
});

/** /product-extras/amenities: what an estates listing or a service's place offers (parking, Wi-Fi), grouped, on chosen listings and catalogs. */
export const AMENITY = simpleResource({
  noun: 'amenity',
  plural: 'amenities',
  path: '/store/amenity',
  access: PRODUCT_EXTRA_ACCESS,
  nameMax: 60,
  fields: {
    icon: amenityIcon,
    // The heading the shop lists it under ("Building", "Inside").
    group: text(40, { min: 1, required: 'Name the group it is listed under' }),
  },
  attach: ['products', 'catalogs'],
});

/** /product-extras/variant-colors: colour names with their hex, shown as swatches wherever a variant option takes the name. */
export const VARIANT_COLOR = simpleResource({
  noun: 'variant colour',
  path: '/store/variant_color',
  access: PRODUCT_EXTRA_ACCESS,
  nameLabel: 'Colour name',
  nameMax: 40,
  // A photo of the fabric or finish, shown on the swatch over its shade.
  fields: { hex: hexColor, image: imageField.nullable().default(null) },
});

/** A whole number from `min` to `max`, each fault in a merchant's words. */
const wholeNumber = (min: number, max: number, { error = 'Enter a whole number', most = `${max} at most` } = {}) =>
  z.number({ error }).int(error).min(min, `${min} at least`).max(max, most);

/** A length a size chart holds: positive, to the hundredth (81.28 cm is 32 inches exactly). */
const chartLength = z
  .number({ error: 'Enter a number' })
  .min(0.01, 'Enter a length of 0.01 at least')
  .max(999, '999 at most')
  // Not zod's multipleOf: it throws on a number written with an exponent (1e-199).
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Two decimals at most')
  .nullable();

/** The grid of a size chart: measurements across, sizes down; a row's value may be blank. */
export const sizeTable = z
  .object({
    measurements: z
      .array(text(30, { min: 1, required: 'Name the measurement' }))
      .min(1, 'Add a measurement')
      .max(8, '8 measurements at most'),
    rows: z
      .array(
        z.object({
          size: text(20, { min: 1, required: 'Name the size' }),
          values: z.array(chartLength).max(8),
        }),
      )
      .min(1, 'Add a size')
      .max(30, '30 sizes at most'),
  })
  .superRefine((table, ctx) => {
    for (const problem of sizeTableProblems(table)) {
      const path = problem.field.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
      ctx.addIssue({ code: 'custom', path, message: problem.message });
    }
  });

/** /product-extras/size-chart: sizes by measurement in inches or cms, shown (either unit, the shopper's pick) on chosen products and catalogs. */
export const SIZE_CHART = simpleResource({
  noun: 'size chart',
  path: '/store/size_chart',
  access: PRODUCT_EXTRA_ACCESS,
  nameMax: 60,
  fields: { unit: z.enum(MEASUREMENT_UNITS, { error: 'Choose inches or cms' }), chart: sizeTable },
  attach: ['products', 'catalogs'],
});

/**
 * /product-extras/measurement-sets: a made-to-measure product's measurements written once (a
 * kurta's, a blouse's), with their unit, notes and extra quantity; the product form copies one
 * into the product's custom model instead of typing it again.
 */
export const MEASUREMENT_SET = simpleResource({
  noun: 'measurement set',
  path: '/store/measurement_set',
  access: PRODUCT_EXTRA_ACCESS,
  nameMax: 60,
  fields: {
    mm_unit: z.enum(MEASUREMENT_UNITS, { error: 'Choose inches or cms' }),
    list: z
      .array(text(60, { min: 1, required: 'Name the measurement' }))
      .min(1, 'Name at least one measurement')
      .max(40, '40 measurements at most'),
    notes_list: z.array(text(300, { min: 1, required: 'Write the note' })).max(20, '20 notes at most'),
    additional_qty: wholeNumber(0, 1000),
  },
});

/** The most add-on products one offer shows beside its product. */
export const MAX_OFFERED_PRODUCTS = 4;

/**
 * /product-extras/addon-products: other products offered on chosen products' pages ("frequently
 * bought together"), each taken off by the discount when bought with one of them (bundleSavings).
 */
export const ADDON_PRODUCT = simpleResource({
  noun: 'offer',
  path: '/store/addon_product',
  access: PRODUCT_EXTRA_ACCESS,
  nameLabel: 'Heading',
  // The heading over the offer in the shop ("Complete the look").
  nameMax: 60,
  fields: {
    offered_ids: z
      .array(z.uuid())
      .min(1, 'Choose a product to offer')
      .max(MAX_OFFERED_PRODUCTS, `${MAX_OFFERED_PRODUCTS} products at most`),
    discount_percent: wholeNumber(0, 50, { error: 'Enter a whole percent', most: '50% at most' }),
  },
  attach: ['products', 'catalogs'],
});

/**
 * /product-extras/addons: paid options of chosen products (gift wrap ticked, a monogram's text
 * up to its length, a photo to print), added to each unit's price in the cart and kept on the order's line.
 */
export const ADDON = simpleResource({
  noun: 'add-on',
  path: '/store/addon',
  access: PRODUCT_EXTRA_ACCESS,
  nameMax: 40,
  fields: {
    kind: z.enum(ADDON_KINDS, { error: 'Choose a tick, a text or a file' }),
    price: moneyMinor,
    required: z.boolean({ error: 'Say whether it is required' }),
    // Used by a text add-on; a tick keeps it but never reads it, so it may leave it out.
    max_chars: wholeNumber(1, 200).default(30),
  },
  attach: ['products', 'catalogs'],
});

/** Every product extra declared as a simple resource: their calls are served and documented from here. */
export const SIMPLE_PRODUCT_EXTRAS = [
  FOOTNOTE,
  FAQ,
  IMAGE_TAG,
  HIGHLIGHT,
  AMENITY,
  VARIANT_COLOR,
  SIZE_CHART,
  MEASUREMENT_SET,
  ADDON_PRODUCT,
  ADDON,
] as const;

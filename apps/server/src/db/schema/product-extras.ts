import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, text, uuid } from 'drizzle-orm/pg-core';
import type { AddonKind, LengthUnit, SizeTable } from '@stallfront/shared';
import { attachments } from './attachments.js';
import { namedThings } from './named-things.js';

/** Reusable notes shown under chosen products and catalogs (FOOTNOTE in packages/shared). */
export const footnotes = namedThings('footnotes', { text: text('text').notNull() });
export const footnoteProducts = attachments('footnote_products', footnotes, 'products');
export const footnoteCatalogs = attachments('footnote_catalogs', footnotes, 'catalogs');

/** Questions answered once (the name is the question), shown on chosen products and catalogs (FAQ in packages/shared). */
export const faqs = namedThings('faqs', { answer: text('answer').notNull() });
export const faqProducts = attachments('faq_products', faqs, 'products');
export const faqCatalogs = attachments('faq_catalogs', faqs, 'catalogs');

/** Badges laid over product pictures in the shop, the name being the badge's text (IMAGE_TAG in packages/shared). */
export const imageTags = namedThings('image_tags', { color: text('color').notNull() });
export const imageTagProducts = attachments('image_tag_products', imageTags, 'products');
export const imageTagCatalogs = attachments('image_tag_catalogs', imageTags, 'catalogs');

/** Selling points with an icon, the name being their text (HIGHLIGHT in packages/shared). */
export const highlights = namedThings('highlights', { icon: text('icon').notNull() });
export const highlightProducts = attachments('highlight_products', highlights, 'products');
export const highlightCatalogs = attachments('highlight_catalogs', highlights, 'catalogs');

/** What a listing or a service's place offers, with an icon, under a group heading (AMENITY in packages/shared). */
export const amenities = namedThings('amenities', { icon: text('icon').notNull(), group: text('group').notNull() });
export const amenityProducts = attachments('amenity_products', amenities, 'products');
export const amenityCatalogs = attachments('amenity_catalogs', amenities, 'catalogs');

/** Colour names with their hex, matched by name to variant option values (VARIANT_COLOR in packages/shared). */
export const variantColors = namedThings('variant_colors', { hex: text('hex').notNull(), image: text('image') });

/** Sizes by measurement in the unit they were written in, on chosen products and catalogs (SIZE_CHART in packages/shared). */
export const sizeCharts = namedThings('size_charts', {
  unit: text('unit').$type<LengthUnit>().notNull(),
  chart: jsonb('chart').$type<SizeTable>().notNull(),
});
export const sizeChartProducts = attachments('size_chart_products', sizeCharts, 'products');
export const sizeChartCatalogs = attachments('size_chart_catalogs', sizeCharts, 'catalogs');

/** Made-to-measure measurements written once, copied into products' custom models (MEASUREMENT_SET in packages/shared). */
export const measurementSets = namedThings('measurement_sets', {
  mmUnit: text('mm_unit').$type<LengthUnit>().notNull(),
  list: text('list').array().notNull(),
  notesList: text('notes_list').array().notNull().default(sql`'{}'::text[]`),
  additionalQty: integer('additional_qty').notNull().default(0),
});

/** Products offered on chosen products' pages, with a discount when bought together (ADDON_PRODUCT in packages/shared). */
export const addonProducts = namedThings('addon_products', {
  // Ids, not links: a deleted product simply stops being offered (the shop reads only products that exist).
  offeredIds: uuid('offered_ids').array().notNull(),
  discountPercent: integer('discount_percent').notNull().default(0),
});
export const addonProductProducts = attachments('addon_product_products', addonProducts, 'products');
export const addonProductCatalogs = attachments('addon_product_catalogs', addonProducts, 'catalogs');

/** Paid options of chosen products: a tick or a text, priced per unit (ADDON in packages/shared). */
export const addons = namedThings('addons', {
  kind: text('kind').$type<AddonKind>().notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  required: boolean('required').notNull().default(false),
  maxChars: integer('max_chars').notNull(),
});
export const addonAttachedProducts = attachments('addon_attached_products', addons, 'products');
export const addonAttachedCatalogs = attachments('addon_attached_catalogs', addons, 'catalogs');

/** Each attached product extra's tables, by extra: what its calls serve, the shop reads and the demo seeds. */
export const PRODUCT_EXTRA_TABLES = {
  footnote: { things: footnotes, links: { products: footnoteProducts, catalogs: footnoteCatalogs } },
  faq: { things: faqs, links: { products: faqProducts, catalogs: faqCatalogs } },
  imageTag: { things: imageTags, links: { products: imageTagProducts, catalogs: imageTagCatalogs } },
  highlight: { things: highlights, links: { products: highlightProducts, catalogs: highlightCatalogs } },
  amenity: { things: amenities, links: { products: amenityProducts, catalogs: amenityCatalogs } },
  variantColor: { things: variantColors },
  sizeChart: { things: sizeCharts, links: { products: sizeChartProducts, catalogs: sizeChartCatalogs } },
  measurementSet: { things: measurementSets },
  addonProduct: { things: addonProducts, links: { products: addonProductProducts, catalogs: addonProductCatalogs } },
  addon: { things: addons, links: { products: addonAttachedProducts, catalogs: addonAttachedCatalogs } },
};

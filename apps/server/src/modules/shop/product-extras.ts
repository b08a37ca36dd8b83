import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type AmenityIcon, type HighlightIcon, KEY_FACT_ICONS } from '@stallfront/shared/product-extras';
import { type LengthUnit, type OfferedAddon, type SizeTable, textToneOn } from '@stallfront/shared/rules';
import type { ShopImageTag } from '@stallfront/shared/shop';
import { catalogs, PRODUCT_EXTRA_TABLES as tables } from '../../db/schema/index.js';

/** A simple resource's tables as the shop reads them: its things and their links to products and catalogs. */
interface AttachedExtra {
  things: PgTable;
  links: { products: PgTable; catalogs: PgTable };
}

/**
 * For productPageRow: the things of `extra` attached to the product of the outer select or to one
 * of its catalogs and meeting `where` (raw SQL on t), by `orderBy` (columns, or raw expressions made
 * here from constants) then name, each as a JSON object of `fields`. Read from the links
 * (by their target index), not by testing each of the store's things. Table and column names come
 * from the schema, never from a request.
 */
function shownOnProduct<Shown>(
  extra: AttachedExtra,
  fields: Record<string, AnyPgColumn>,
  orderBy: (AnyPgColumn | string)[] = [],
  where = 'true',
): SQL<Shown[]> {
  const object = Object.entries(fields)
    .map(([key, column]) => `'${key}', t."${column.name}"`)
    .join(', ');
  const order = [...orderBy.map((by) => (typeof by === 'string' ? by : `t."${by.name}"`)), 't.name'].join(', ');
  const [things, onProducts, onCatalogs] = [extra.things, extra.links.products, extra.links.catalogs].map(getTableName);
  return sql.raw(`coalesce((
    select json_agg(json_build_object(${object}) order by ${order}) from "${things}" t
    where t.store_id = "products"."store_id" and ${where} and t.id in (
      select l.thing_id from "${onProducts}" l where l.target_id = "products"."id"
      union all
      select l.thing_id from "${onCatalogs}" l where l.target_id = any("products"."catalog_ids"))
  ), '[]'::json)`) as SQL<Shown[]>;
}

/** Key facts first, in KEY_FACT_ICONS' order (bedrooms before bathrooms before area), then the other highlights. */
const keyFactList = KEY_FACT_ICONS.map((icon) => `'${icon}'`).join(', ');
const KEY_FACTS_FIRST = `array_position(array[${keyFactList}], t.icon)`;

/** A card's key facts (highlights with a KEY_FACT_ICONS icon), as a column of its select. */
export const keyFactsOfProduct = () =>
  shownOnProduct<{ text: string }>(
    tables.highlight,
    { text: tables.highlight.things.name },
    [KEY_FACTS_FIRST],
    `t.icon in (${keyFactList})`,
  );

/** The badges laid over the product's pictures (a card's and a product page's), as a column of their select. */
export const imageTagsOfProduct = () =>
  shownOnProduct<{ text: string; color: string }>(tables.imageTag, {
    text: tables.imageTag.things.name,
    color: tables.imageTag.things.color,
  });

/** Badges as the shop draws them: each text dark or light, whichever reads on its colour. */
export const shopImageTags = (tags: { text: string; color: string }[]): ShopImageTag[] =>
  tags.map((tag) => ({ ...tag, tone: textToneOn(tag.color) }));

/** The store's variant colours named like one of the product's option values, whatever their case. */
const variantColoursOfOptions = () =>
  sql<{ name: string; hex: string; image: string | null }[]>`coalesce((
    select json_agg(json_build_object('name', c.name, 'hex', c.hex, 'image', c.image)) from ${tables.variantColor.things} c
    where c.store_id = "products"."store_id" and lower(c.name) in (
      select lower(v) from jsonb_array_elements("products"."options") o, jsonb_array_elements_text(o -> 'values') v)
  ), '[]'::json)`;

/** An add-on offer as productPageRow reads it (`addonOffers`); shopAddonOffers adds its products. */
export interface AttachedOffer {
  name: string;
  offered_ids: string[];
  discount_percent: number;
}

/** The Google categories of the outer select's product's catalogs (product-taxonomy.ts maps them), as a column. */
export const googleCategoriesOfCatalogs = () =>
  sql<number[]>`array(select c.google_category_id from ${catalogs} c
    where c.store_id = "products"."store_id" and c.id = any("products"."catalog_ids") and c.google_category_id is not null)`;

/** The product extras a product page shows, as columns of productPageRow's select. */
export const productPageExtras = () => ({
  footnotes: shownOnProduct<{ name: string; text: string }>(tables.footnote, {
    name: tables.footnote.things.name,
    text: tables.footnote.things.text,
  }),
  faqs: shownOnProduct<{ question: string; answer: string }>(tables.faq, {
    question: tables.faq.things.name,
    answer: tables.faq.things.answer,
  }),
  imageTags: imageTagsOfProduct(),
  highlights: shownOnProduct<{ text: string; icon: HighlightIcon }>(
    tables.highlight,
    { text: tables.highlight.things.name, icon: tables.highlight.things.icon },
    [KEY_FACTS_FIRST],
  ),
  amenities: shownOnProduct<{ name: string; icon: AmenityIcon; group: string }>(
    tables.amenity,
    {
      name: tables.amenity.things.name,
      icon: tables.amenity.things.icon,
      group: tables.amenity.things.group,
    },
    [tables.amenity.things.group],
  ),
  variantColors: variantColoursOfOptions(),
  googleCategoryIds: googleCategoriesOfCatalogs(),
  sizeCharts: shownOnProduct<{ name: string; unit: LengthUnit; chart: SizeTable }>(tables.sizeChart, {
    name: tables.sizeChart.things.name,
    unit: tables.sizeChart.things.unit,
    chart: tables.sizeChart.things.chart,
  }),
  addons: shownOnProduct<OfferedAddon>(tables.addon, {
    id: tables.addon.things.id,
    name: tables.addon.things.name,
    kind: tables.addon.things.kind,
    price: tables.addon.things.price,
    required: tables.addon.things.required,
    max_chars: tables.addon.things.maxChars,
  }),
  addonOffers: shownOnProduct<AttachedOffer>(tables.addonProduct, {
    name: tables.addonProduct.things.name,
    offered_ids: tables.addonProduct.things.offeredIds,
    discount_percent: tables.addonProduct.things.discountPercent,
  }),
});

import type { CsvTable } from '../../../../platform/files/csv.js';
import {
  type ProductSource,
  commaList,
  droppedNote,
  galleryOf,
  grams,
  isImageAddress,
  lowestPrice,
  notAnAddress,
  skuFrom,
} from './source.js';

/** WooCommerce's product export (Products → Export), its header in English. */
export const isWooCommerceExport = (header: string[]) =>
  header.includes('type') && header.includes('regular price') && header.includes('name');

type Cells = Record<string, string>;
type ExportRow = CsvTable['records'][number];
type WeightUnit = 'g' | 'kg' | 'lbs' | 'oz';

/** The SEO plugins whose fields WooCommerce exports as meta columns: Yoast, then Rank Math. */
const SEO_TITLE = ['meta: _yoast_wpseo_title', 'meta: rank_math_title'];
const SEO_DESCRIPTION = ['meta: _yoast_wpseo_metadesc', 'meta: rank_math_description'];
/** WooCommerce's own default category, on every product nobody categorised. */
const UNCATEGORIZED = 'uncategorized';

const columnOf = (weightColumn: string) => ({
  name: 'Name',
  sku: 'SKU',
  slug: 'Name',
  price: 'Regular price',
  compare_at_price: 'Regular price',
  stock: 'Stock',
  weight: weightColumn,
  status: 'Published',
  catalogs: 'Categories',
  tags: 'Tags',
  seo_title: 'Meta: _yoast_wpseo_title',
  seo_description: 'Meta: _yoast_wpseo_metadesc',
  description: 'Description',
  options: 'Attribute 1 name',
  option_values: 'Attribute 1 value(s)',
  variant_of: 'Parent',
});

const kindOf = (cells: Cells) =>
  commaList(cells.type)
    .map((t) => t.toLowerCase())
    .find((t) => ['simple', 'variable', 'variation', 'grouped', 'external'].includes(t)) ?? 'simple';

/** A plugin's field, unless it holds the plugin's template variables (%%title%%, %title%) rather than text. */
const seoField = (cells: Cells, columns: string[]) => {
  const value = columns.map((c) => cells[c]?.trim()).find(Boolean) ?? '';
  return /%[a-z_]+%/i.test(value) ? '' : value;
};

/** The export writes line breaks in text as the two characters \n. */
const unescapeLines = (text: string | undefined) => (text ?? '').replace(/\\r\\n|\\n/g, '\n');

/**
 * A sale price is the price, the regular one what it was; a sale scheduled to start later is
 * not on yet (WooCommerce itself clears a sale that has ended).
 */
function pricesOf(cells: Cells, now: Date): { price: string; compare_at_price: string } {
  const starts = Date.parse(cells['date sale price starts']?.trim().slice(0, 10) ?? '');
  const sale = starts > now.getTime() ? '' : (cells['sale price']?.trim() ?? '');
  const regular = cells['regular price']?.trim() ?? '';
  return sale ? { price: sale, compare_at_price: regular } : { price: regular, compare_at_price: '' };
}

/** Each numbered attribute a row names: its name and its value(s). */
function attributesOf(cells: Cells): { name: string; values: string[]; column: string }[] {
  const found = [];
  for (let i = 1; `attribute ${i} name` in cells; i++) {
    const name = cells[`attribute ${i} name`]?.trim() ?? '';
    if (name)
      found.push({ name, values: commaList(cells[`attribute ${i} value(s)`]), column: `Attribute ${i} value(s)` });
  }
  return found;
}

/**
 * WooCommerce's product CSV: simple and variable products, each variation a row naming its
 * parent (`id:123` or the parent's SKU); categories, tags and images are comma lists.
 */
export function fromWooCommerce(table: CsvTable, now: Date): ProductSource {
  const weightColumn = table.header.find((h) => /^weight \((g|kg|lbs|oz)\)$/.test(h));
  const unit = (weightColumn?.match(/\((\w+)\)/)?.[1] ?? 'kg') as WeightUnit;
  const source: ProductSource = {
    platform: 'WooCommerce',
    records: [],
    images: [],
    errors: [],
    columnOf: columnOf(weightColumn ? `Weight (${unit})` : 'Weight'),
    notes: [],
  };
  const fail = (row: number, column: string, message: string) => source.errors.push({ row, column, message });
  const parents = table.records.filter((r) => ['simple', 'variable'].includes(kindOf(r.cells)));
  const variationsOf = new Map<ExportRow, ExportRow[]>();
  for (const record of table.records) {
    const kind = kindOf(record.cells);
    if (kind === 'grouped')
      fail(record.line, 'Type', 'a grouped product cannot be imported: each product sells on its own; remove this row');
    if (kind === 'external')
      fail(record.line, 'Type', 'an external (affiliate) product cannot be imported; remove this row');
    if (kind !== 'variation') continue;
    const parent = parentOf(record.cells.parent ?? '', parents);
    if (!parent)
      fail(record.line, 'Parent', `${record.cells.parent || '(empty)'} is not a variable product of this file`);
    else variationsOf.set(parent, [...(variationsOf.get(parent) ?? []), record]);
  }
  let dropped = 0;
  let withoutStock = 0;
  for (const parent of parents) {
    const added = addProduct(parent, variationsOf.get(parent) ?? [], { unit, weightColumn, source, fail, now });
    dropped += added.dropped;
    if (added.withoutStock) withoutStock++;
  }
  source.notes.push(...droppedNote(dropped));
  if (withoutStock > 0)
    source.notes.push(
      `${withoutStock} products had no stock count (stock not managed); new ones start with 0 in stock.`,
    );
  return source;
}

function parentOf(reference: string, parents: ExportRow[]): ExportRow | undefined {
  const id = reference.match(/^id:(\d+)$/)?.[1];
  return parents.find((p) => (id ? p.cells.id?.trim() === id : reference && p.cells.sku?.trim() === reference.trim()));
}

interface Translation {
  unit: WeightUnit;
  weightColumn: string | undefined;
  source: ProductSource;
  fail: (row: number, column: string, message: string) => void;
  now: Date;
}

function addProduct(
  row: ExportRow,
  variations: ExportRow[],
  { unit, weightColumn, source, fail, now }: Translation,
): { dropped: number; withoutStock: boolean } {
  const c = row.cells;
  const sku = c.sku?.trim() || (c.id?.trim() ? skuFrom('WC', c.id) : '');
  const variable = kindOf(c) === 'variable';
  const options = variable ? optionsOf(c, variations, row.line, fail) : [];
  const variantRows = variations.map((v) => {
    const own = new Map(attributesOf(v.cells).map((a) => [a.name, a.values[0] ?? '']));
    const values = options.map((o) => own.get(o.name) ?? '');
    return {
      line: v.line,
      image: commaList(v.cells.images)[0],
      cells: {
        variant_of: sku,
        sku: v.cells.sku?.trim() || skuFrom(sku, ...values),
        price: pricesOf(v.cells, now).price,
        stock: v.cells.stock ?? '',
        option_values: values.join('|'),
      },
    };
  });
  const product: Cells = {
    name: c.name ?? '',
    sku,
    description: unescapeLines(c.description?.trim() ? c.description : c['short description']),
    status: c.published?.trim() === '1' ? 'active' : c.published?.trim() ? 'draft' : '',
    catalogs: commaList(c.categories)
      .map((path) => path.split('>').at(-1)?.trim() ?? '')
      .filter((name) => name && name.toLowerCase() !== UNCATEGORIZED)
      .join('|'),
    tags: commaList(c.tags).join('|'),
    seo_title: seoField(c, SEO_TITLE),
    seo_description: seoField(c, SEO_DESCRIPTION),
    ...(variable
      ? {
          price: lowestPrice(variantRows.map((v) => v.cells.price)) ?? '',
          options: options.map((o) => `${o.name}: ${o.values.join('|')}`).join('; '),
        }
      : { ...pricesOf(c, now), stock: c.stock ?? '', weight: grams(weightColumn && c[weightColumn], unit) ?? '' }),
  };
  source.records.push({ line: row.line, cells: product });
  for (const v of variantRows) source.records.push({ line: v.line, cells: v.cells });

  const gallery = galleryOf(
    commaList(c.images).map((url, i) => ({ sku, url, alt: '', position: i + 1, line: row.line })),
    'Images',
    source.errors,
  );
  source.images.push(...gallery.images);
  for (const v of variantRows) {
    if (!v.image) continue;
    if (isImageAddress(v.image))
      source.images.push({ sku, variantSku: v.cells.sku, url: v.image, alt: '', position: 1, line: v.line });
    else fail(v.line, 'Images', notAnAddress(v.image));
  }
  const withoutStock = variable ? variantRows.some((v) => !v.cells.stock.trim()) : !c.stock?.trim();
  return { dropped: gallery.dropped, withoutStock };
}

/**
 * A variable product's options: its attributes that its variations set, with the values the
 * product lists and any more its variations use. A variation for "any" value has none to sell.
 */
function optionsOf(
  cells: Cells,
  variations: ExportRow[],
  line: number,
  fail: (row: number, column: string, message: string) => void,
): { name: string; values: string[] }[] {
  const varied = attributesOf(cells).filter((a) =>
    variations.some((v) => attributesOf(v.cells).some((own) => own.name === a.name && own.values.length > 0)),
  );
  if (variations.length === 0) fail(line, 'Type', 'a variable product needs its variation rows in the file');
  return varied.map((attribute) => {
    const used = variations.map((v) => {
      const own = attributesOf(v.cells).find((a) => a.name === attribute.name);
      if (!own?.values[0]) {
        fail(
          v.line,
          own?.column ?? 'Attribute 1 value(s)',
          `is empty: a variation for any ${attribute.name} cannot be sold; give it one value`,
        );
      }
      return own?.values[0] ?? '';
    });
    return { name: attribute.name, values: [...new Set([...attribute.values, ...used.filter(Boolean)])] };
  });
}

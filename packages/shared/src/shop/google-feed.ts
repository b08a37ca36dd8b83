import { minorToDecimal } from '../rules/money.js';
import { escapeXml } from './seo.js';

/**
 * The shop's Google Shopping feed (Merchant Center's RSS 2.0 product data, the g: fields of
 * its product data specification): one item per thing a shopper can buy, a variant each.
 */
export interface FeedProduct {
  sku: string;
  name: string;
  /** Plain text. */
  description: string;
  url: string;
  /** Absolute image addresses, the main one first. */
  images: string[];
  price: number;
  compareAtPrice: number | null;
  stock: number;
  currency: string;
  brand: string;
  /** Google's category path (its own, else its catalogs'), or null. */
  category: string | null;
  options: { name: string }[];
  variants: { sku: string; optionValues: string[]; price: number; stock: number; image: string | null }[];
}

export type FeedItem = Record<string, string>;

const money = (minor: number, currency: string) => `${minorToDecimal(minor, currency)} ${currency}`;

/**
 * A product's items: itself when it has no variants, else one per variant, grouped by the
 * product's SKU. A compare-at price above the price makes the price a sale price.
 */
export function feedItems(p: FeedProduct): FeedItem[] {
  const sellables = p.variants.length
    ? p.variants.map((v) => ({
        id: v.sku,
        title: `${p.name} - ${v.optionValues.join(' / ')}`,
        price: v.price,
        stock: v.stock,
        image: v.image ?? p.images[0],
        options: v.optionValues,
      }))
    : [{ id: p.sku, title: p.name, price: p.price, stock: p.stock, image: p.images[0], options: [] as string[] }];
  return sellables.map((s) => {
    const onSale = p.compareAtPrice !== null && p.compareAtPrice > s.price && !p.variants.length;
    const item: FeedItem = {
      'g:id': s.id,
      'g:title': s.title.slice(0, 150),
      'g:description': (p.description || p.name).slice(0, 5000),
      'g:link': p.url,
      'g:availability': s.stock > 0 ? 'in_stock' : 'out_of_stock',
      'g:price': money(onSale ? (p.compareAtPrice as number) : s.price, p.currency),
      'g:brand': p.brand,
      'g:condition': 'new',
      // The store has no barcodes (GTIN) to give.
      'g:identifier_exists': 'no',
    };
    if (onSale) item['g:sale_price'] = money(s.price, p.currency);
    if (s.image) item['g:image_link'] = s.image;
    const additional = s.id === p.sku ? p.images.slice(1, 11) : [];
    additional.forEach((url, i) => {
      item[`g:additional_image_link${i ? `_${i}` : ''}`] = url;
    });
    if (p.category) item['g:google_product_category'] = p.category;
    if (p.variants.length) {
      item['g:item_group_id'] = p.sku;
      p.options.forEach((option, i) => {
        const field = optionField(option.name);
        const value = s.options[i];
        if (field && value) item[field] = value;
      });
    }
    return item;
  });
}

/** Google's variant fields for the options it knows by name: colour, size, material, pattern. */
function optionField(name: string): string | null {
  const n = name.trim().toLowerCase();
  if (/colou?r/.test(n)) return 'g:color';
  if (/size/.test(n)) return 'g:size';
  if (/material|fabric/.test(n)) return 'g:material';
  if (/pattern|print/.test(n)) return 'g:pattern';
  return null;
}

// XML 1.0 has no place for most control characters: a description pasted from elsewhere may carry some.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const xmlText = (text: string) => escapeXml(text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ''));

/** The feed document: the channel (the shop) and its items. */
export function feedXml(channel: { title: string; link: string; description: string }, items: FeedItem[]): string {
  const element = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;
  const body = items
    .map((item) => {
      const fields = Object.entries(item).map(([name, value]) =>
        element(name.replace(/^(g:additional_image_link)_\d+$/, '$1'), value),
      );
      return `<item>${fields.join('')}</item>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
<channel>${element('title', channel.title)}${element('link', channel.link)}${element('description', channel.description)}
${body}
</channel>
</rss>
`;
}

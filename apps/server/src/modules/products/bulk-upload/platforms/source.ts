import { type CsvRowError, DEFAULT_IMAGE_COUNT, isWebLink } from '@stallfront/shared';
import type { CsvTable } from '../../../../platform/files/csv.js';

/** An image address an export names, fetched into the store's media after the upload. */
export interface ImportedImage {
  /** The product's SKU in the translated rows. */
  sku: string;
  /** The variant it pictures; null for the product's own gallery. */
  variantSku: string | null;
  url: string;
  alt: string;
  position: number;
  line: number;
}

/** Another platform's export, translated into the bulk upload's own columns. */
export interface ProductSource {
  platform: 'Shopify' | 'WooCommerce';
  /** Rows in the bulk upload's columns, each at the line of the export it came from. */
  records: CsvTable['records'];
  images: ImportedImage[];
  /** What the translation itself found wrong, in the export's column names. */
  errors: CsvRowError[];
  /** Our column → the export's, so a row check's problem names the column the merchant sees. */
  columnOf: Record<string, string>;
  /** What the merchant should know about the import beyond its counts. */
  notes: string[];
}

/** A SKU made from text (a handle, an id) where the export has none: upper case, hyphens between words. */
export function skuFrom(...parts: string[]): string {
  return parts
    .join('-')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** Splits a list cell on commas, keeping a comma written `\,` (WooCommerce's escape). */
export function commaList(cell: string | undefined): string[] {
  return (cell ?? '')
    .split(/(?<!\\),/)
    .map((part) => part.replace(/\\,/g, ',').trim())
    .filter(Boolean);
}

/** The lowest of the prices that read as numbers, as the export wrote it; else the first. */
export function lowestPrice(prices: string[]): string | undefined {
  const numbers = prices.filter((p) => p.trim() !== '' && Number.isFinite(Number(p)));
  if (numbers.length === 0) return prices[0];
  return numbers.reduce((low, p) => (Number(p) < Number(low) ? p : low));
}

/** Grams from a weight in the export's unit, or the text as it was when it is not a number. */
export function grams(value: string | undefined, unit: 'g' | 'kg' | 'lbs' | 'oz'): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) return value;
  const perUnit = { g: 1, kg: 1000, lbs: 453.59237, oz: 28.349523125 }[unit];
  return String(Math.round(n * perUnit));
}

/**
 * A product's images in gallery order, each address once, checked as a web address; those past
 * what a product holds are left out and counted in `dropped`.
 */
export function galleryOf(
  candidates: Omit<ImportedImage, 'variantSku'>[],
  column: string,
  errors: CsvRowError[],
): { images: ImportedImage[]; dropped: number } {
  const seen = new Set<string>();
  const images: ImportedImage[] = [];
  for (const image of [...candidates].sort((a, b) => a.position - b.position)) {
    if (seen.has(image.url)) continue;
    seen.add(image.url);
    if (!isImageAddress(image.url)) {
      errors.push({ row: image.line, column, message: notAnAddress(image.url) });
      continue;
    }
    images.push({ ...image, variantSku: null, position: images.length + 1 });
  }
  return { images: images.slice(0, DEFAULT_IMAGE_COUNT), dropped: Math.max(0, images.length - DEFAULT_IMAGE_COUNT) };
}

export const isImageAddress = (url: string) => url.length <= 2048 && isWebLink(url);
/** The row problem of an image cell that is not a web address. */
export const notAnAddress = (url: string) => `${url.slice(0, 80)} is not an http or https address`;

/** The note for images past a product's limit, when there were any. */
export function droppedNote(dropped: number): string[] {
  return dropped > 0 ? [`${dropped} images past the ${DEFAULT_IMAGE_COUNT} a product holds were left out.`] : [];
}

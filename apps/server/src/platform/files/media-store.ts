import { randomUUID } from 'node:crypto';
import { join, posix, resolve } from 'node:path';
import type { Disk } from 'flydrive';
import sharp from 'sharp';
import type { Config } from '../config.js';
import { badRequest } from '../errors.js';
import { MEDIA_SIZES, sizedImageUrl } from '@stallfront/shared/shop-rules';
import { fairDecoder } from './fair-decoder.js';

/** The longest side an uploaded image keeps; larger images are scaled down. */
const MAX_SIDE = 2048;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
/** A few hundred kilobytes of PNG can decode to gigabytes; 40 megapixels is about 160 MB. */
const MAX_MEGAPIXELS = 40;
/**
 * Two images decode at once on this node (each can take that much memory), shared among
 * stores in turn, and one store's images in flight hold at most one largest image's pixels.
 */
const decoding = fairDecoder({ slots: 2, pixelsPerStore: MAX_MEGAPIXELS * 1_000_000 });
// Decoded images are not kept between uploads: memory goes back once each is written.
sharp.cache(false);

export const mediaRoot = (config: Config) => resolve(config.MEDIA_DIR ?? join(config.DATA_DIR, 'media'));

export interface StoredImage {
  url: string;
  width: number;
  height: number;
  bytes: number;
  /** Widths of the smaller copies written beside it (the shop's srcset). */
  sizes: number[];
}

/**
 * Checks an image by its bytes (the file name and claimed type prove nothing), turns it
 * upright, scales it to at most 2048 px (or cuts it to `cover`'s size, keeping its busiest part)
 * and stores it as WebP on the media disk, under the store's folder.
 */
export async function storeImage(
  disk: Disk,
  storeId: string,
  input: Buffer,
  { cover }: { cover?: { width: number; height: number } } = {},
): Promise<StoredImage> {
  // The header alone: sharp's own pixel limit would call a too-large image "not an image".
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !ACCEPTED.has(meta.format)) throw badRequest('file: must be a JPEG, PNG or WebP image.');
  requireDecodable(meta);
  const { data, info } = await decoding(storeId, meta.width * meta.height, () =>
    sharp(input, { limitInputPixels: MAX_MEGAPIXELS * 1_000_000 })
      .rotate()
      .resize(
        cover
          ? { ...cover, fit: 'cover', position: 'attention' }
          : { width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true },
      )
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true }),
  ).catch(() => {
    throw badRequest('file: the image could not be read; it may be damaged.');
  });
  const name = `${randomUUID()}.webp`;
  const put = (file: string, bytes: Buffer) => disk.put(`${storeId}/${file}`, bytes, { contentType: 'image/webp' });
  await put(name, data);
  const sizes = MEDIA_SIZES.filter((width) => width < info.width);
  // Copies for phones and grids, made from the stored WebP, so the shop can offer a srcset.
  await decoding(storeId, info.width * info.height, () =>
    Promise.all(
      sizes.map(async (width) =>
        put(sizedImageUrl(name, width), await sharp(data).resize({ width }).webp({ quality: 80 }).toBuffer()),
      ),
    ),
  );
  return { url: `/media/${storeId}/${name}`, width: info.width, height: info.height, bytes: data.length, sizes };
}

/** A few hundred kilobytes may claim 8,000 × 8,000 pixels: refused before a decoder is given them. */
export function requireDecodable({ width, height }: { width: number; height: number }): void {
  const megapixels = (width * height) / 1_000_000;
  if (megapixels > MAX_MEGAPIXELS) {
    throw badRequest(
      `file: the image is too large: at most ${MAX_MEGAPIXELS} megapixels; this one has ${Math.ceil(megapixels)}.`,
    );
  }
}

/** An image's upright width and height from its header, or null when it is not an image we take. */
export async function imageShape(input: Buffer): Promise<{ width: number; height: number } | null> {
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !ACCEPTED.has(meta.format)) return null;
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/**
 * Whether an address points into the store's own media folder once resolved as the browser
 * and the file server would: percent-escapes decoded (%2e%2e, %2f), then `.` and `..` applied.
 * Backslashes and control characters, which browsers rewrite or drop, are refused outright.
 */
export function isOwnMediaUrl(url: string, storeId: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.replace(/[?#].*$/s, ''));
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return false;
  return posix.normalize(path).startsWith(`/media/${storeId}/`);
}

/** Uploaded (/media/) images must be the store's own; https addresses are taken as they are. */
export function requireOwnMedia(url: string, storeId: string, field: string): void {
  if (url.startsWith('/media/') && !isOwnMediaUrl(url, storeId)) {
    throw badRequest(`${field}: is not an image of your store`);
  }
}

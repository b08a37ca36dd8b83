import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { Config } from '../config.js';
import { badRequest } from '../errors.js';

/** The longest side an uploaded image keeps; larger images are scaled down. */
const MAX_SIDE = 2048;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export const mediaRoot = (config: Config) => resolve(config.MEDIA_DIR ?? join(config.DATA_DIR, 'media'));

export interface StoredImage {
  url: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * Checks an image by its bytes (the file name and claimed type prove nothing), turns it
 * upright, scales it to at most 2048 px and stores it as WebP under the store's folder.
 */
export async function storeImage(config: Config, storeId: string, input: Buffer): Promise<StoredImage> {
  const format = await sharp(input)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED.has(format)) throw badRequest('file: must be a JPEG, PNG or WebP image.');
  const { data, info } = await sharp(input, { limitInputPixels: 100_000_000 })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw badRequest('file: the image could not be read; it may be damaged.');
    });
  const folder = join(mediaRoot(config), storeId);
  await mkdir(folder, { recursive: true });
  const name = `${randomUUID()}.webp`;
  await writeFile(join(folder, name), data);
  return { url: `/media/${storeId}/${name}`, width: info.width, height: info.height, bytes: data.length };
}

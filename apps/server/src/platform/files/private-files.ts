import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { Config } from '../config.js';
import { mediaRoot } from './media-store.js';

/**
 * Where files only a store's console may read are kept (a shopper's photo to print): under the
 * data folder, outside the media folder that the server hands to anyone at /media/. Refuses a
 * configuration whose media folder would hold it, so a mistake cannot publish them.
 */
export function privateFilesRoot(config: Config): string {
  const root = resolve(config.DATA_DIR, 'private');
  const fromMedia = relative(mediaRoot(config), root);
  if (fromMedia === '' || (!fromMedia.startsWith('..') && !isAbsolute(fromMedia))) {
    throw new Error(`MEDIA_DIR holds ${root}: shoppers' private files would be served to anyone; move one of them.`);
  }
  return root;
}

/** A file's place: a folder per store, named by its id (a uuid the database made, never a name sent). */
const pathOf = (root: string, storeId: string, id: string) => join(root, storeId, id);

export async function writePrivateFile(root: string, storeId: string, id: string, bytes: Buffer): Promise<void> {
  await mkdir(join(root, storeId), { recursive: true });
  await writeFile(pathOf(root, storeId, id), bytes);
}

/** The file's bytes, or null when it is not there. */
export async function readPrivateFile(root: string, storeId: string, id: string): Promise<Buffer | null> {
  return readFile(pathOf(root, storeId, id)).catch((error: { code?: string }) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}

export const removePrivateFile = (root: string, storeId: string, id: string) =>
  rm(pathOf(root, storeId, id), { force: true });

/** Files told by their first bytes: the name and the type the browser claims prove nothing. */
const SIGNATURES = [
  { type: 'image/jpeg', at: 0, bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/webp', at: 8, bytes: [...Buffer.from('WEBP')], riff: true },
  { type: 'application/pdf', at: 0, bytes: [...Buffer.from('%PDF-')] },
] as const;
export type SniffedType = (typeof SIGNATURES)[number]['type'];

/** The type of a JPEG, PNG, WebP or PDF file by its magic number; null for anything else. */
export function sniffFileType(file: Buffer): SniffedType | null {
  const has = (at: number, bytes: readonly number[]) => file.subarray(at, at + bytes.length).equals(Buffer.from(bytes));
  const riff = has(0, [...Buffer.from('RIFF')]);
  return SIGNATURES.find((s) => has(s.at, s.bytes) && (!('riff' in s) || riff))?.type ?? null;
}

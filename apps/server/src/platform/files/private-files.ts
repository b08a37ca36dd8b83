import { isAbsolute, relative, resolve } from 'node:path';
import type { Disk } from 'flydrive';
import { Disk as FlyDisk } from 'flydrive';
import { FSDriver } from 'flydrive/drivers/fs';
import type { Config } from '../config.js';
import { s3DriverOf } from './media-disk.js';
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

/** Files a store's console reads and nobody else: kept, read back and removed by store and id. */
export interface PrivateFiles {
  write(storeId: string, id: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when it is not there. */
  read(storeId: string, id: string): Promise<Buffer | null>;
  remove(storeId: string, id: string): Promise<void>;
}

/**
 * The private files' disk: DATA_DIR/private, or with MEDIA_DRIVER=s3 the private bucket under
 * `private/` (never a key /media/ serves, and never a public bucket: loadConfig asks for
 * S3_PRIVATE_BUCKET then). A file's key is its store and its id (a uuid the database made,
 * never a name sent).
 */
export function createPrivateFiles(config: Config): PrivateFiles {
  const s3 = config.MEDIA_DRIVER === 's3';
  const disk: Disk = s3
    ? new FlyDisk(s3DriverOf(config, config.S3_PRIVATE_BUCKET ?? (config.S3_BUCKET as string), 'private'))
    : new FlyDisk(new FSDriver({ location: privateFilesRoot(config), visibility: 'private' }));
  const keyOf = (storeId: string, id: string) => `${s3 ? 'private/' : ''}${storeId}/${id}`;
  return {
    write: (storeId, id, bytes) => disk.put(keyOf(storeId, id), bytes),
    async read(storeId, id) {
      const key = keyOf(storeId, id);
      return (await disk.exists(key)) ? Buffer.from(await disk.getBytes(key)) : null;
    },
    remove: (storeId, id) => disk.delete(keyOf(storeId, id)),
  };
}

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

import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Disk } from 'flydrive';
import { sizedImageUrl } from '@stallfront/shared/shop-rules';
import type { Db } from '../../db/client.js';
import { media } from '../../db/schema/index.js';
import { storeImage } from '../../platform/files/media-store.js';

export type MediaRow = typeof media.$inferSelect;

interface ImageToKeep {
  bytes: Buffer;
  /** The file's name, as the merchant knows it. */
  name: string;
  /** Cut to this size (a layout slot's), else kept whole at most 2048 px. */
  cover?: { width: number; height: number };
}

/**
 * One copy per picture: an upload the store already sent (the same bytes, cut the same way)
 * answers the row it kept, with no new file written. Otherwise the image is stored and recorded.
 */
export async function keepImage(db: Db, disk: Disk, storeId: string, image: ImageToKeep): Promise<MediaRow> {
  const contentHash = createHash('sha256')
    .update(image.bytes)
    .update(image.cover ? `|cover ${image.cover.width}x${image.cover.height}` : '|whole')
    .digest('base64url');
  const kept = () =>
    db
      .select()
      .from(media)
      .where(and(eq(media.storeId, storeId), eq(media.contentHash, contentHash)))
      .then((rows) => rows[0]);
  const already = await kept();
  if (already) return already;
  const stored = await storeImage(disk, storeId, image.bytes, { cover: image.cover });
  const [row] = await db
    .insert(media)
    .values({ storeId, name: image.name.slice(0, 200), mime: 'image/webp', contentHash, ...stored })
    .onConflictDoNothing({ target: [media.storeId, media.contentHash] })
    .returning();
  if (row) return row;
  // The same picture sent twice at once: the other upload's row stands, this one's files go.
  const file = stored.url.replace(/^\/media\//, '');
  await Promise.all([file, ...stored.sizes.map((width) => sizedImageUrl(file, width))].map((key) => disk.delete(key)));
  const winner = await kept();
  if (!winner) throw new Error('the kept image vanished');
  return winner;
}

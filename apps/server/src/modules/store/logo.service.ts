import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MEDIA_MAX_BYTES } from '@stallfront/shared';
import { stores } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, notFound, tooLarge } from '../../platform/errors.js';
import { storeImage } from '../../platform/files/media-store.js';
import { readUpload } from '../../platform/files/upload.js';

/** A favicon is drawn at 16 to 64 px: a megabyte is plenty. */
export const FAVICON_MAX_BYTES = 1024 * 1024;
const FAVICON_SIDE = 128;

export type LogoKind = 'logo' | 'favicon';

const answerOf = (row: {
  logo: string | null;
  favicon: string | null;
  themeColors: { primary: string; secondary?: string };
}) => ({
  logo: row.logo,
  favicon: row.favicon,
  theme_colors: row.themeColors,
});

/**
 * POST /store/update_logo: the logo (at most MEDIA_MAX_BYTES, 5 MB, kept at its shape) or the
 * favicon (at most a megabyte, cut square), checked by its bytes and stored as WebP on the media disk.
 */
export async function uploadLogo(ctx: AppContext, storeId: string, req: FastifyRequest) {
  const upload = await readUpload(req, MEDIA_MAX_BYTES, 'image');
  // The kind comes before the file in the form, so it is read with it.
  const kind = upload.fields.kind ?? 'logo';
  if (kind !== 'logo' && kind !== 'favicon') throw badRequest('kind: choose logo or favicon.');
  if (kind === 'favicon' && upload.bytes.length > FAVICON_MAX_BYTES)
    throw tooLarge(
      'file: the favicon is larger than 1 MB; it is drawn at 64 px at most, so a small square image will do.',
    );
  const stored = await storeImage(
    ctx.media,
    storeId,
    upload.bytes,
    kind === 'favicon' ? { cover: { width: FAVICON_SIDE, height: FAVICON_SIDE } } : {},
  );
  return setLogo(ctx, storeId, kind, stored.url);
}

/** The store's logo, favicon and theme colours. */
export async function readLogo(ctx: AppContext, storeId: string) {
  const [row] = await ctx.db
    .select({ logo: stores.logo, favicon: stores.favicon, themeColors: stores.themeColors })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!row) throw notFound('This store no longer exists.');
  return answerOf(row);
}

/** Sets (or with null, takes off) the store's logo or favicon, answering what the store now has. */
export async function setLogo(ctx: AppContext, storeId: string, kind: LogoKind, url: string | null) {
  const [row] = await ctx.db
    .update(stores)
    .set(kind === 'logo' ? { logo: url, updatedAt: ctx.now() } : { favicon: url, updatedAt: ctx.now() })
    .where(eq(stores.id, storeId))
    .returning({ logo: stores.logo, favicon: stores.favicon, themeColors: stores.themeColors });
  if (!row) throw notFound('This store no longer exists.');
  return answerOf(row);
}

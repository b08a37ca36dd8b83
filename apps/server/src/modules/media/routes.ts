import { and, desc, eq, inArray, not, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  countOf,
  FREE_PACKAGE_IDS,
  MEDIA_CALLS,
  MEDIA_GALLERY_CALLS,
  MEDIA_MAX_BYTES,
  mayUseImageLibrary,
} from '@stallfront/shared';
import { sizedImageUrl } from '@stallfront/shared/shop-rules';
import { media } from '../../db/schema/index.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import { mediaKey } from '../../platform/files/media-disk.js';
import { readUpload } from '../../platform/files/upload.js';
import { namedCount } from '../../platform/resource/links.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { owned } from '../../platform/store-scope.js';
import { productCallerOf } from '../products/caller.js';
import { galleryList, libraryItem } from './gallery.js';
import { keepImage } from './keep-image.js';
import { inUse, showingAny } from './usage.js';

/** Images a store uploads for its products and catalogs, and the gallery that keeps them tidy. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const { db, media: disk } = app.ctx;
  const callerOf = (req: FastifyRequest) => productCallerOf(storeAuthOf(req));
  /** The library's caller: the Image Uploader is a paid package's. */
  const libraryStoreOf = (req: FastifyRequest) => {
    const caller = callerOf(req);
    if (!mayUseImageLibrary(caller.actor, FREE_PACKAGE_IDS.includes(caller.store.packageId)))
      throw forbidden('The Image Uploader needs a paid package. Upgrade your plan to use it.');
    return caller.storeId;
  };
  const missing = () => notFound('This image does not exist in your store.');

  serveCalls(app, MEDIA_CALLS, ['media'], {
    upload: async (_body, req) => {
      const caller = callerOf(req);
      const upload = await readUpload(req, MEDIA_MAX_BYTES, 'image');
      const row = await keepImage(db, disk, caller.storeId, { bytes: upload.bytes, name: upload.fileName });
      return { data: libraryItem(row) };
    },
    library: async (query, req) => {
      const storeId = libraryStoreOf(req);
      const rows = await db
        .select()
        .from(media)
        .where(and(eq(media.storeId, storeId), query.unused ? not(inUse) : undefined))
        .orderBy(desc(media.createdAt))
        .limit(200);
      return { list: rows.map(libraryItem) };
    },
  });

  serveCalls(app, MEDIA_GALLERY_CALLS, ['media'], {
    list: (body, req) => galleryList.page(db, libraryStoreOf(req), body),
    count: (query, req) => galleryList.count(db, libraryStoreOf(req), query),
    tags: async (_query, req) => {
      const rows = await db.execute(sql`select distinct on (lower(t)) t as tag from ${media}, unnest(${media.tags}) t
        where ${media.storeId} = ${libraryStoreOf(req)} order by lower(t), t`);
      return { list: (rows as unknown as { rows: { tag: string }[] }).rows.map((r) => r.tag) };
    },
    uses: async ({ id }, req) => {
      const storeId = libraryStoreOf(req);
      const [row] = await db
        .select({ url: media.url })
        .from(media)
        .where(owned(media, storeId, eq(media.id, id)));
      if (!row) throw missing();
      return { data: await showingAny(db, storeId, [row.url]) };
    },
    update: async ({ _id, name, tags }, req) => {
      const storeId = libraryStoreOf(req);
      const [row] = await db
        .update(media)
        .set({ name, tags })
        .where(owned(media, storeId, eq(media.id, _id)))
        .returning({ id: media.id });
      if (!row) throw missing();
      const [item] = await galleryList.find(db, storeId, owned(media, storeId, eq(media.id, _id)));
      if (!item) throw missing();
      return { data: item };
    },
    remove: async ({ ids }, req) => {
      const storeId = libraryStoreOf(req);
      const gone = await db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(media)
          .where(owned(media, storeId, inArray(media.id, ids)))
          .for('update');
        if (rows.length < new Set(ids).size) throw missing();
        const shown = await showingAny(
          tx,
          storeId,
          rows.map((r) => r.url),
        );
        const where = [
          shown.products.length
            ? namedCount(
                'product',
                shown.products.map((p) => p.name),
              )
            : '',
          shown.catalogs.length
            ? namedCount(
                'catalog',
                shown.catalogs.map((c) => c.name),
              )
            : '',
          shown.colours.length
            ? namedCount(
                'variant colour',
                shown.colours.map((c) => c.name),
              )
            : '',
          ...shown.website.map((setting) => `the ${setting.name}`),
          shown.ads.length
            ? namedCount(
                'vendor ad',
                shown.ads.map((a) => a.name),
              )
            : '',
        ].filter(Boolean);
        if (where.length) {
          const which = rows.length === 1 ? `“${rows[0]?.name}” is` : 'Some of these images are';
          throw conflict(`${which} shown on ${where.join(' and ')}. Take it off them first, or keep it.`);
        }
        await tx.delete(media).where(owned(media, storeId, inArray(media.id, ids)));
        return rows;
      });
      // The files go once the rows are gone for good: a rolled-back delete keeps its pictures.
      await Promise.all(gone.flatMap((row) => keysOf(row).map((key) => disk.delete(key))));
      return { message: gone.length === 1 ? 'The image is deleted.' : `${countOf(gone.length, 'image')} deleted.` };
    },
  });
}

/** An uploaded image's keys on the media disk: the picture and its smaller copies. */
function keysOf(row: typeof media.$inferSelect): string[] {
  const key = mediaKey(row.url);
  return [key, ...row.sizes.map((width) => sizedImageUrl(key, width))];
}

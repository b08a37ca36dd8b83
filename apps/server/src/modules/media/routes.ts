import { and, desc, eq, not, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FREE_PACKAGE_IDS, MEDIA_CALLS, MEDIA_MAX_BYTES, mayUseImageLibrary } from '@stallfront/shared';
import { catalogs, media, products } from '../../db/schema/index.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { forbidden } from '../../platform/errors.js';
import { storeImage } from '../../platform/files/media-store.js';
import { readUpload } from '../../platform/files/upload.js';
import { productCallerOf } from '../products/caller.js';

const toItem = (row: typeof media.$inferSelect) => ({
  _id: row.id,
  url: row.url,
  name: row.name,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  created_on: row.createdAt.toISOString(),
});

/** Whether a product, one of its variants or a catalog of the store shows the image. */
const inUse = sql`(exists (select 1 from ${products} p where p.store_id = ${media.storeId} and (
    p.images @> jsonb_build_array(jsonb_build_object('url', ${media.url}))
    or p.variants @> jsonb_build_array(jsonb_build_object('images', jsonb_build_array(jsonb_build_object('url', ${media.url}))))))
  or exists (select 1 from ${catalogs} c where c.store_id = ${media.storeId} and c.image = ${media.url}))`;

/** Images a store uploads for its products and catalogs. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.ctx;
  const callerOf = (req: FastifyRequest) => productCallerOf(storeAuthOf(req));

  serveCalls(app, MEDIA_CALLS, ['media'], {
    upload: async (_body, req) => {
      const caller = callerOf(req);
      const upload = await readUpload(req, MEDIA_MAX_BYTES, 'image');
      const stored = await storeImage(config, caller.storeId, upload.bytes);
      const [row] = await db
        .insert(media)
        .values({ storeId: caller.storeId, name: upload.fileName.slice(0, 200), mime: 'image/webp', ...stored })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return { data: toItem(row) };
    },
    library: async (query, req) => {
      const caller = callerOf(req);
      if (!mayUseImageLibrary(caller.actor, FREE_PACKAGE_IDS.includes(caller.store.packageId)))
        throw forbidden('The Image Uploader needs a paid package. Upgrade your plan to use it.');
      const rows = await db
        .select()
        .from(media)
        .where(and(eq(media.storeId, caller.storeId), query.unused ? not(inUse) : undefined))
        .orderBy(desc(media.createdAt))
        .limit(200);
      return { list: rows.map(toItem) };
    },
  });
}

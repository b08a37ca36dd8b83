import { and, desc, eq, not, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FREE_PACKAGE_IDS, MEDIA_MAX_BYTES, mayUseImageLibrary, PRODUCT_CALLS as C } from '@stallfront/shared';
import { catalogs, media, products } from '../../db/schema/index.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { queryRouteOf, routeOf } from '../../platform/endpoint-route.js';
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
export async function mediaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;
  const tags = ['media'];

  app.route({
    ...routeOf(C.uploadMedia, tags),
    handler: async (req) => {
      const caller = productCallerOf(storeAuthOf(req));
      const upload = await readUpload(req, MEDIA_MAX_BYTES, 'image');
      const stored = await storeImage(config, caller.storeId, upload.bytes);
      const [row] = await db
        .insert(media)
        .values({ storeId: caller.storeId, name: upload.fileName.slice(0, 200), mime: 'image/webp', ...stored })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return { status: true as const, data: toItem(row) };
    },
  });
  app.route({
    ...queryRouteOf(C.mediaLibrary, tags),
    handler: async (req) => {
      const caller = productCallerOf(storeAuthOf(req));
      if (!mayUseImageLibrary(caller.actor, FREE_PACKAGE_IDS.includes(caller.store.packageId)))
        throw forbidden('The Image Uploader needs a paid package. Upgrade your plan to use it.');
      const rows = await db
        .select()
        .from(media)
        .where(and(eq(media.storeId, caller.storeId), req.query.unused ? not(inUse) : undefined))
        .orderBy(desc(media.createdAt))
        .limit(200);
      return { status: true as const, list: rows.map(toItem) };
    },
  });
}

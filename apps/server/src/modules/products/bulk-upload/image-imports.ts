import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_IMAGE_COUNT, type ImageImport, MEDIA_MAX_BYTES, VARIANT_IMAGE_COUNT } from '@stallfront/shared';
import type { Db, DbOrTx } from '../../../db/client.js';
import { type ProductImageImportRow, media, productImageImports, products } from '../../../db/schema/index.js';
import type { AppContext } from '../../../platform/context.js';
import { HttpError } from '../../../platform/errors.js';
import { FetchRefused, imageFetcher } from '../../../platform/files/fetch-image.js';
import { limiter } from '../../../platform/files/limiter.js';
import { storeImage } from '../../../platform/files/media-store.js';
import type { Jobs } from '../../../platform/jobs/jobs.js';
import { jobKind } from '../../../platform/jobs/job-kind.js';
import type { ImportedImage } from './platforms/source.js';

/** Fetches every waiting imported image; one runs at a time, so no two take the same row. */
export const PRODUCT_IMAGE_IMPORT = jobKind('products.image-import', z.strictObject({}));
const BATCH = 40;
/** Products whose images download at once; each product's images come in gallery order. */
const PRODUCTS_AT_ONCE = 4;
const FETCH_TIMEOUT_MS = 20_000;

export const toImageImport = (row: ProductImageImportRow): ImageImport => ({
  _id: row.id,
  url: row.url,
  variant_sku: row.variantSku,
  status: row.status,
  error: row.error,
});

/**
 * Queues the images an import names (the job commits with the upload); an address a product
 * already imported is not fetched twice when the same export is uploaded again.
 */
export async function queueImageImports(
  tx: DbOrTx,
  jobs: Jobs,
  upload: { storeId: string; uploadId: string },
  images: ImportedImage[],
  productIdOf: Map<string, string>,
): Promise<number> {
  const ids = [...new Set(images.flatMap((i) => productIdOf.get(i.sku) ?? []))];
  if (ids.length === 0) return 0;
  const known = await tx
    .select({ productId: productImageImports.productId, url: productImageImports.url })
    .from(productImageImports)
    .where(and(inArray(productImageImports.productId, ids), sql`${productImageImports.status} <> 'failed'`));
  const seen = new Set(known.map((k) => `${k.productId} ${k.url}`));
  const rows = images.flatMap((image) => {
    const productId = productIdOf.get(image.sku);
    if (!productId || seen.has(`${productId} ${image.url}`)) return [];
    return [
      {
        ...upload,
        productId,
        url: image.url,
        alt: image.alt.slice(0, 200),
        variantSku: image.variantSku,
        position: image.position,
      },
    ];
  });
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(productImageImports).values(rows.slice(i, i + 1000));
  if (rows.length > 0) await jobs.send(PRODUCT_IMAGE_IMPORT, {}, { tx });
  return rows.length;
}

/** Waiting and failed images of each upload, for its line in the history. */
export async function imageCountsOf(db: Db, uploadIds: string[]) {
  if (uploadIds.length === 0) return new Map<string, { waiting: number; failed: number }>();
  const rows = await db
    .select({ uploadId: productImageImports.uploadId, status: productImageImports.status, n: count() })
    .from(productImageImports)
    .where(inArray(productImageImports.uploadId, uploadIds))
    .groupBy(productImageImports.uploadId, productImageImports.status);
  const counts = new Map<string, { waiting: number; failed: number }>();
  for (const { uploadId, status, n } of rows) {
    const entry = counts.get(uploadId) ?? { waiting: 0, failed: 0 };
    if (status === 'waiting') entry.waiting = n;
    if (status === 'failed') entry.failed = n;
    counts.set(uploadId, entry);
  }
  return counts;
}

/** A product's imported images not yet in its gallery: waiting, or failed and why. */
export async function pendingImagesOf(db: Db, storeId: string, productId: string): Promise<ImageImport[]> {
  const rows = await db
    .select()
    .from(productImageImports)
    .where(
      and(
        eq(productImageImports.storeId, storeId),
        eq(productImageImports.productId, productId),
        inArray(productImageImports.status, ['waiting', 'failed']),
      ),
    )
    .orderBy(asc(productImageImports.position));
  return rows.map(toImageImport);
}

/** Sends a product's failed images back to the queue. */
export async function retryFailedImages(ctx: AppContext, storeId: string, productId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const again = await tx
      .update(productImageImports)
      .set({ status: 'waiting', error: null, finishedAt: null })
      .where(
        and(
          eq(productImageImports.storeId, storeId),
          eq(productImageImports.productId, productId),
          eq(productImageImports.status, 'failed'),
        ),
      )
      .returning({ id: productImageImports.id });
    if (again.length > 0) await ctx.jobs.send(PRODUCT_IMAGE_IMPORT, {}, { tx });
  });
}

/** The file name an address ends in, as the gallery names the image. */
const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '').slice(0, 200);

/**
 * The job: downloads each waiting image (private addresses refused, size capped), stores it as
 * the store's media and adds it to its product's or variant's gallery. A failure is written on
 * the row for the product form to show; the product's updated_at stays, so the upload can still
 * be undone.
 */
export function defineImageImportWork(ctx: AppContext): void {
  const fetchImage = imageFetcher({
    maxBytes: MEDIA_MAX_BYTES,
    timeoutMs: FETCH_TIMEOUT_MS,
    allowIps: ctx.config.IMAGE_IMPORT_ALLOW_IPS,
  });
  const finish = (id: string, values: Partial<ProductImageImportRow>) =>
    ctx.db
      .update(productImageImports)
      .set({ ...values, finishedAt: ctx.now() })
      .where(eq(productImageImports.id, id));

  const importOne = async (row: ProductImageImportRow) => {
    try {
      const stored = await storeImage(ctx.media, row.storeId, await fetchImage(row.url));
      await ctx.db.transaction(async (tx) => {
        await tx.insert(media).values({ storeId: row.storeId, name: nameOf(row.url), mime: 'image/webp', ...stored });
        const image = { url: stored.url, alt: row.alt };
        const placed = row.variantSku ? await addToVariant(tx, row, image) : await addToProduct(tx, row, image);
        await tx
          .update(productImageImports)
          .set(
            placed
              ? { status: 'fetched', finishedAt: ctx.now() }
              : { status: 'failed', error: 'the product has no room for it', finishedAt: ctx.now() },
          )
          .where(eq(productImageImports.id, row.id));
      });
    } catch (err) {
      if (!(err instanceof FetchRefused) && !(err instanceof HttpError)) throw err;
      await finish(row.id, { status: 'failed', error: err.message.replace(/^file: /, '') });
    }
  };

  ctx.jobs.define(
    PRODUCT_IMAGE_IMPORT,
    async () => {
      const run = limiter(PRODUCTS_AT_ONCE);
      for (;;) {
        const batch = await ctx.db
          .select()
          .from(productImageImports)
          .where(eq(productImageImports.status, 'waiting'))
          .orderBy(
            asc(productImageImports.createdAt),
            asc(productImageImports.productId),
            asc(productImageImports.position),
          )
          .limit(BATCH);
        if (batch.length === 0) return;
        const byProduct = new Map<string, ProductImageImportRow[]>();
        for (const row of batch) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
        await Promise.all(
          [...byProduct.values()].map((rows) =>
            run(async () => {
              for (const row of rows) await importOne(row);
            }),
          ),
        );
      }
    },
    { policy: 'singleton', retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 60 * 60 },
  );
}

async function addToProduct(tx: DbOrTx, row: ProductImageImportRow, image: { url: string; alt: string }) {
  const updated = await tx
    .update(products)
    .set({ images: sql`${products.images} || ${JSON.stringify([image])}::jsonb` })
    .where(and(eq(products.id, row.productId), sql`jsonb_array_length(${products.images}) < ${DEFAULT_IMAGE_COUNT}`))
    .returning({ id: products.id });
  return updated.length > 0;
}

async function addToVariant(tx: DbOrTx, row: ProductImageImportRow, image: { url: string; alt: string }) {
  const [product] = await tx
    .select({ variants: products.variants })
    .from(products)
    .where(eq(products.id, row.productId))
    .for('update');
  const variant = product?.variants.find((v) => v.sku === row.variantSku);
  if (!product || !variant || variant.images.length >= VARIANT_IMAGE_COUNT) return false;
  const variants = product.variants.map((v) => (v === variant ? { ...v, images: [...v.images, image] } : v));
  await tx.update(products).set({ variants }).where(eq(products.id, row.productId));
  return true;
}

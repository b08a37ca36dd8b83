import { eq } from 'drizzle-orm';
import { AD_IMAGE_STATUSES, type AdOrder, MEDIA_MAX_BYTES, utcDayOf } from '@stallfront/shared';
import type { FastifyRequest } from 'fastify';
import type { Disk } from 'flydrive';
import type { Db } from '../../db/client.js';
import { adOrders, vendors } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { readUpload } from '../../platform/files/upload.js';
import { owned } from '../../platform/store-scope.js';
import { isUuid } from '../../platform/uuid.js';
import { keepImage } from '../media/keep-image.js';
import type { AdBuyer } from './ad-orders.service.js';
import { adOrderItem } from './ad-orders.repo.js';

/** The vendor's own order that may still change its picture (paid, not rejected). */
async function ownOrder(db: Db, buyer: AdBuyer, id: string) {
  if (!isUuid(id)) throw badRequest('_id: is not an ad order id');
  const [order] = await db
    .select()
    .from(adOrders)
    .where(owned(adOrders, buyer.storeId, eq(adOrders.id, id), eq(adOrders.vendorId, buyer.vendorId)));
  if (!order) throw notFound('This ad order does not exist among yours.');
  if (!AD_IMAGE_STATUSES.includes(order.status))
    throw conflict(`Only a paid ad that is not rejected takes a picture; this one is ${order.status}.`);
  return order;
}

async function itemOf(db: Db, buyer: AdBuyer, id: string, now: Date): Promise<AdOrder> {
  const [row] = await db
    .select({ order: adOrders, vendorName: vendors.companyName })
    .from(adOrders)
    .innerJoin(vendors, eq(vendors.id, adOrders.vendorId))
    .where(owned(adOrders, buyer.storeId, eq(adOrders.id, id)));
  if (!row) throw notFound('This ad order does not exist among yours.');
  return adOrderItem({ ...row.order, vendorName: row.vendorName }, utcDayOf(now));
}

/**
 * The ad's own picture: the form's `_id` (sent before the file), then the file, checked and kept
 * as the product images are (JPEG, PNG or WebP by its bytes, at most MEDIA_MAX_BYTES: 400 and 413
 * on `file`), in the store's media. The shop then shows it instead of the product's first picture.
 */
export async function setAdImage(db: Db, disk: Disk, buyer: AdBuyer, req: FastifyRequest, now: Date) {
  const upload = await readUpload(req, MEDIA_MAX_BYTES, 'ad picture');
  const order = await ownOrder(db, buyer, upload.fields._id ?? '');
  const kept = await keepImage(db, disk, buyer.storeId, { bytes: upload.bytes, name: upload.fileName });
  await db.update(adOrders).set({ imageUrl: kept.url }).where(eq(adOrders.id, order.id));
  return itemOf(db, buyer, order.id, now);
}

/** Takes the ad's own picture away: the shop shows its product's first picture again. */
export async function clearAdImage(db: Db, buyer: AdBuyer, id: string, now: Date) {
  const order = await ownOrder(db, buyer, id);
  await db.update(adOrders).set({ imageUrl: null }).where(eq(adOrders.id, order.id));
  return itemOf(db, buyer, order.id, now);
}

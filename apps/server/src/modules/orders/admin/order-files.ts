import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { orderLines } from '../../../db/schema/index.js';
import { notFound } from '../../../platform/errors.js';
import type { Download } from '../../../platform/serve-calls.js';
import { readAddonFile } from '../../carts/addon-files.js';
import type { OrderCaller } from './caller.js';
import { visibleOrder } from './order-detail.repo.js';
import type { PrivateFiles } from '../../../platform/files/private-files.js';

/**
 * A file the shopper sent with a line's add-on, as they sent it, when the caller sees that line
 * (a vendor its own lines only); any other file, another store's too, is a 404.
 */
export async function orderAddonFile(
  db: Db,
  files: PrivateFiles,
  caller: OrderCaller,
  orderId: string,
  fileId: string,
): Promise<Download> {
  const order = await visibleOrder(db, caller, orderId);
  const lines = await db
    .select({ addons: orderLines.addons })
    .from(orderLines)
    .where(
      and(eq(orderLines.orderId, order.id), caller.vendorId ? eq(orderLines.vendorId, caller.vendorId) : undefined),
    );
  const onLine = lines.some((l) => l.addons.some((a) => a.file?.id === fileId));
  const kept = onLine ? await readAddonFile(db, files, caller.storeId, fileId) : null;
  if (!kept) throw notFound('This order has no such file.');
  return { name: kept.name, file: kept.file, type: kept.type };
}

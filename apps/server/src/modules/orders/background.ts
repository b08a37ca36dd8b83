import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { jobKind } from '../../platform/jobs/job-kind.js';
import { markAbandonedCarts } from '../carts/abandoned.js';
import { sweepAddonFiles } from '../carts/addon-files.js';
import { defineReminderWork } from '../carts/reminders.js';
import { defineDocumentBatchWork } from './invoices/document-batches.js';
import { mailOrderConfirmation, mailOrderShipped } from './order-mail.js';
import { releaseUnpaidOrders } from './release-unpaid.js';

/** Every ten minutes: carts (and quote carts) left unordered become abandoned carts. */
export const ABANDONED_CART_SWEEP = jobKind('carts.abandoned-sweep', z.strictObject({}));
/** Every five minutes: orders unpaid past their hold let their stock and gift-card money go. */
export const UNPAID_ORDER_RELEASE = jobKind('orders.release-unpaid', z.strictObject({}));
/** Nightly: shoppers' files for add-ons that no order took and no cart holds, a week on. */
export const ADDON_FILE_SWEEP = jobKind('carts.addon-file-sweep', z.strictObject({}));

/** The orders domain's work off the request path: defined before the queue starts. */
export function defineOrderWork(ctx: AppContext): void {
  ctx.jobs.define(ABANDONED_CART_SWEEP, async () => {
    await markAbandonedCarts(ctx.db, ctx.now());
  });
  ctx.jobs.schedule(ABANDONED_CART_SWEEP, '*/10 * * * *', {});
  ctx.jobs.define(UNPAID_ORDER_RELEASE, async () => {
    await releaseUnpaidOrders(ctx.db, ctx.now());
  });
  ctx.jobs.schedule(UNPAID_ORDER_RELEASE, '*/5 * * * *', {});
  ctx.jobs.define(ADDON_FILE_SWEEP, async () => {
    await sweepAddonFiles(ctx.db, ctx.privateFiles, ctx.now());
  });
  ctx.jobs.schedule(ADDON_FILE_SWEEP, '40 3 * * *', {});
  defineReminderWork(ctx);
  defineDocumentBatchWork(ctx);
  ctx.outbox.onEvent('live_order', 'order-confirmation-mail', async (event) => {
    await mailOrderConfirmation(ctx.db, ctx.mailer, ctx.config.PUBLIC_URL, event.storeId, event.payload.order_id);
  });
  ctx.outbox.onEvent('order_shipped', 'order-shipped-mail', async (event) => {
    await mailOrderShipped(ctx.db, ctx.mailer, ctx.config.PUBLIC_URL, event.storeId, event.payload.order_id);
  });
}

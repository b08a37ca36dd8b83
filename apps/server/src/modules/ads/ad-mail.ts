import { and, eq, isNull } from 'drizzle-orm';
import { adDecisionMail, formatMoney } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { adOrders, stores, vendors } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { Mailer } from '../../platform/mail.js';

/**
 * The vendor's mail on the store's decision, once per decision: the first delivery of the event
 * claims the order's mark for that decision (a redelivery, or a second event, finds it taken).
 */
export async function mailAdDecision(
  db: Db,
  mailer: Mailer,
  storeId: string,
  orderId: string,
  decision: 'approve' | 'reject',
): Promise<boolean> {
  const mark = decision === 'approve' ? adOrders.approvalMailedAt : adOrders.rejectionMailedAt;
  const [claimed] = await db
    .update(adOrders)
    .set(decision === 'approve' ? { approvalMailedAt: new Date() } : { rejectionMailedAt: new Date() })
    .where(and(eq(adOrders.storeId, storeId), eq(adOrders.id, orderId), isNull(mark)))
    .returning();
  if (!claimed) return false;
  const [to] = await db
    .select({ email: vendors.email, store: stores.name })
    .from(vendors)
    .innerJoin(stores, eq(stores.id, vendors.storeId))
    .where(eq(vendors.id, claimed.vendorId));
  if (!to) return false;
  const mail = adDecisionMail(
    decision,
    {
      title: claimed.title,
      slotName: claimed.slotName,
      startsOn: claimed.startsOn,
      endsOn: claimed.endsOn,
      note: claimed.note,
      refund: formatMoney(claimed.amount, claimed.currency),
    },
    to.store,
  );
  await mailer.send({ to: to.email, ...mail });
  return true;
}

/** The ads domain's work off the request path: the vendor's mail on a decision. */
export function defineAdWork(ctx: AppContext): void {
  ctx.outbox.onEvent('ad_decided', 'vendor-decision-mail', async (event) => {
    await mailAdDecision(ctx.db, ctx.mailer, event.storeId, event.payload.ad_order_id, event.payload.decision);
  });
}

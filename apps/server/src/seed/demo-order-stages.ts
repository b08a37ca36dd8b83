import { and, asc, eq } from 'drizzle-orm';
import type { OrderActionInput } from '@stallfront/shared';
import type { Db } from '../db/client.js';
import { orders, storeUsers } from '../db/schema/index.js';
import { actOnOrder } from '../modules/orders/admin/order-action.service.js';
import type { OrderCaller } from '../modules/orders/admin/caller.js';

const HOUR = 3_600_000;
type Step = OrderActionInput extends infer A ? (A extends unknown ? Omit<A, '_id' | 'version'> : never) : never;

const TO_DELIVERED: Step[] = [
  { action: 'confirm' },
  { action: 'pack' },
  { action: 'ship', tracking_number: 'DTDC-' },
  { action: 'deliver' },
];

/**
 * Moves the demo's live orders on through the console's own action service, as the owner:
 * the oldest are delivered, later ones shipped, packed or confirmed, two are cancelled and the
 * newest wait; a few carry a note. Each action is a few hours after the one before.
 */
export async function advanceDemoOrders(db: Db, storeId: string, timeZone: string, now: Date): Promise<void> {
  const [owner] = await db
    .select()
    .from(storeUsers)
    .where(and(eq(storeUsers.storeId, storeId), eq(storeUsers.role, 'admin')));
  if (!owner) return;
  const caller: OrderCaller = {
    storeId,
    vendorId: null,
    branchId: null,
    actorName: `${owner.name} <${owner.email}>`,
    actorType: 'admin',
    timeZone,
  };
  const live = await db
    .select({ id: orders.id, number: orders.number, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.status, 'live')))
    .orderBy(asc(orders.createdAt));
  const n = live.length;
  for (const [i, order] of live.entries()) {
    const share = i / n;
    const reached =
      share < 0.45
        ? TO_DELIVERED
        : share < 0.6
          ? TO_DELIVERED.slice(0, 3)
          : share < 0.7
            ? TO_DELIVERED.slice(0, 2)
            : share < 0.8
              ? TO_DELIVERED.slice(0, 1)
              : [];
    const cancelled = i === 3 || i === n - 4;
    const steps: Step[] = cancelled ? [{ action: 'cancel', reason: 'Customer asked to cancel' }] : [...reached];
    if (i % 5 === 2) steps.push({ action: 'add_note', note: 'Customer asked for gift wrapping.' });
    let version = 1;
    let at = order.createdAt.getTime();
    for (const step of steps) {
      at = Math.min(at + (4 + (i % 3) * 6) * HOUR, now.getTime() - HOUR);
      const input = (
        step.action === 'ship' ? { ...step, tracking_number: `DTDC-${740_000 + order.number}` } : step
      ) as OrderActionInput;
      const done = await actOnOrder(db, caller, { ...input, _id: order.id, version }, new Date(at));
      version = done.version;
    }
  }
}

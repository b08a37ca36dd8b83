import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { countOf, reminderProblem } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { carts, customers, stores } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { jobKind } from '../../platform/jobs/job-kind.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { MailMessage } from '../../platform/mail.js';
import { owned } from '../../platform/store-scope.js';
import { featuresOfView, readStoreView } from '../../platform/auth/store-view.js';
import { type CartStore, cartViewsOf } from './cart.service.js';

/** One reminder mail for one abandoned cart, sent off the request path. */
export const CART_REMINDER = jobKind('carts.reminder', z.strictObject({ store_id: z.uuid(), cart_id: z.uuid() }));

/**
 * Queues a reminder for each selected abandoned cart that may have one (reminderProblem),
 * marking it reminded in the same transaction as its job, so a second click the same day
 * sends nothing. Answers what was done, and why any were skipped.
 */
export async function queueReminders(db: Db, jobs: Jobs, store: CartStore, ids: string[], now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ cart: carts, customerEmail: customers.email })
      .from(carts)
      .leftJoin(customers, eq(customers.id, carts.customerId))
      .where(
        owned(carts, store.id, eq(carts.kind, store.cartKind), isNotNull(carts.abandonedAt), inArray(carts.id, ids)),
      )
      .for('update', { of: carts });
    if (rows.length < new Set(ids).size) throw notFound('One of the selected carts does not exist in your store.');
    let queued = 0;
    const skipped = new Map<string, number>();
    for (const { cart, customerEmail } of rows) {
      const email = cart.email ?? customerEmail;
      const problem = reminderProblem({ ...cart, email, lineCount: cart.lines.length }, now);
      if (problem) {
        skipped.set(problem, (skipped.get(problem) ?? 0) + 1);
        continue;
      }
      await tx
        .update(carts)
        .set({ remindedAt: now, reminders: sql`${carts.reminders} + 1` })
        .where(eq(carts.id, cart.id));
      await jobs.send(CART_REMINDER, { store_id: store.id, cart_id: cart.id }, { tx });
      queued += 1;
    }
    const what = store.cartKind === 'quote' ? 'quote list' : 'cart';
    const done = queued ? `Reminder queued for ${countOf(queued, what)}.` : 'No reminder was sent.';
    const reasons = [...skipped].map(([reason, n]) => `${countOf(n, what)} skipped: ${reason}`);
    return [done, ...reasons.map((r) => `${r}.`)].join(' ');
  });
}

/** The reminder's text: what was left, at today's prices, and the link that brings the cart back. */
export function reminderMail(
  to: string,
  shop: { name: string; url: string },
  items: { name: string; quantity: number }[],
  kind: 'order' | 'quote',
): MailMessage {
  const what = kind === 'quote' ? 'quote list' : 'cart';
  const text = [
    'Hello,',
    '',
    `You left ${items.length === 1 ? 'an item' : 'some items'} in your ${what} at ${shop.name}:`,
    '',
    ...items.map((i) => `${i.quantity} × ${i.name}`),
    '',
    `Pick up where you left off: ${shop.url}`,
  ].join('\n');
  return { to, subject: `Your ${what} at ${shop.name} is waiting`, text };
}

/** The reminder job: mails the cart's shopper unless it became an order in the meantime. */
export function defineReminderWork(ctx: AppContext): void {
  ctx.jobs.define(CART_REMINDER, async ({ store_id, cart_id }) => {
    const [row] = await ctx.db
      .select({ cart: carts, customerEmail: customers.email, store: stores })
      .from(carts)
      .innerJoin(stores, eq(stores.id, carts.storeId))
      .leftJoin(customers, eq(customers.id, carts.customerId))
      .where(and(eq(carts.storeId, store_id), eq(carts.id, cart_id)));
    const email = row?.cart.email ?? row?.customerEmail;
    if (!row || row.cart.orderedAt || !email) return;
    // Priced as the shopper's cart shows it: their add-ons and bundle savings need the store's features.
    const features = featuresOfView(await readStoreView(ctx.db, store_id), ctx.now());
    const store: CartStore = { id: store_id, currency: row.store.currency, cartKind: row.cart.kind, features };
    const [view] = await cartViewsOf(ctx.db, store, [row.cart]);
    if (!view) return;
    const url = `${ctx.config.PUBLIC_URL}/s/${row.store.subDomain}/cart/recover/${cart_id}`;
    await ctx.mailer.send(reminderMail(email, { name: row.store.name, url }, view.lines, row.cart.kind));
  });
}

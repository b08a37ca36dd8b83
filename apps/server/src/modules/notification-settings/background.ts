import { and, eq } from 'drizzle-orm';
import type { NotificationEvent, TemplateValues } from '@stallfront/shared/store';
import { enquiries, orders, products, productReviews, quotes, type StoreRow, stores } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { consoleLink, mailOnce, notificationOf, orderValues, templatedMail } from './notification-mail.js';

/** What one event tells: its template's values, who the customer is, and the store's own word of it. */
interface Telling {
  values: TemplateValues;
  customerEmail?: string;
  /** The mail to the store when the template is the customer's (a new order, a cancellation, a quote). */
  merchantNote?: { subject: string; text: string };
  /** What follows the store's templated mail: where to answer it in the console. */
  merchantAfter?: string;
}

/**
 * The notification mails of the outbox events, as each store's settings say: to the store's
 * address and to the customer. The order confirmation and shipped mails are the orders domain's
 * own (order-mail.ts), as the new-order push is the push domain's; both read the same settings.
 */
export function defineNotificationWork(ctx: AppContext): void {
  const { db, mailer } = ctx;
  const publicUrl = ctx.config.PUBLIC_URL;
  const storeOf = async (id: string) => (await db.select().from(stores).where(eq(stores.id, id)))[0];

  const notify = async (
    event: { id: string; storeId: string },
    kind: NotificationEvent,
    tell: (store: StoreRow) => Promise<Telling | null>,
    { customer = true }: { customer?: boolean } = {},
  ) => {
    const choice = await notificationOf(db, event.storeId, kind);
    // Nothing to read when nothing this handler sends is switched on.
    if (!choice.merchant_email && !(customer && choice.customer_email)) return;
    const store = await storeOf(event.storeId);
    const told = store ? await tell(store) : null;
    if (!store || !told) return;
    const values = { store_name: store.name, ...told.values };
    if (customer && choice.customer_email && told.customerEmail) {
      await mailOnce(db, mailer, event.id, 'customer', templatedMail(choice, values, told.customerEmail));
    }
    if (choice.merchant_email) {
      const note = told.merchantNote;
      const message = note
        ? { to: store.email, ...note }
        : templatedMail(choice, values, store.email, told.merchantAfter);
      await mailOnce(db, mailer, event.id, 'merchant', message);
    }
  };

  ctx.outbox.onEvent('live_order', 'merchant-mail', (event) =>
    notify(
      event,
      'new_order',
      async (store) => {
        const order = await orderOf(event.storeId, event.payload.order_id);
        if (!order) return null;
        const values = orderValues(publicUrl, store, order);
        return {
          values,
          merchantNote: {
            subject: `New order ${values.order_number}: ${values.order_total}`,
            text: [
              `${order.name} (${order.email}) ordered ${values.order_total} at ${store.name}.`,
              ...(order.customerNote ? ['', `Their note: ${order.customerNote}`] : []),
              '',
              `Open the order: ${consoleLink(publicUrl, 'orders_detail', order.id)}`,
            ].join('\n'),
          },
        };
      },
      // The customer's confirmation is order-mail.ts's.
      { customer: false },
    ),
  );

  ctx.outbox.onEvent('order_cancelled', 'notification-mails', (event) =>
    notify(event, 'order_cancelled', async (store) => {
      const order = await orderOf(event.storeId, event.payload.order_id);
      if (!order) return null;
      const values = orderValues(publicUrl, store, order);
      return {
        values,
        customerEmail: order.email,
        merchantNote: {
          subject: `Order ${values.order_number} was cancelled`,
          text: `Order ${values.order_number} of ${order.name} (${values.order_total}) was cancelled.\n\nOpen the order: ${consoleLink(publicUrl, 'orders_detail', order.id)}`,
        },
      };
    }),
  );

  ctx.outbox.onEvent('quote_requested', 'notification-mails', (event) =>
    notify(event, 'quote_received', async () => {
      const [quote] = await db
        .select()
        .from(quotes)
        .where(and(eq(quotes.storeId, event.storeId), eq(quotes.id, event.payload.quote_id)));
      if (!quote) return null;
      const who = quote.company ? `${quote.name} of ${quote.company}` : quote.name;
      return {
        values: { customer_name: quote.name, quote_number: String(quote.number), message: quote.note },
        customerEmail: quote.email,
        merchantNote: {
          subject: `New quote request #${quote.number} from ${who}`,
          text: [
            `${who} (${quote.email}) asked for prices.`,
            ...(quote.note ? ['', `Their note: ${quote.note}`] : []),
            '',
            `Reply with prices: ${consoleLink(publicUrl, 'quotes_view', quote.id)}`,
          ].join('\n'),
        },
      };
    }),
  );

  ctx.outbox.onEvent('enquiry_received', 'notification-mails', (event) =>
    notify(event, 'enquiry', async (store) => {
      const [row] = await db
        .select({ enquiry: enquiries, product: products.name })
        .from(enquiries)
        .leftJoin(products, eq(products.id, enquiries.productId))
        .where(and(eq(enquiries.storeId, event.storeId), eq(enquiries.id, event.payload.enquiry_id)));
      if (!row) return null;
      return {
        values: {
          customer_name: row.enquiry.name,
          product_name: row.product ?? store.name,
          message: row.enquiry.message,
        },
        merchantAfter: `Reply to ${row.enquiry.email}, or in your console: ${consoleLink(publicUrl, 'enquiries')}`,
      };
    }),
  );

  ctx.outbox.onEvent('review_received', 'notification-mails', (event) =>
    notify(event, 'new_review', async () => {
      const [row] = await db
        .select({ review: productReviews, product: products.name })
        .from(productReviews)
        .innerJoin(products, eq(products.id, productReviews.productId))
        .where(and(eq(productReviews.storeId, event.storeId), eq(productReviews.id, event.payload.review_id)));
      if (!row) return null;
      const { review } = row;
      return {
        values: {
          customer_name: review.customerName,
          product_name: row.product,
          message:
            `${'★'.repeat(review.rating)}${'☆'.repeat(5 - review.rating)} ${review.title}\n${review.body}`.trim(),
        },
        merchantAfter: `Approve or hide it: ${consoleLink(publicUrl, 'product_reviews')}`,
      };
    }),
  );

  async function orderOf(storeId: string, orderId: string) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)));
    return order;
  }
}

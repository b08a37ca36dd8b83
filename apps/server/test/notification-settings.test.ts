import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATIONS, type NotificationSettings } from '@stallfront/shared/store';
import { mailOutbox, orders, productReviews } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, buyMugByCod, postForm, Shopper, shopStore } from './shop-fixtures.js';

/** /setting/notification: the settings call, and every sender reading it. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PATH = '/api/store/notification_settings';

/** The mails to `to` once the outbox events are handled, twice: delivery is at least once. */
async function mailsTo(to: string) {
  await t.app.ctx.outbox.dispatch();
  await t.app.ctx.outbox.dispatch();
  const mails = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return mails.filter((m) => !m.subject.startsWith('Welcome to Stallfront'));
}

async function storeWith(email: string, settings?: NotificationSettings, name = 'Notice Store') {
  const shop = await shopStore(t, { email, name });
  if (settings) expect((await t.call('PUT', PATH, settings, shop.token)).statusCode).toBe(200);
  return shop;
}

const act = (token: string, id: string, version: number, action: string, more: Record<string, unknown> = {}) =>
  t.call('POST', '/api/store/orders/action', { _id: id, version, action, ...more }, token);

describe('the setting', () => {
  it('is null until saved, refuses a bad template on its field with nothing saved, and keeps a good one', async () => {
    const shop = await storeWith('owner-a@notify.example');
    expect((await t.call('GET', PATH, undefined, shop.token)).body).toEqual({ status: true, data: null, version: 0 });

    const typo = {
      ...DEFAULT_NOTIFICATIONS,
      order_shipped: { ...DEFAULT_NOTIFICATIONS.order_shipped, body: 'Track it: {{tracking_nuber}}' },
    };
    const refused = await t.call('PUT', PATH, typo, shop.token);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Unknown placeholder {{tracking_nuber}}');
    expect((await t.call('GET', PATH, undefined, shop.token)).body.data).toBeNull();

    const missingEvent = { ...DEFAULT_NOTIFICATIONS } as Partial<NotificationSettings>;
    delete missingEvent.enquiry;
    expect((await t.call('PUT', PATH, missingEvent, shop.token)).statusCode).toBe(400);

    const saved = await t.call('PUT', PATH, { ...DEFAULT_NOTIFICATIONS }, shop.token);
    expect(saved.statusCode).toBe(200);
    expect((await t.call('GET', PATH, undefined, shop.token)).body.data).toEqual(DEFAULT_NOTIFICATIONS);
  });
});

describe('orders', () => {
  it('by default mails the customer a confirmation with their order and nothing to the store', async () => {
    const shop = await storeWith('owner-b@notify.example', undefined, 'Default Store');
    const id = await buyMugByCod(t, shop, 'Nila Das');
    const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, id));
    const [confirmation, ...more] = (await mailsTo('buyer@example.com')).filter((m) =>
      m.subject.includes(`#${order?.number} at Default Store`),
    );
    expect(more).toEqual([]);
    expect(confirmation?.textBody).toMatch(
      /^Hello Nila Das,\n\nThank you for your order #\d+ at Default Store\.\n\n1 × Mug/,
    );
    expect(confirmation?.textBody).toContain('Pay ₹250.00 on delivery.');
    expect(await mailsTo('owner-b@notify.example')).toEqual([]);
  });

  it('follows the saved choice: no confirmation, a mail to the store, and the shipped and cancelled mails from their templates', async () => {
    const shop = await storeWith('owner-c@notify.example', {
      ...DEFAULT_NOTIFICATIONS,
      new_order: { ...DEFAULT_NOTIFICATIONS.new_order, customer_email: false, merchant_email: true },
      order_shipped: {
        ...DEFAULT_NOTIFICATIONS.order_shipped,
        subject: '{{store_name}}: order {{order_number}} left us',
        body: 'Hi {{customer_name}}, {{tracking_number}} is your tracking number.',
      },
      order_cancelled: { ...DEFAULT_NOTIFICATIONS.order_cancelled, merchant_email: true },
    });
    const shipped = await buyMugByCod(t, shop, 'Arun Mehta');
    const cancelled = await buyMugByCod(t, shop, 'Arun Mehta');
    const numberOf = async (id: string) =>
      (await t.app.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]?.number;
    const [first, second] = [await numberOf(shipped), await numberOf(cancelled)];

    for (const [i, action] of ['confirm', 'pack', 'ship'].entries()) {
      const more = action === 'ship' ? { tracking_number: 'BLUEDART-4410' } : {};
      expect((await act(shop.token, shipped, i + 1, action, more)).statusCode).toBe(200);
    }
    expect((await act(shop.token, cancelled, 1, 'cancel', { reason: 'Out of stock' })).statusCode).toBe(200);

    const toBuyer = (await mailsTo('buyer@example.com')).filter((m) => m.subject.includes('Notice Store'));
    expect(toBuyer.map((m) => m.subject).sort()).toEqual(
      [`Notice Store: order #${first} left us`, `Your order #${second} at Notice Store was cancelled`].sort(),
    );
    expect(toBuyer.find((m) => m.subject.endsWith('left us'))?.textBody).toBe(
      'Hi Arun Mehta, BLUEDART-4410 is your tracking number.',
    );
    expect(toBuyer.find((m) => m.subject.endsWith('cancelled'))?.textBody).toContain(
      `Your order #${second} (₹250.00) at Notice Store was cancelled.`,
    );

    const toStore = await mailsTo('owner-c@notify.example');
    expect(toStore.map((m) => m.subject).sort()).toEqual(
      [`New order #${first}: ₹250.00`, `New order #${second}: ₹250.00`, `Order #${second} was cancelled`].sort(),
    );
    expect(toStore[0]?.textBody).toMatch(/Open the order: http:\/\/localhost:8080\/orders\/product\/[0-9a-f-]{36}/);
  });
});

describe('what shoppers ask and write', () => {
  it('mails the store a review waiting for approval and an enquiry, with where to answer them', async () => {
    const shop = await storeWith('owner-d@notify.example');
    const product = await addProduct(t, shop.token, { name: 'Walnut Stool', slug: 'walnut-stool' });
    expect(
      (
        await postForm(t, `${shop.base}/p/walnut-stool/reviews`, {
          customer_name: 'Asha',
          rating: '4',
          title: 'Sturdy',
          body: 'Solid wood.',
        })
      ).status,
    ).toBe(303);
    const [review] = await t.app.ctx.db.select().from(productReviews).where(eq(productReviews.productId, product._id));
    expect(review?.status).toBe('pending');

    const enquiryStore = await shopStore(t, {
      email: 'owner-f@notify.example',
      type: 'quot_based',
      sub_type: 'enquiry',
      category: 'mobile_computer',
    });
    await addProduct(t, enquiryStore.token, { sku: 'LAP-1', slug: 'laptop', name: 'Laptop' });
    const asked = await new Shopper(t).post(`${enquiryStore.base}/p/laptop/enquiry`, {
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '',
      message: 'Does it come with a charger?',
    });
    expect(asked.status).toBeLessThan(400);

    const [toStore] = await mailsTo('owner-d@notify.example');
    expect(toStore?.subject).toBe('New review of Walnut Stool');
    expect(toStore?.textBody).toContain('★★★★☆ Sturdy\nSolid wood.');
    expect(toStore?.textBody).toContain('Approve or hide it: http://localhost:8080/product-sections/reviews');

    const [enquiry, ...more] = await mailsTo('owner-f@notify.example');
    expect(more).toEqual([]);
    expect(enquiry?.subject).toBe('New enquiry from Ravi Kumar');
    expect(enquiry?.textBody).toContain('Ravi Kumar asked about Laptop:\n\nDoes it come with a charger?');
    expect(enquiry?.textBody).toContain('Reply to ravi@example.com');
  });

  it('mails a quote request to the store and its acknowledgement to the buyer, and neither once switched off', async () => {
    const quote = { type: 'quot_based', sub_type: 'quot', category: 'home_furniture' } as const;
    const on = await shopStore(t, { ...quote, email: 'owner-g@notify.example' });
    const off = await shopStore(t, { ...quote, email: 'owner-h@notify.example' });
    const quiet = { ...DEFAULT_NOTIFICATIONS.quote_received, merchant_email: false, customer_email: false };
    expect((await t.call('PUT', PATH, { ...DEFAULT_NOTIFICATIONS, quote_received: quiet }, off.token)).statusCode).toBe(
      200,
    );
    for (const [shop, buyer] of [
      [on, 'priya@example.com'],
      [off, 'sam@example.com'],
    ] as const) {
      await addProduct(t, shop.token, { sku: 'DESK-1', slug: 'desk', name: 'Oak Desk', price: 99_900, stock: 2 });
      const shopper = new Shopper(t);
      expect((await shopper.post(`${shop.base}/cart`, { sku: 'DESK-1', quantity: '2' })).status).toBe(303);
      const sent = await shopper.post(`${shop.base}/quote`, {
        name: 'Priya Nair',
        email: buyer,
        phone: '',
        company: 'Nair & Co',
        note: 'Delivery to Kochi',
      });
      expect(sent.status).toBe(200);
    }
    const [toStore] = await mailsTo('owner-g@notify.example');
    expect(toStore?.subject).toBe('New quote request #1001 from Priya Nair of Nair & Co');
    expect(toStore?.textBody).toContain('Their note: Delivery to Kochi');
    expect(toStore?.textBody).toMatch(
      /Reply with prices: http:\/\/localhost:8080\/orders\/quotations\/quote\/[0-9a-f-]{36}/,
    );
    const [toBuyer] = await mailsTo('priya@example.com');
    expect(toBuyer?.subject).toBe('We have your quote request #1001');
    expect(await mailsTo('owner-h@notify.example')).toEqual([]);
    expect(await mailsTo('sam@example.com')).toEqual([]);
  });
});

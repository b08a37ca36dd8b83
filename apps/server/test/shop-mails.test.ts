import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, stores } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { buyMugByCod, Shopper, shopStore, visit } from './shop-fixtures.js';

/** What the shop's pages promise to mail, as the outbox holds it once the events are handled. */
let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { name: 'Mail Store' });
  await t.app.ctx.db
    .update(stores)
    .set({ paidFeatures: ['donations'] })
    .where(eq(stores.id, shop.id));
  await t.written();
});
afterAll(() => t.close());

async function mailsTo(email: string) {
  // Delivered at least once: handling the events twice must still send one mail each.
  await t.app.ctx.outbox.dispatch();
  await t.app.ctx.outbox.dispatch();
  return t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
}

describe('the mails the shop promises', () => {
  it('tells the shopper an order shipped, with its tracking number, in a mail and on the order page', async () => {
    const id = await buyMugByCod(t, shop, 'Nila Das');
    const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, id));
    const orderPath = `${shop.base}/order/${id}/${order?.idempotencyKey}`;
    expect((await visit(t, orderPath)).html).not.toContain('data-tracking');

    const steps = [{ action: 'confirm' }, { action: 'pack' }, { action: 'ship', tracking_number: 'DELHIVERY-88120' }];
    for (const [i, step] of steps.entries()) {
      const done = await t.call('POST', '/api/store/orders/action', { _id: id, version: i + 1, ...step }, shop.token);
      expect(done.statusCode, step.action).toBe(200);
    }
    const mails = (await mailsTo('buyer@example.com')).filter((m) => m.subject.includes('has shipped'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your order #${order?.number} from Mail Store has shipped`);
    expect(mails[0]?.textBody).toContain('Tracking number: DELHIVERY-88120');
    expect(mails[0]?.textBody).toContain(`http://localhost:8080${orderPath}`);

    const page = await visit(t, orderPath);
    expect(page.html).toContain(`Order #${order?.number} · Shipped`);
    expect(page.html).toMatch(/data-tracking[^>]*>On its way. Tracking number <strong>DELHIVERY-88120<\/strong>/);
  });

  it('sends the donor the receipt the thank-you page promises, once, and none for a declined card', async () => {
    const donate = (email: string, card: string) =>
      new Shopper(t).post(`${shop.base}/donate`, {
        name: 'Grace Okafor',
        email,
        phone: '',
        amount: '250.50',
        note: 'For the library',
        card_number: card,
        idempotency_key: randomUUID(),
      });
    const paid = await donate('grace@example.com', '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    const thanks = await new Shopper(t).get(String(paid.headers.location));
    expect(thanks.html).toContain('a receipt goes to grace@example.com');
    const receipts = await mailsTo('grace@example.com');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe('Your receipt for ₹250.50 to Mail Store');
    expect(receipts[0]?.textBody).toMatch(/Payment reference: \S+/);
    expect(receipts[0]?.textBody).toContain('Your note: For the library');

    expect((await donate('declined@example.com', '4000 0000 0000 0002')).status).toBe(402);
    expect(await mailsTo('declined@example.com')).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { billingInvoices, billingPayments, billingSubscriptions, mailOutbox, stores } from '../src/db/schema/index.js';
import { confirmPlanPayment } from '../src/modules/billing/apply.js';
import { BILLING_SWEEP, BILLING_SWEEP_CRON, runBillingSweep } from '../src/modules/billing/sweep.js';
import { reopenableTestDatabase } from './database.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { shopStore } from './shop-fixtures.js';

const PAYS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(START);
});
afterEach(() => t.clock.set(START));
afterAll(() => t.close());

const buy = (token: string, package_id: string, extra: Record<string, unknown> = {}, on: TestApp = t) =>
  on.call(
    'POST',
    '/api/store/billing/checkout',
    { package_id, period: 'monthly', card_number: PAYS, attempt_key: randomUUID(), ...extra },
    token,
  );
const overview = async (token: string) => (await t.call('GET', '/api/store/billing', undefined, token)).body.data;
const storeRow = async (id: string) => (await t.app.ctx.db.select().from(stores).where(eq(stores.id, id)))[0];
/** The subjects of the mails sent to the store's owner, oldest first. */
const ownerMails = async (id: string) => {
  const owner = (await storeRow(id))?.email ?? '';
  const rows = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, owner));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
};
const subOf = async (id: string) =>
  (await t.app.ctx.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.storeId, id)))[0];

/** A fresh owner token after the clock jumped past the session's life. */
async function signIn(storeId: string): Promise<string> {
  const email = (await storeRow(storeId))?.email;
  const res = await t.call('POST', '/api/auth/store/login_v2', { email, password: 'correct-horse-battery' });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.store_token as string;
}

const START = new Date('2026-11-01T09:00:00Z');

/** Runs the billing sweep on the job queue at the test clock's time and waits for what it should do. */
async function sweepUntil(check: () => Promise<boolean>) {
  await t.app.ctx.jobs.send(BILLING_SWEEP, {});
  await expect.poll(check, { timeout: 20_000, interval: 200 }).toBe(true);
}

describe('plans and billing', () => {
  it('buys a plan through the test gateway: payment summary, invoice, subscription and the store on the plan', async () => {
    const shop = await shopStore(t);
    const res = await buy(shop.token, PACKAGE_IDS.essential);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'paid' });
    const payment = (await t.call('GET', `/api/store/billing/payments/${res.body.payment_id}`, undefined, shop.token))
      .body.data;
    expect(payment).toMatchObject({ status: 'paid', amount: 1900, currency: 'USD', package_name: 'Essential' });
    expect(payment.invoice_number).toMatch(/^SF-\d{6}$/);
    expect(payment.period_end).toBe('2026-12-01T09:00:00.000Z');

    const view = await overview(shop.token);
    expect(view).toMatchObject({ package_id: PACKAGE_IDS.essential, store_status: 'active' });
    expect(view.subscription).toMatchObject({
      status: 'active',
      period_end: '2026-12-01T09:00:00.000Z',
      next_charge: 1900,
    });
    expect(view.payment_method).toEqual({ provider: 'Test gateway', brand: 'Test card', last4: '4242' });
    expect(view.invoices).toHaveLength(1);
    expect((await storeRow(shop.id))?.billingStatus).toBe('paid');

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/store/billing/invoices/${view.invoices[0]._id}/pdf`,
      headers: { authorization: `Bearer ${shop.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await new PDFParse({ data: pdf.rawPayload }).getText()).text;
    expect(text).toContain(view.invoices[0].number);
    expect(text).toContain('USD 19.00');
  });

  it('answers a declined card with the gateway’s message and changes nothing', async () => {
    const shop = await shopStore(t);
    const res = await buy(shop.token, PACKAGE_IDS.essential, { card_number: DECLINED });
    expect(res.body).toMatchObject({ outcome: 'failed', message: 'Your card was declined; try another card.' });
    expect((await storeRow(shop.id))?.packageId).toBe(PACKAGE_IDS.proFree);
    expect(await subOf(shop.id)).toBeUndefined();
  });

  it('does not extend a plan twice for a replayed confirmation or a resent form', async () => {
    const shop = await shopStore(t);
    const key = randomUUID();
    const first = await buy(shop.token, PACKAGE_IDS.professional, { attempt_key: key });
    const again = await buy(shop.token, PACKAGE_IDS.professional, { attempt_key: key });
    expect(again.body).toMatchObject({ outcome: 'paid', payment_id: first.body.payment_id });
    const replay = await confirmPlanPayment(
      t.app.ctx.db,
      first.body.payment_id,
      { status: 'paid', reference: 'test_replayed' },
      null,
      new Date(t.clock.now().getTime() + 3 * DAY),
    );
    expect(replay).toMatchObject({ outcome: 'paid', replayed: true });
    const sub = await subOf(shop.id);
    expect(sub?.periodEnd.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    const invoices = await t.app.ctx.db.select().from(billingInvoices).where(eq(billingInvoices.storeId, shop.id));
    expect(invoices).toHaveLength(1);
  });

  it('charges an upgrade mid-cycle for the days left less the old plan’s unused days, after showing the quote', async () => {
    const shop = await shopStore(t);
    await buy(shop.token, PACKAGE_IDS.essential);
    t.clock.set(new Date('2026-11-16T09:00:00Z'));
    {
      const choice = { package_id: PACKAGE_IDS.professional, period: 'monthly' };
      const quote = (await t.call('POST', '/api/store/billing/quote', choice, shop.token)).body.data;
      expect(quote).toMatchObject({ kind: 'upgrade', due: 2450 - 950, renews_on: '2026-12-01T09:00:00.000Z' });
      expect(quote.lines.map((l: { amount: number }) => l.amount)).toEqual([2450, -950]);
      const res = await buy(shop.token, PACKAGE_IDS.professional);
      const payment = (await t.call('GET', `/api/store/billing/payments/${res.body.payment_id}`, undefined, shop.token))
        .body.data;
      expect(payment).toMatchObject({ status: 'paid', kind: 'upgrade', amount: 1500 });
      const view = await overview(shop.token);
      expect(view).toMatchObject({ package_id: PACKAGE_IDS.professional });
      expect(view.subscription.period_end).toBe('2026-12-01T09:00:00.000Z');
      expect(view.invoices.map((i: { total: number }) => i.total)).toEqual([1500, 1900]);

      // A downgrade waits for the period's end; resume undoes it.
      const down = await buy(shop.token, PACKAGE_IDS.essential);
      expect(down.body).toMatchObject({ outcome: 'scheduled', payment_id: null });
      expect((await overview(shop.token)).subscription).toMatchObject({
        pending_package_id: PACKAGE_IDS.essential,
        next_charge: 1900,
      });
      expect((await storeRow(shop.id))?.packageId).toBe(PACKAGE_IDS.professional);
      expect((await t.call('POST', '/api/store/billing/resume', {}, shop.token)).statusCode).toBe(200);
      expect((await overview(shop.token)).subscription.pending_package_id).toBeNull();
    }
  });

  it('renews on the queue at the period end; a failed renewal is past due, inactive after the grace period, and paying reactivates', async () => {
    const shop = await shopStore(t);
    await buy(shop.token, PACKAGE_IDS.essential);
    // Renewal at the period's end with the card on file.
    t.clock.set(new Date('2026-12-01T09:00:00Z'));
    await sweepUntil(async () => (await subOf(shop.id))?.periodEnd.toISOString() === '2027-01-01T09:00:00.000Z');
    expect((await overview(await signIn(shop.id))).invoices).toHaveLength(2);
    const renewedMail = (await ownerMails(shop.id)).find((m) => m.subject.endsWith('plan renewed'));
    expect(renewedMail?.textBody).toContain('The next renewal is on 2027-01-01');

    // The card now declines: the next renewal fails and the store is past due for 7 days.
    await t.app.ctx.db
      .update(billingSubscriptions)
      .set({ cardToken: '4000000000000002' })
      .where(eq(billingSubscriptions.storeId, shop.id));
    t.clock.set(new Date('2027-01-01T09:05:00Z'));
    await sweepUntil(async () => (await subOf(shop.id))?.status === 'past_due');
    expect((await subOf(shop.id))?.graceEndsAt?.toISOString()).toBe('2027-01-08T09:00:00.000Z');
    expect(await storeRow(shop.id)).toMatchObject({ status: 'active', billingStatus: 'overdue' });
    const failedMail = (await ownerMails(shop.id)).find((m) => m.subject.includes('could not renew'));
    expect(failedMail?.textBody).toContain('Pay by 2027-01-08');

    // Within the grace period nothing more happens; at its end the store is made inactive.
    t.clock.set(new Date('2027-01-08T08:59:00Z'));
    expect(await runBillingSweep(t.app.ctx, t.clock.now())).toEqual({
      renewed: 0,
      failed: 0,
      awaiting: 0,
      ended: 0,
      deactivated: 0,
    });
    expect((await storeRow(shop.id))?.status).toBe('active');
    t.clock.set(new Date('2027-01-08T09:00:00Z'));
    await sweepUntil(async () => (await storeRow(shop.id))?.status === 'inactive');
    expect(await subOf(shop.id)).toMatchObject({ status: 'canceled', endedReason: 'unpaid' });
    expect((await ownerMails(shop.id)).map((m) => m.subject).at(-1)).toMatch(/is inactive: the plan was not paid$/);
    const owner = await t.call('POST', '/api/auth/store/login_v2', {
      email: (await storeRow(shop.id))?.email,
      password: 'correct-horse-battery',
    });
    expect([...owner.body.permitted_routes].sort()).toEqual(['billing', 'deployment_plans']);

    // Paying reactivates it, with a new period from now.
    const paid = await buy(owner.body.store_token, PACKAGE_IDS.essential);
    expect(paid.body.outcome).toBe('paid');
    expect(await storeRow(shop.id)).toMatchObject({ status: 'active', billingStatus: 'paid' });
    expect((await subOf(shop.id))?.periodEnd.toISOString()).toBe('2027-02-08T09:00:00.000Z');
  }, 60_000);

  it('ends a plan cancelled at period end on the free plan, the store still active', async () => {
    const shop = await shopStore(t);
    await buy(shop.token, PACKAGE_IDS.essential);
    const cancel = await t.call('POST', '/api/store/billing/cancel', {}, shop.token);
    expect(cancel.body.message).toContain('2026-12-01');
    expect((await t.call('POST', '/api/store/billing/cancel', {}, shop.token)).statusCode).toBe(409);
    expect((await overview(shop.token)).subscription).toMatchObject({ cancel_at_period_end: true, next_charge: 0 });
    t.clock.set(new Date('2026-12-01T09:00:00Z'));
    await sweepUntil(async () => (await subOf(shop.id))?.status === 'canceled');
    expect(await storeRow(shop.id)).toMatchObject({ packageId: PACKAGE_IDS.proFree, status: 'active' });
    expect((await ownerMails(shop.id)).map((m) => m.subject).at(-1)).toMatch(/plan has ended$/);
  }, 30_000);

  it('refuses bad input with a clear message and changes nothing', async () => {
    const shop = await shopStore(t);
    const vendorPlan = await buy(shop.token, 'vendor_monthly');
    expect(vendorPlan.statusCode).toBe(400);
    expect(vendorPlan.body.message).toContain('package_id: there is no store plan with this id');
    expect((await buy(shop.token, PACKAGE_IDS.essential, { period: 'weekly' })).statusCode).toBe(400);
    expect((await buy(shop.token, PACKAGE_IDS.essential, { card_number: '1234' })).body.message).toContain('test card');
    expect((await buy(shop.token, PACKAGE_IDS.proFree)).statusCode).toBe(409);
    await buy(shop.token, PACKAGE_IDS.essential);
    const current = await buy(shop.token, PACKAGE_IDS.essential);
    expect(current.statusCode).toBe(409);
    expect(current.body.message).toBe('package_id: this is your current plan');
    expect((await t.call('GET', `/api/store/billing/payments/${randomUUID()}`, undefined, shop.token)).statusCode).toBe(
      404,
    );
    const payments = await t.app.ctx.db.select().from(billingPayments).where(eq(billingPayments.storeId, shop.id));
    expect(payments).toHaveLength(1);
  });

  it('takes one of two payments made at once and refuses the other', async () => {
    const shop = await shopStore(t);
    const both = await Promise.all([
      buy(shop.token, PACKAGE_IDS.professional),
      buy(shop.token, PACKAGE_IDS.professional),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const payments = await t.app.ctx.db.select().from(billingPayments).where(eq(billingPayments.storeId, shop.id));
    expect(payments).toHaveLength(1);
  });

  it('lets staff with the billing grant in, and no other staff; another store’s payment is a 404', async () => {
    const shop = await shopStore(t);
    const res = await buy(shop.token, PACKAGE_IDS.essential);
    const billingStaff = await memberToken(t, shop.id, 'staff', ['billing']);
    const otherStaff = await memberToken(t, shop.id, 'staff', ['add_product']);
    expect((await t.call('GET', '/api/store/billing', undefined, billingStaff)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/store/billing', undefined, otherStaff)).statusCode).toBe(403);
    const other = await shopStore(t);
    const foreign = await t.call('GET', `/api/store/billing/payments/${res.body.payment_id}`, undefined, other.token);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('billing after a restart', () => {
  it('renews from the due time kept in the database when the next app opens it', { timeout: 90_000 }, async () => {
    const kept = await reopenableTestDatabase();
    try {
      const firstDb = await kept.open();
      const first = await startTestApp({}, firstDb);
      first.clock.set(START);
      const shop = await shopStore(first);
      expect((await buy(shop.token, PACKAGE_IDS.essential, {}, first)).body.outcome).toBe('paid');
      await first.close();
      await firstDb.close();

      const secondDb = await kept.open();
      const second = await startTestApp({}, secondDb);
      try {
        second.clock.set(new Date('2026-12-01T10:00:00Z'));
        expect(await second.app.ctx.jobs.schedules()).toContainEqual({
          name: BILLING_SWEEP.name,
          cron: BILLING_SWEEP_CRON,
        });
        await second.app.ctx.jobs.send(BILLING_SWEEP, {});
        const renewedTo = async () =>
          (
            await second.app.ctx.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.storeId, shop.id))
          )[0]?.periodEnd.toISOString();
        await expect.poll(renewedTo, { timeout: 30_000, interval: 200 }).toBe('2027-01-01T09:00:00.000Z');
      } finally {
        await second.close();
        await secondDb.close();
      }
    } finally {
      await kept.drop();
    }
  });
});

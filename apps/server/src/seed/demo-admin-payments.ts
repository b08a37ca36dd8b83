import { billingStatusOf, PACKAGE_IDS, planPrice, storePlan } from '@stallfront/shared';
import type { Tx } from '../db/client.js';
import { billingInvoices, billingPayments, billingSubscriptions, stores, storeUsers } from '../db/schema/index.js';
import { nextInvoiceNumber } from '../modules/billing/apply.js';
import { cardOf } from '../modules/billing/checkout.js';

const DAY = 86_400_000;

/**
 * A store the billing sweep deactivated: its yearly Essential renewal was declined a month ago and
 * its grace period ran out, so it is inactive with a failed plan payment, the row the platform
 * admin's inactive payments list and its retry show. It is not one of the printed demo sign-ins:
 * its owner would only ever see the billing page.
 */
export async function seedDemoBlockedStore(tx: Tx, passwordHash: string, baseDomain: string, now: Date) {
  const plan = storePlan(PACKAGE_IDS.essential);
  if (!plan) return;
  const subDomain = 'corner-bakery';
  const boughtOn = new Date(now.getTime() - 395 * DAY);
  const renewedOn = new Date(now.getTime() - 30 * DAY);
  const yearOn = new Date(renewedOn.getTime() + 365 * DAY);
  const [store] = await tx
    .insert(stores)
    .values({
      type: 'order_based',
      category: 'bakery_cake_shop',
      name: 'Corner Bakery',
      email: 'owner@corner-bakery.demo',
      subDomain,
      baseUrl: `https://${subDomain}.${baseDomain}`,
      currency: 'USD',
      country: 'US',
      companyDetails: { name: 'Corner Bakery LLC', city: 'Portland', state: 'Oregon' },
      packageId: PACKAGE_IDS.essential,
      billingStatus: billingStatusOf('past_due'),
      signupBy: 'self',
      status: 'inactive',
      isDemo: true,
      createdAt: boughtOn,
    })
    .returning({ id: stores.id });
  if (!store) return;
  await tx
    .insert(storeUsers)
    .values({ storeId: store.id, role: 'admin', name: 'Rosa Baker', email: 'owner@corner-bakery.demo', passwordHash });
  const price = planPrice(plan, 'yearly');
  const payment = (key: string, at: Date, start: Date, end: Date, status: 'paid' | 'failed') => ({
    storeId: store.id,
    attemptKey: `demo:${key}`,
    kind: key === 'purchase' ? 'purchase' : 'renewal',
    packageId: PACKAGE_IDS.essential,
    period: 'yearly' as const,
    amount: price,
    currency: plan.currency,
    lines: [{ description: `Essential (yearly)${key === 'purchase' ? '' : ', renewal'}`, amount: price }],
    periodStart: start,
    periodEnd: end,
    status,
    provider: 'test_card',
    reference: `test_demo_${key}`,
    message: status === 'failed' ? 'Your card was declined; try another card.' : null,
    createdAt: at,
    settledAt: at,
  });
  const [paid] = await tx
    .insert(billingPayments)
    .values(payment('purchase', boughtOn, boughtOn, renewedOn, 'paid'))
    .returning({ id: billingPayments.id });
  await tx.insert(billingInvoices).values({
    number: await nextInvoiceNumber(tx),
    storeId: store.id,
    paymentId: paid?.id ?? null,
    packageId: PACKAGE_IDS.essential,
    period: 'yearly',
    issuedAt: boughtOn,
    periodStart: boughtOn,
    periodEnd: renewedOn,
    currency: plan.currency,
    total: price,
    lines: [{ description: 'Essential (yearly)', amount: price }],
  });
  await tx.insert(billingPayments).values(payment('renewal', renewedOn, renewedOn, yearOn, 'failed'));
  const card = cardOf('4242 4242 4242 4242');
  await tx.insert(billingSubscriptions).values({
    storeId: store.id,
    packageId: PACKAGE_IDS.essential,
    period: 'yearly',
    status: 'canceled',
    periodStart: boughtOn,
    periodEnd: renewedOn,
    graceEndsAt: new Date(renewedOn.getTime() + 7 * DAY),
    cardToken: card.token,
    cardBrand: card.brand,
    cardLast4: card.last4,
    endedAt: new Date(renewedOn.getTime() + 7 * DAY),
    endedReason: 'unpaid',
    createdAt: boughtOn,
    updatedAt: renewedOn,
  });
}

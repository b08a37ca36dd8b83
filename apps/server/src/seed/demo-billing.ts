import { type ChargeLine, PACKAGE_IDS, planChange, planPrice, storePlan } from '@stallfront/shared';
import type { Tx } from '../db/client.js';
import { billingInvoices, billingPayments, billingSubscriptions } from '../db/schema/index.js';
import { nextInvoiceNumber } from '../modules/billing/apply.js';
import { cardOf } from '../modules/billing/checkout.js';
import type { DemoStore } from './demo-stores.js';

/**
 * A fixed anchor, not today, so the billing screen reads the same on every seed: Urban Threads
 * bought Essential yearly a year before it, upgraded to Professional half way through (the
 * proration worked out by the billing rules), and renewed Professional on the anchor. Its
 * current year runs to 2027-09-01; after that the billing sweep renews it with the test card.
 */
export const DEMO_BILLING_ANCHOR = new Date('2026-09-01T00:00:00Z');

export async function seedDemoBilling(tx: Tx, storeId: string, demo: DemoStore): Promise<void> {
  if (demo.subDomain !== 'urban-threads') return;
  const essential = storePlan(PACKAGE_IDS.essential);
  const professional = storePlan(PACKAGE_IDS.professional);
  if (!essential || !professional) return;
  const yearAgo = new Date('2025-09-01T00:00:00Z');
  const upgradedOn = new Date('2026-03-01T00:00:00Z');
  const invoice = async (packageId: string, issuedAt: Date, start: Date, end: Date, lines: ChargeLine[]) => {
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    const [payment] = await tx
      .insert(billingPayments)
      .values({
        storeId,
        attemptKey: `demo:${issuedAt.toISOString()}`,
        kind: issuedAt !== start ? 'upgrade' : packageId === PACKAGE_IDS.essential ? 'purchase' : 'renewal',
        packageId,
        period: 'yearly',
        amount: total,
        currency: 'USD',
        lines,
        periodStart: start,
        periodEnd: end,
        status: 'paid',
        provider: 'test_card',
        reference: `test_demo_${issuedAt.getTime()}`,
        createdAt: issuedAt,
        settledAt: issuedAt,
      })
      .returning({ id: billingPayments.id });
    await tx.insert(billingInvoices).values({
      number: await nextInvoiceNumber(tx),
      storeId,
      paymentId: payment?.id ?? null,
      packageId,
      period: 'yearly',
      issuedAt,
      periodStart: start,
      periodEnd: end,
      currency: 'USD',
      total,
      lines,
    });
  };
  const essentialYear = [{ description: 'Essential (yearly), 365 days', amount: planPrice(essential, 'yearly') }];
  await invoice(PACKAGE_IDS.essential, yearAgo, yearAgo, DEMO_BILLING_ANCHOR, essentialYear);
  const upgrade = planChange(
    {
      packageId: PACKAGE_IDS.essential,
      period: 'yearly',
      periodStart: yearAgo,
      periodEnd: DEMO_BILLING_ANCHOR,
      status: 'active',
      cancelAtPeriodEnd: false,
    },
    PACKAGE_IDS.professional,
    'yearly',
    upgradedOn,
  );
  if (upgrade.kind === 'upgrade')
    await invoice(PACKAGE_IDS.professional, upgradedOn, yearAgo, DEMO_BILLING_ANCHOR, upgrade.lines);
  const nextYear = new Date('2027-09-01T00:00:00Z');
  const renewal = [{ description: 'Professional (yearly), renewal', amount: planPrice(professional, 'yearly') }];
  await invoice(PACKAGE_IDS.professional, DEMO_BILLING_ANCHOR, DEMO_BILLING_ANCHOR, nextYear, renewal);
  const card = cardOf('4242 4242 4242 4242');
  await tx.insert(billingSubscriptions).values({
    storeId,
    packageId: PACKAGE_IDS.professional,
    period: 'yearly',
    status: 'active',
    periodStart: DEMO_BILLING_ANCHOR,
    periodEnd: nextYear,
    cardToken: card.token,
    cardBrand: card.brand,
    cardLast4: card.last4,
    createdAt: yearAgo,
    updatedAt: DEMO_BILLING_ANCHOR,
  });
}

import { and, desc, eq } from 'drizzle-orm';
import { formatMoney, storePlan } from '@stallfront/shared';
import { billingPayments, billingSubscriptions, stores, storeUsers } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';

/** What the billing sweep did to one store's plan. */
export type SweepStep = 'renewed' | 'failed' | 'awaiting' | 'ended' | 'deactivated';

interface Facts {
  store: string;
  plan: string;
  billingUrl: string;
  /** The payment the step made (renewed, failed). */
  payment?: { amount: number; currency: string; message: string | null; checkoutUrl: string | null };
  periodEnd: Date;
  graceEndsAt: Date | null;
}

const day = (at: Date) => at.toISOString().slice(0, 10);

/** The owner's mail for a sweep step: the subject and text only, so each case reads at a glance. */
export function billingMail(step: SweepStep, facts: Facts): { subject: string; text: string } {
  const paid = facts.payment ? formatMoney(facts.payment.amount, facts.payment.currency) : '';
  switch (step) {
    case 'renewed':
      return {
        subject: `${facts.store}: your ${facts.plan} plan renewed`,
        text: `Your ${facts.plan} plan renewed: ${paid} was charged to the card on file. The next renewal is on ${day(facts.periodEnd)}.\n\nThe invoice is under Billing: ${facts.billingUrl}`,
      };
    case 'failed':
      return {
        subject: `${facts.store}: we could not renew your ${facts.plan} plan`,
        text: `The renewal of ${paid} for your ${facts.plan} plan was declined${facts.payment?.message ? ` (${facts.payment.message})` : ''}.\n\nPay by ${day(facts.graceEndsAt ?? facts.periodEnd)} to keep ${facts.store} open; after that day the console opens only Billing until it is paid: ${facts.billingUrl}`,
      };
    case 'awaiting':
      return {
        subject: `${facts.store}: your ${facts.plan} plan is due for renewal`,
        text: `Your ${facts.plan} plan is due for renewal: ${paid}. Pay it on the payment page: ${facts.payment?.checkoutUrl ?? facts.billingUrl}\n\nPay by ${day(facts.graceEndsAt ?? facts.periodEnd)} to keep ${facts.store} open; after that day the console opens only Billing until it is paid.`,
      };
    case 'deactivated':
      return {
        subject: `${facts.store} is inactive: the plan was not paid`,
        text: `The ${facts.plan} plan of ${facts.store} was not paid by the end of its grace period, so the store is inactive. Pay for a plan under Billing to reopen it at once: ${facts.billingUrl}`,
      };
    case 'ended':
      return {
        subject: `${facts.store}: your ${facts.plan} plan has ended`,
        text: `As you asked, your ${facts.plan} plan ended and ${facts.store} is on the free plan now. You can choose a plan again at any time: ${facts.billingUrl}`,
      };
  }
}

/** Mails the store's owner what the sweep did; a store without an owner account gets nothing. */
export async function mailOwnerAbout(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  subscriptionId: string,
  step: SweepStep,
): Promise<void> {
  const [row] = await ctx.db
    .select({ sub: billingSubscriptions, store: stores.name, owner: storeUsers.email })
    .from(billingSubscriptions)
    .innerJoin(stores, eq(stores.id, billingSubscriptions.storeId))
    .innerJoin(storeUsers, and(eq(storeUsers.storeId, stores.id), eq(storeUsers.role, 'admin')))
    .where(eq(billingSubscriptions.id, subscriptionId))
    .limit(1);
  if (!row) return;
  const [payment] = await ctx.db
    .select({
      amount: billingPayments.amount,
      currency: billingPayments.currency,
      message: billingPayments.message,
      checkoutUrl: billingPayments.checkoutUrl,
    })
    .from(billingPayments)
    .where(eq(billingPayments.storeId, row.sub.storeId))
    .orderBy(desc(billingPayments.createdAt))
    .limit(1);
  const mail = billingMail(step, {
    store: row.store,
    plan: storePlan(row.sub.packageId)?.name ?? 'Stallfront',
    billingUrl: `${ctx.config.PUBLIC_URL ?? ''}/account/billing`,
    payment,
    periodEnd: row.sub.periodEnd,
    graceEndsAt: row.sub.graceEndsAt,
  });
  await ctx.mailer.send({ to: row.owner, ...mail });
}

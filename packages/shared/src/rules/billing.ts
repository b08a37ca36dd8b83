import { FREE_PACKAGE_IDS, PACKAGES, type PackageDefinition } from '../catalog/packages.js';
import { access, anyOf } from './call-access.js';

/** The plans and the billing screen: the owner, and staff given the billing grant. */
export const BILLING_ACCESS = access({ staff: anyOf('billing') });

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Days a store keeps working after a failed renewal before it is made inactive (docs/decisions.md). */
export const GRACE_DAYS = 7;
/** A year costs ten months: two months free for paying ahead. */
export const YEARLY_MONTHS_CHARGED = 10;

const DAY = 86_400_000;

/** A store plan by id, or undefined for anything else (a vendor plan, a typo). */
export const storePlan = (id: string): PackageDefinition | undefined => PACKAGES.find((p) => p.id === id);
export const isFreePlan = (id: string): boolean => FREE_PACKAGE_IDS.includes(id);

/** A plan's price for one period, in minor units. */
export const planPrice = (plan: Pick<PackageDefinition, 'monthlyPrice'>, period: BillingPeriod): number =>
  period === 'yearly' ? plan.monthlyPrice * YEARLY_MONTHS_CHARGED : plan.monthlyPrice;

/** The end of a period that starts at `start`: the same day and time one month (or year) on, the month's last day when it has fewer. */
export function addPeriod(start: Date, period: BillingPeriod): Date {
  const months = period === 'yearly' ? 12 : 1;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(start);
  end.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return end;
}

export const graceEndOf = (periodEnd: Date): Date => new Date(periodEnd.getTime() + GRACE_DAYS * DAY);

/** A store's paid subscription as the rules need it. */
export interface CurrentSubscription {
  packageId: string;
  period: BillingPeriod;
  periodStart: Date;
  periodEnd: Date;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
}

export interface ChargeLine {
  description: string;
  /** Minor units; a credit is negative. */
  amount: number;
}

/** What choosing a plan does, worked out before anything is paid. */
export type PlanChange =
  /** Pay now for a period from `periodStart` (a first paid plan, a longer period, a lapsed store). */
  | { kind: 'purchase' | 'upgrade' | 'settle'; lines: ChargeLine[]; due: number; periodStart: Date; periodEnd: Date }
  /** Nothing paid now: the plan changes when the period ends. */
  | { kind: 'downgrade'; effectiveAt: Date; due: 0 };

export class PlanChangeRefused extends Error {
  constructor(
    readonly status: 400 | 409,
    message: string,
  ) {
    super(message);
  }
}

const planName = (p: PackageDefinition, period: BillingPeriod) => `${p.name} (${period})`;
const dayCount = (from: Date, to: Date) => Math.max(0, Math.ceil((to.getTime() - from.getTime()) / DAY));

/** A share of a period's price for its days left, rounded to the minor unit (half up). */
export function prorate(price: number, daysLeft: number, daysInPeriod: number): number {
  if (daysInPeriod <= 0) return 0;
  return Math.round((price * Math.min(daysLeft, daysInPeriod)) / daysInPeriod);
}

/**
 * What choosing `targetId` for `period` costs a store on `current` (null: a free plan or no
 * subscription) at `now`. Upgrades in the same period are charged now for the days left, less
 * the unused days of the old plan; moving from monthly to yearly starts a new year now with the
 * unused month credited; downgrades (a cheaper plan, yearly to monthly, a free plan) wait for the
 * period's end. A past-due store paying for its own plan settles the period it owes.
 */
export function planChange(
  current: CurrentSubscription | null,
  targetId: string,
  period: BillingPeriod,
  now: Date,
  /** The catalogue the server holds (its admin edits prices); the constants by default. */
  plans: (id: string) => PackageDefinition | undefined = storePlan,
): PlanChange {
  const target = plans(targetId);
  if (!target) throw new PlanChangeRefused(400, 'package_id: there is no store plan with this id');
  const price = planPrice(target, period);
  const buyFromNow = (lines: ChargeLine[] = []): PlanChange => {
    const periodEnd = addPeriod(now, period);
    const all = [
      { description: `${planName(target, period)}, ${dayCount(now, periodEnd)} days`, amount: price },
      ...lines,
    ];
    return { kind: 'purchase', lines: all, due: dueOf(all), periodStart: now, periodEnd };
  };
  const live = current && current.status !== 'canceled' ? current : null;
  if (!live) {
    if (price === 0) throw new PlanChangeRefused(409, 'package_id: your store is on a free plan already');
    return buyFromNow();
  }
  const old = plans(live.packageId);
  if (!old) throw new PlanChangeRefused(409, 'Your current plan is no longer offered; contact support.');
  const oldPrice = planPrice(old, live.period);
  const same = target.id === old.id && period === live.period;

  if (live.status === 'past_due') {
    if (!same) return buyFromNow();
    const periodEnd = addPeriod(live.periodEnd, period);
    const lines = [{ description: `${planName(target, period)}, renewal`, amount: price }];
    return { kind: 'settle', lines, due: price, periodStart: live.periodEnd, periodEnd };
  }
  if (same) throw new PlanChangeRefused(409, 'package_id: this is your current plan');
  const cheaper = price < oldPrice && period === live.period;
  if (price === 0 || cheaper || (live.period === 'yearly' && period === 'monthly'))
    return { kind: 'downgrade', effectiveAt: live.periodEnd, due: 0 };

  const daysInPeriod = dayCount(live.periodStart, live.periodEnd);
  const daysLeft = Math.min(daysInPeriod, dayCount(now, live.periodEnd));
  const credit = {
    description: `Unused ${daysLeft} of ${daysInPeriod} days on ${planName(old, live.period)}`,
    amount: -prorate(oldPrice, daysLeft, daysInPeriod),
  };
  if (period !== live.period) return buyFromNow([credit]);
  const charge = {
    description: `${planName(target, period)}, remaining ${daysLeft} of ${daysInPeriod} days`,
    amount: prorate(price, daysLeft, daysInPeriod),
  };
  const lines = [charge, credit];
  return { kind: 'upgrade', lines, due: dueOf(lines), periodStart: live.periodStart, periodEnd: live.periodEnd };
}

/** A credit larger than the charge is not paid out: the change costs nothing (docs/decisions.md). */
const dueOf = (lines: ChargeLine[]) =>
  Math.max(
    0,
    lines.reduce((sum, l) => sum + l.amount, 0),
  );

/** What the billing sweep does with a subscription at `now`. */
export type DueAction = 'renew' | 'end' | 'deactivate' | null;

export function dueAction(
  sub: Pick<CurrentSubscription, 'status' | 'periodEnd' | 'cancelAtPeriodEnd'> & { graceEndsAt: Date | null },
  now: Date,
): DueAction {
  const t = now.getTime();
  if (sub.status === 'active' && sub.periodEnd.getTime() <= t) return sub.cancelAtPeriodEnd ? 'end' : 'renew';
  if (sub.status === 'past_due' && (sub.graceEndsAt ?? graceEndOf(sub.periodEnd)).getTime() <= t) return 'deactivate';
  return null;
}

/** The period a successful renewal starts: from the old end, in the (possibly changed) period. */
export function renewalPeriod(periodEnd: Date, period: BillingPeriod): { periodStart: Date; periodEnd: Date } {
  return { periodStart: periodEnd, periodEnd: addPeriod(periodEnd, period) };
}

/** The platform's invoice number as printed: SF-000042. */
export const formatBillingInvoiceNumber = (n: number): string => `SF-${String(n).padStart(6, '0')}`;

/** The store's billing_status (spec section 3) for a subscription's status. */
export function billingStatusOf(status: SubscriptionStatus): 'paid' | 'overdue' | 'cancelled' {
  return status === 'active' ? 'paid' : status === 'past_due' ? 'overdue' : 'cancelled';
}

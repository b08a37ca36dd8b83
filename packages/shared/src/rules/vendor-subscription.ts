import { access, anyOf } from './call-access.js';

const DAY_MS = 86_400_000;

export type VendorSubscriptionState =
  | { kind: 'active'; endsAt: string; daysLeft: number }
  | { kind: 'expired'; endedAt: string | null; daysAgo: number | null }
  | { kind: 'open_ended' };

/**
 * What the vendor's billing page says of their subscription. The vendor's status decides whether
 * it is expired (the store may end it early); the end date only says since or until when.
 */
export function vendorSubscriptionState(
  status: string | undefined,
  endsAt: string | null | undefined,
  now: Date,
): VendorSubscriptionState {
  const end = endsAt ? new Date(endsAt) : null;
  if (status !== 'active') {
    const daysAgo = end ? Math.max(0, Math.floor((now.getTime() - end.getTime()) / DAY_MS)) : null;
    return { kind: 'expired', endedAt: endsAt ?? null, daysAgo };
  }
  if (!end || !endsAt) return { kind: 'open_ended' };
  return { kind: 'active', endsAt, daysLeft: Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS)) };
}

// ---- Vendor plans and their periods (modules/vendor-subscriptions; docs/vendors.md) ----

export const VENDOR_PLAN_INTERVALS = ['month', 'year'] as const;
export type VendorPlanInterval = (typeof VENDOR_PLAN_INTERVALS)[number];

/** A store keeps at most this many vendor plans (active or not). */
export const MAX_VENDOR_PLANS = 20;
/** A plan's price in minor units: free (0) up to this. */
export const MAX_VENDOR_PLAN_PRICE = 100_000_000;

/**
 * No grace: a vendor whose paid period ended without a new payment becomes expired at
 * `subscription_ends_at` itself (spec section 4); it may pay from vendor billing at any time.
 */
export const VENDOR_SUBSCRIPTION_GRACE_MS = 0;

/**
 * The same moment one interval later, in UTC. A month from the 31st ends on the month's last
 * day (Jan 31 → Feb 28 or 29), a year from Feb 29 on Feb 28.
 */
export function addInterval(from: Date, interval: VendorPlanInterval): Date {
  const months = interval === 'year' ? 12 : 1;
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(from.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(y, m, day, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()),
  );
}

/**
 * The period a payment buys: from the current end when the vendor is active and paid ahead
 * (paying early never loses days), else from now (an expired vendor starts again today).
 */
export function paidPeriod(
  current: { status: string; endsAt: Date | null },
  interval: VendorPlanInterval,
  now: Date,
): { start: Date; end: Date } {
  const start =
    current.status === 'active' && current.endsAt && current.endsAt.getTime() > now.getTime() ? current.endsAt : now;
  return { start, end: addInterval(start, interval) };
}

/** Whether the expiry sweep should end a vendor's subscription now. */
export function vendorSubscriptionLapsed(status: string, endsAt: Date | null, now: Date): boolean {
  return status === 'active' && endsAt !== null && endsAt.getTime() + VENDOR_SUBSCRIPTION_GRACE_MS <= now.getTime();
}

/** What a vendor's plan payment gives it: the plan's features, and update_product, which every vendor has. */
export function vendorFeaturesOfPlan(features: readonly string[]): string[] {
  return [...new Set(['update_product', ...features])];
}

/** The owner's vendor subscriptions screen: the owner, and staff with the vendors grant (as its route). */
export const VENDOR_PLAN_ACCESS = access({ staff: anyOf('vendors') });
/** The vendor's own billing: every vendor, expired ones above all; not the owner or staff. */
export const MY_VENDOR_BILLING_ACCESS = access({ owner: false, vendor: true, expiredVendor: true });

/** What the owner's calls answer where the store has no vendor subscriptions (spec section 6). */
export const VENDOR_SUBS_MISSING = 'Vendor subscriptions come with the vendor_subs feature of a multi-vendor store.';

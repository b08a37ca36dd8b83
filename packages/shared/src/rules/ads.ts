import { access, anyOf } from './call-access.js';

/**
 * Ads (/features/ad-management, docs/vendors.md): a store with the ad_management feature sells
 * ad slots on its shop to its vendors. The owner (and staff with store_apps, as the route) keeps
 * the slots, the settings and decides orders; a vendor with the ad_management grant buys them.
 */
export const AD_OWNER_ACCESS = access({ staff: anyOf('store_apps') });
/** Slots and the order list: the owner's side and vendors with the grant (each sees its own orders). */
export const AD_READ_ACCESS = access({ staff: anyOf('store_apps'), vendor: anyOf('ad_management') });
/** Buying an ad: vendors with the grant only; the store does not buy its own slots. */
export const AD_BUYER_ACCESS = access({ owner: false, vendor: anyOf('ad_management') });

/** What the calls answer where the store does not sell ads (or the vendor lacks the grant). */
export const ADS_NOT_OFFERED = 'This store does not sell ads: turn on the Ad management feature.';

/** Where a slot's ads show in the shop. */
export const AD_PLACEMENTS = ['home_banner', 'catalog_top', 'product_page'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];
export const AD_PLACEMENT_LABELS: Record<AdPlacement, string> = {
  home_banner: 'Shop home banner',
  catalog_top: 'Top of catalog pages',
  product_page: 'Product pages',
};
/** The shop page kind each placement shows on. */
export const AD_PLACEMENT_PAGE: Record<AdPlacement, 'home' | 'catalog' | 'product'> = {
  home_banner: 'home',
  catalog_top: 'catalog',
  product_page: 'product',
};

/**
 * An ad order's life: `paying` while the card is charged, `failed` when it was declined (kept as
 * the attempt), `pending` paid and waiting for the owner, `approved` (shown on its days),
 * `rejected` (refunded).
 */
export const AD_ORDER_STATUSES = ['paying', 'failed', 'pending', 'approved', 'rejected'] as const;
export type AdOrderStatus = (typeof AD_ORDER_STATUSES)[number];
/** The orders that hold a place in their slot on their days. */
export const AD_HOLDING_STATUSES: readonly AdOrderStatus[] = ['paying', 'pending', 'approved'];

/**
 * An order still `paying` this long after it was written was left by a crash between the charge
 * and the outcome's write (a charge answers in seconds): the sweep asks the provider what became
 * of it and completes it or marks it failed.
 */
export const AD_PAYING_TIMEOUT_MS = 15 * 60_000;

/** Whether an order is stuck `paying`: still paying, and written at least the timeout ago. */
export const adPaymentStuck = (
  order: { status: AdOrderStatus; createdAt: Date },
  now: Date,
  timeoutMs = AD_PAYING_TIMEOUT_MS,
): boolean => order.status === 'paying' && now.getTime() - order.createdAt.getTime() >= timeoutMs;

/** The statuses whose order may still change its picture: paid, not rejected (nor failed). */
export const AD_IMAGE_STATUSES: readonly AdOrderStatus[] = ['pending', 'approved'];

export const AD_MAX_DAYS = 90;
/** How far ahead an ad may start. */
export const AD_MAX_LEAD_DAYS = 365;

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** A calendar day (UTC) as YYYY-MM-DD. */
export const utcDayOf = (at: Date): string => at.toISOString().slice(0, 10);
/** The day `days` after `day`. */
export const adDayPlus = (day: string, days: number): string => utcDayOf(new Date(dayMs(day) + days * DAY_MS));
/** Whole days from one day to another. */
export const adDaysBetween = (from: string, to: string): number => Math.round((dayMs(to) - dayMs(from)) / DAY_MS);

/** What an ad costs: the slot's price a day times its days (minor units). */
export const adPrice = (pricePerDay: number, days: number): number => pricePerDay * days;

/**
 * An ad runs on the UTC days from its start up to (not including) its end: day granularity, so
 * the store's time zone is not needed (docs/decisions.md "Ads").
 */
export const adRunsOn = (order: { starts_on: string; ends_on: string; status: AdOrderStatus }, today: string) =>
  order.status === 'approved' && order.starts_on <= today && today < order.ends_on;

/** Two day ranges [start, end) that share a day. */
export const adDaysOverlap = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  a.start < b.end && b.start < a.end;

/** Clicks per hundred impressions, one decimal; null before the first impression. */
export const clickThroughRate = (impressions: number, clicks: number): number | null =>
  impressions > 0 ? Math.round((clicks / impressions) * 1000) / 10 : null;

/** The refusal when a slot already holds its most ads on a day of the asked range. */
export const slotFullMessage = (slot: string, max: number, day: string) =>
  `starts_on: “${slot}” already holds its ${max === 1 ? 'one ad' : `${max} ads`} on ${day}. Choose other dates or another slot.`;

/** The mail a vendor gets when the store decides its ad order. */
export function adDecisionMail(
  decision: 'approve' | 'reject',
  ad: { title: string; slotName: string; startsOn: string; endsOn: string; note: string | null; refund: string },
  store: string,
): { subject: string; text: string } {
  if (decision === 'approve')
    return {
      subject: `${store} approved your ad "${ad.title}"`,
      text: `Your ad "${ad.title}" in ${ad.slotName} is approved. It shows from ${ad.startsOn} until the end of ${adDayPlus(ad.endsOn, -1)}.`,
    };
  return {
    subject: `${store} rejected your ad "${ad.title}"`,
    text: `Your ad "${ad.title}" in ${ad.slotName} was rejected${ad.note ? `: ${ad.note}` : '.'}\n\n${ad.refund} goes back to your card.`,
  };
}

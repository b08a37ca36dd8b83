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

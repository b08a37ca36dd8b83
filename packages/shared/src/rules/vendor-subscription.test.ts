import { describe, expect, it } from 'vitest';
import { vendorSubscriptionState } from './vendor-subscription.js';

const now = new Date('2026-11-29T10:00:00Z');

describe('vendorSubscriptionState', () => {
  it('counts whole days since an expired subscription ended', () => {
    expect(vendorSubscriptionState('expired', '2026-11-17T10:00:00Z', now)).toEqual({
      kind: 'expired',
      endedAt: '2026-11-17T10:00:00Z',
      daysAgo: 12,
    });
  });

  it('calls a vendor the store suspended expired even before the end date, and one without an end date too', () => {
    expect(vendorSubscriptionState('suspended', '2027-01-01T00:00:00Z', now)).toMatchObject({
      kind: 'expired',
      daysAgo: 0,
    });
    expect(vendorSubscriptionState('expired', null, now)).toEqual({ kind: 'expired', endedAt: null, daysAgo: null });
  });

  it('counts the days an active subscription has left, a part day as one', () => {
    expect(vendorSubscriptionState('active', '2026-12-01T09:00:00Z', now)).toEqual({
      kind: 'active',
      endsAt: '2026-12-01T09:00:00Z',
      daysLeft: 2,
    });
    expect(vendorSubscriptionState('active', null, now)).toEqual({ kind: 'open_ended' });
  });
});

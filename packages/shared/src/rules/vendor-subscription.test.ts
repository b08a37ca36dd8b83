import { describe, expect, it } from 'vitest';
import {
  addInterval,
  paidPeriod,
  vendorFeaturesOfPlan,
  vendorSubscriptionLapsed,
  vendorSubscriptionState,
} from './vendor-subscription.js';

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

describe('addInterval', () => {
  it('adds a month or a year at the same time of day', () => {
    expect(addInterval(new Date('2026-11-15T08:30:00Z'), 'month').toISOString()).toBe('2026-12-15T08:30:00.000Z');
    expect(addInterval(new Date('2026-12-15T08:30:00Z'), 'month').toISOString()).toBe('2027-01-15T08:30:00.000Z');
    expect(addInterval(new Date('2026-11-15T08:30:00Z'), 'year').toISOString()).toBe('2027-11-15T08:30:00.000Z');
  });
  it('ends a month from the 31st on the next month’s last day', () => {
    expect(addInterval(new Date('2027-01-31T10:00:00Z'), 'month').toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addInterval(new Date('2028-01-31T10:00:00Z'), 'month').toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addInterval(new Date('2026-08-31T10:00:00Z'), 'month').toISOString()).toBe('2026-09-30T10:00:00.000Z');
  });
  it('ends a year from Feb 29 on Feb 28', () => {
    expect(addInterval(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });
});

describe('paidPeriod', () => {
  const at = new Date('2026-11-29T10:00:00Z');
  it('extends an active, paid-ahead vendor from its current end', () => {
    const endsAt = new Date('2026-12-10T00:00:00Z');
    expect(paidPeriod({ status: 'active', endsAt }, 'month', at)).toEqual({
      start: endsAt,
      end: new Date('2027-01-10T00:00:00Z'),
    });
  });
  it('starts an expired vendor, or one whose end has passed, from now', () => {
    const endsAt = new Date('2026-11-17T10:00:00Z');
    expect(paidPeriod({ status: 'expired', endsAt }, 'year', at)).toEqual({
      start: at,
      end: new Date('2027-11-29T10:00:00Z'),
    });
    expect(paidPeriod({ status: 'active', endsAt }, 'month', at).start).toEqual(at);
    expect(paidPeriod({ status: 'active', endsAt: null }, 'month', at).start).toEqual(at);
  });
});

describe('vendorSubscriptionLapsed', () => {
  const at = new Date('2026-11-29T10:00:00Z');
  it('lapses an active vendor at its end, not before, and never one without an end', () => {
    expect(vendorSubscriptionLapsed('active', new Date('2026-11-29T10:00:00Z'), at)).toBe(true);
    expect(vendorSubscriptionLapsed('active', new Date('2026-11-29T10:00:01Z'), at)).toBe(false);
    expect(vendorSubscriptionLapsed('active', null, at)).toBe(false);
    expect(vendorSubscriptionLapsed('expired', new Date('2026-11-01T00:00:00Z'), at)).toBe(false);
  });
});

describe('vendorFeaturesOfPlan', () => {
  it('grants the plan’s features and update_product once', () => {
    expect(vendorFeaturesOfPlan(['add_product', 'update_product'])).toEqual(['update_product', 'add_product']);
    expect(vendorFeaturesOfPlan([])).toEqual(['update_product']);
  });
});

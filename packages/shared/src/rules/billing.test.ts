import { describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '../catalog/packages.js';
import {
  addPeriod,
  type CurrentSubscription,
  dueAction,
  GRACE_DAYS,
  graceEndOf,
  planChange,
  PlanChangeRefused,
  prorate,
} from './billing.js';

const at = (iso: string) => new Date(iso);
const essentialMonthly = (over: Partial<CurrentSubscription> = {}): CurrentSubscription => ({
  packageId: PACKAGE_IDS.essential,
  period: 'monthly',
  periodStart: at('2026-11-01T00:00:00Z'),
  periodEnd: at('2026-12-01T00:00:00Z'),
  status: 'active',
  cancelAtPeriodEnd: false,
  ...over,
});

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof PlanChangeRefused) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('billing periods', () => {
  it('end a month or a year on, on the month’s last day when it is shorter', () => {
    expect(addPeriod(at('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addPeriod(at('2026-11-15T00:00:00Z'), 'monthly').toISOString()).toBe('2026-12-15T00:00:00.000Z');
    expect(addPeriod(at('2024-02-29T00:00:00Z'), 'yearly').toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });
  it('prorate to the minor unit, half up', () => {
    expect(prorate(1900, 15, 30)).toBe(950);
    expect(prorate(4900, 1, 30)).toBe(163); // 163.33
    expect(prorate(1900, 0, 30)).toBe(0);
    expect(prorate(1900, 40, 30)).toBe(1900);
  });
});

describe('planChange', () => {
  it('buys a first paid plan for a whole period from now', () => {
    const change = planChange(null, PACKAGE_IDS.essential, 'monthly', at('2026-11-10T12:00:00Z'));
    expect(change).toMatchObject({ kind: 'purchase', due: 1900 });
    if (change.kind === 'downgrade') throw new Error('unexpected');
    expect(change.periodEnd.toISOString()).toBe('2026-12-10T12:00:00.000Z');
    expect(planChange(null, PACKAGE_IDS.professional, 'yearly', at('2026-11-10T12:00:00Z')).due).toBe(49_000);
  });

  it('upgrades mid-cycle: credits the unused days of the old plan and charges the new plan’s remaining days', () => {
    // 15 of 30 days left: credit 950 of Essential's 1900, charge 2450 of Professional's 4900.
    const change = planChange(essentialMonthly(), PACKAGE_IDS.professional, 'monthly', at('2026-11-16T00:00:00Z'));
    expect(change.kind).toBe('upgrade');
    if (change.kind !== 'upgrade') return;
    expect(change.lines.map((l) => l.amount)).toEqual([2450, -950]);
    expect(change.due).toBe(1500);
    expect(change.periodEnd.toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('counts a started day as left, so an upgrade on the last morning still charges a day', () => {
    const change = planChange(essentialMonthly(), PACKAGE_IDS.professional, 'monthly', at('2026-11-30T08:00:00Z'));
    expect(change.due).toBe(prorate(4900, 1, 30) - prorate(1900, 1, 30));
  });

  it('moves from monthly to yearly now, with the unused month credited', () => {
    const change = planChange(essentialMonthly(), PACKAGE_IDS.essential, 'yearly', at('2026-11-16T00:00:00Z'));
    expect(change).toMatchObject({ kind: 'purchase', due: 19_000 - 950 });
  });

  it('leaves a downgrade, a free plan and yearly to monthly for the period end', () => {
    const professional = essentialMonthly({ packageId: PACKAGE_IDS.professional });
    const now = at('2026-11-16T00:00:00Z');
    for (const [target, period] of [
      [PACKAGE_IDS.essential, 'monthly'],
      [PACKAGE_IDS.proFree, 'monthly'],
    ] as const) {
      expect(planChange(professional, target, period, now)).toEqual({
        kind: 'downgrade',
        effectiveAt: professional.periodEnd,
        due: 0,
      });
    }
    const yearly = essentialMonthly({ period: 'yearly', periodEnd: at('2027-11-01T00:00:00Z') });
    expect(planChange(yearly, PACKAGE_IDS.professional, 'monthly', now).kind).toBe('downgrade');
  });

  it('settles a failed renewal of the same plan for the period that was due', () => {
    const owed = essentialMonthly({ status: 'past_due' });
    const change = planChange(owed, PACKAGE_IDS.essential, 'monthly', at('2026-12-03T00:00:00Z'));
    expect(change).toMatchObject({ kind: 'settle', due: 1900 });
    if (change.kind !== 'settle') return;
    expect(change.periodStart.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(change.periodEnd.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('starts a lapsed (deactivated) store afresh from now', () => {
    const lapsed = essentialMonthly({ status: 'canceled' });
    expect(planChange(lapsed, PACKAGE_IDS.essential, 'monthly', at('2026-12-20T00:00:00Z'))).toMatchObject({
      kind: 'purchase',
      due: 1900,
    });
  });

  it('refuses an unknown plan id, the current plan and a free plan while free', () => {
    const now = at('2026-11-16T00:00:00Z');
    expect(refusal(() => planChange(null, 'vendor_monthly', 'monthly', now))).toEqual({
      status: 400,
      message: 'package_id: there is no store plan with this id',
    });
    expect(refusal(() => planChange(essentialMonthly(), PACKAGE_IDS.essential, 'monthly', now)).status).toBe(409);
    expect(refusal(() => planChange(null, PACKAGE_IDS.proFree, 'monthly', now)).status).toBe(409);
  });
});

describe('dueAction', () => {
  const end = at('2026-12-01T00:00:00Z');
  const sub = { status: 'active' as const, periodEnd: end, cancelAtPeriodEnd: false, graceEndsAt: null };
  it('renews at the period end, not before', () => {
    expect(dueAction(sub, at('2026-11-30T23:59:59Z'))).toBeNull();
    expect(dueAction(sub, end)).toBe('renew');
  });
  it('ends a plan cancelled at period end instead of renewing it', () => {
    expect(dueAction({ ...sub, cancelAtPeriodEnd: true }, end)).toBe('end');
  });
  it('deactivates a past-due store when the grace period ends', () => {
    const owed = { ...sub, status: 'past_due' as const, graceEndsAt: graceEndOf(end) };
    expect(graceEndOf(end).getTime() - end.getTime()).toBe(GRACE_DAYS * 86_400_000);
    expect(dueAction(owed, at('2026-12-07T23:59:59Z'))).toBeNull();
    expect(dueAction(owed, at('2026-12-08T00:00:00Z'))).toBe('deactivate');
    expect(dueAction({ ...owed, status: 'canceled' }, at('2027-01-01T00:00:00Z'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { computeYsFeatures, enableReset, isTrialActive, nextTrialChange, trialExpiry } from './trial.js';

describe('trialExpiry', () => {
  it('ends at the last millisecond of the 14th day after creation, whatever the hour', () => {
    expect(trialExpiry(new Date('2026-11-01T00:00:00Z')).toISOString()).toBe('2026-11-15T23:59:59.999Z');
    expect(trialExpiry(new Date('2026-11-01T23:59:59Z')).toISOString()).toBe('2026-11-15T23:59:59.999Z');
  });

  it('crosses month and year ends', () => {
    expect(trialExpiry(new Date('2026-12-25T10:00:00Z')).toISOString()).toBe('2027-01-08T23:59:59.999Z');
  });
});

describe('isTrialActive', () => {
  const trial = { name: 'seo_editor', status: true, uninstalled: false, createdOn: new Date('2026-11-01T12:00:00Z') };

  it('is active through the end of the 14th day and not a millisecond after', () => {
    expect(isTrialActive(trial, new Date('2026-11-15T23:59:59.999Z'))).toBe(true);
    expect(isTrialActive(trial, new Date('2026-11-16T00:00:00.000Z'))).toBe(false);
  });

  it('is off when uninstalled or switched off', () => {
    const now = new Date('2026-11-02T00:00:00Z');
    expect(isTrialActive({ ...trial, uninstalled: true }, now)).toBe(false);
    expect(isTrialActive({ ...trial, status: false }, now)).toBe(false);
  });
});

describe('computeYsFeatures', () => {
  const createdOn = new Date('2026-11-01T12:00:00Z');

  it('joins package, paid and unexpired trial features without repeats', () => {
    const features = computeYsFeatures({
      packageFeatures: ['product_reviews', 'coupon_codes'],
      paidFeatures: ['vendors', 'coupon_codes'],
      trials: [
        { name: 'seo_editor', status: true, uninstalled: false, createdOn },
        { name: 'blogs', status: true, uninstalled: true, createdOn },
      ],
      now: new Date('2026-11-10T00:00:00Z'),
    });
    expect(features).toEqual(['coupon_codes', 'product_reviews', 'seo_editor', 'vendors']);
  });

  it('drops trial features once the trial has ended', () => {
    const features = computeYsFeatures({
      packageFeatures: [],
      paidFeatures: [],
      trials: [{ name: 'seo_editor', status: true, uninstalled: false, createdOn }],
      now: new Date('2026-11-16T00:00:00Z'),
    });
    expect(features).toEqual([]);
  });
});

describe('enableReset', () => {
  it('is set for stores created from 2023-01-01 on', () => {
    expect(enableReset(new Date('2022-12-31T23:59:59Z'))).toBe(false);
    expect(enableReset(new Date('2023-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('nextTrialChange', () => {
  const trial = (createdOn: string, extra: Partial<{ status: boolean; uninstalled: boolean }> = {}) => ({
    name: 'pwa',
    status: true,
    uninstalled: false,
    createdOn: new Date(createdOn),
    ...extra,
  });

  it('is the first expiry of a trial still counting, one millisecond after its last moment', () => {
    const now = new Date('2026-11-10T12:00:00Z');
    const trials = [trial('2026-11-05T08:00:00Z'), trial('2026-11-01T23:00:00Z')];
    expect(nextTrialChange(trials, now)?.toISOString()).toBe('2026-11-16T00:00:00.000Z');
    const computed = computeYsFeatures({ packageFeatures: [], paidFeatures: [], trials, now });
    const justBefore = new Date('2026-11-15T23:59:59.999Z');
    expect(computeYsFeatures({ packageFeatures: [], paidFeatures: [], trials, now: justBefore })).toEqual(computed);
  });

  it('is null when no trial counts: nothing will change with time', () => {
    const now = new Date('2026-11-30T00:00:00Z');
    expect(nextTrialChange([], now)).toBeNull();
    expect(nextTrialChange([trial('2026-11-01T00:00:00Z')], now)).toBeNull();
    expect(nextTrialChange([trial('2026-11-29T00:00:00Z', { uninstalled: true })], now)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { adDayPlus, adDaysBetween, adDaysOverlap, adPrice, adRunsOn, clickThroughRate } from './ads.js';

describe('ad rules', () => {
  it('prices an ad as the slot price a day times the days', () => {
    expect(adPrice(2500, 7)).toBe(17500);
  });
  it('counts days in UTC, across months and leap days', () => {
    expect(adDayPlus('2028-02-28', 1)).toBe('2028-02-29');
    expect(adDayPlus('2026-12-31', 1)).toBe('2027-01-01');
    expect(adDaysBetween('2026-03-01', '2026-03-31')).toBe(30);
  });
  it('runs an approved ad from its start up to, not on, its end day', () => {
    const ad = { starts_on: '2026-05-01', ends_on: '2026-05-04', status: 'approved' as const };
    expect(adRunsOn(ad, '2026-04-30')).toBe(false);
    expect(adRunsOn(ad, '2026-05-01')).toBe(true);
    expect(adRunsOn(ad, '2026-05-03')).toBe(true);
    expect(adRunsOn(ad, '2026-05-04')).toBe(false);
    expect(adRunsOn({ ...ad, status: 'pending' }, '2026-05-02')).toBe(false);
  });
  it('finds overlapping day ranges, ends excluded', () => {
    expect(adDaysOverlap({ start: '2026-05-01', end: '2026-05-04' }, { start: '2026-05-04', end: '2026-05-06' })).toBe(
      false,
    );
    expect(adDaysOverlap({ start: '2026-05-01', end: '2026-05-05' }, { start: '2026-05-04', end: '2026-05-06' })).toBe(
      true,
    );
  });
  it('gives the click-through rate in percent, none before an impression', () => {
    expect(clickThroughRate(0, 0)).toBeNull();
    expect(clickThroughRate(200, 3)).toBe(1.5);
  });
});

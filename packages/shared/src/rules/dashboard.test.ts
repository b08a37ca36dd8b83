import { describe, expect, it } from 'vitest';
import {
  addDays,
  averageOrderValue,
  daysIn,
  everyDay,
  fillDays,
  percentChange,
  presetRange,
  previousPeriod,
  rangeProblem,
  regionOf,
  splitBreakdowns,
  storeDayOf,
} from './dashboard.js';

describe('dashboard periods', () => {
  it('compares a range with the range of the same length just before it', () => {
    expect(previousPeriod({ from: '2026-11-24', to: '2026-11-30' })).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(previousPeriod({ from: '2026-11-30', to: '2026-11-30' })).toEqual({ from: '2026-11-29', to: '2026-11-29' });
    // Across a month end and a leap day.
    expect(previousPeriod({ from: '2028-03-01', to: '2028-03-31' })).toEqual({ from: '2028-01-30', to: '2028-02-29' });
  });

  it('counts days as calendar days, across a clock change too', () => {
    expect(daysIn({ from: '2026-03-28', to: '2026-03-30' })).toBe(3);
    expect(everyDay({ from: '2026-10-24', to: '2026-10-27' })).toEqual([
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('gives the presets ending today', () => {
    expect(presetRange('today', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-11-30' });
    expect(presetRange('7d', '2026-11-30')).toEqual({ from: '2026-11-24', to: '2026-11-30' });
    expect(daysIn(presetRange('90d', '2026-11-30'))).toBe(90);
  });

  it('refuses a range that ends before it starts or is longer than 366 days', () => {
    expect(rangeProblem({ from: '2026-11-30', to: '2026-11-29' })?.field).toBe('to');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02' })?.message).toMatch(/366/);
  });
});

describe('percent change', () => {
  it('is relative to before, with one decimal', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(1, 3)).toBe(-66.7);
  });

  it('is null from zero (nothing to compare with), and 0 from zero to zero', () => {
    expect(percentChange(10, 0)).toBeNull();
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(0, 10)).toBe(-100);
  });

  it('averages order values in whole minor units', () => {
    expect(averageOrderValue(1000, 3)).toBe(333);
    expect(averageOrderValue(0, 0)).toBe(0);
  });
});

describe('filling days', () => {
  it('gives every day of the range, zeros where there was nothing', () => {
    const zero = (day: string) => ({ day, sales: 0 });
    const filled = fillDays({ from: '2026-11-28', to: '2026-12-01' }, [{ day: '2026-11-29', sales: 5 }], zero);
    expect(filled).toEqual([
      { day: '2026-11-28', sales: 0 },
      { day: '2026-11-29', sales: 5 },
      { day: '2026-11-30', sales: 0 },
      { day: '2026-12-01', sales: 0 },
    ]);
  });
});

describe('the store-local day of an instant', () => {
  it('turns at local midnight in three zones', () => {
    // Kolkata is UTC+5:30 all year.
    expect(storeDayOf(new Date('2026-11-29T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-11-29');
    expect(storeDayOf(new Date('2026-11-29T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-30');
    // New York is UTC-5 in winter.
    expect(storeDayOf(new Date('2026-11-30T04:59:59Z'), 'America/New_York')).toBe('2026-11-29');
    expect(storeDayOf(new Date('2026-11-30T05:00:00Z'), 'America/New_York')).toBe('2026-11-30');
    // Auckland is UTC+13 in its summer.
    expect(storeDayOf(new Date('2026-11-29T10:59:59Z'), 'Pacific/Auckland')).toBe('2026-11-29');
    expect(storeDayOf(new Date('2026-11-29T11:00:00Z'), 'Pacific/Auckland')).toBe('2026-11-30');
  });

  it('follows the clock change: midnight moves by an hour across it', () => {
    // New York springs forward on 2026-03-08: midnight is 05:00Z before, 04:00Z after.
    expect(storeDayOf(new Date('2026-03-08T04:59:59Z'), 'America/New_York')).toBe('2026-03-07');
    expect(storeDayOf(new Date('2026-03-09T03:59:59Z'), 'America/New_York')).toBe('2026-03-08');
    expect(storeDayOf(new Date('2026-03-09T04:00:00Z'), 'America/New_York')).toBe('2026-03-09');
    // Berlin falls back on 2026-10-25: that day has 25 hours, from 22:00Z to 23:00Z the next.
    expect(storeDayOf(new Date('2026-10-24T22:00:00Z'), 'Europe/Berlin')).toBe('2026-10-25');
    expect(storeDayOf(new Date('2026-10-25T22:59:59Z'), 'Europe/Berlin')).toBe('2026-10-25');
    expect(storeDayOf(new Date('2026-10-25T23:00:00Z'), 'Europe/Berlin')).toBe('2026-10-26');
  });
});

describe('splitBreakdowns', () => {
  it('puts each share under its dimension, biggest sales first, ties by key, empty shares out', () => {
    const split = splitBreakdowns([
      { dimension: 'payment', key: 'cod', orders: 2, sales: 500 },
      { dimension: 'payment', key: 'test_card', orders: 1, sales: 900 },
      { dimension: 'payment', key: 'bank_transfer', orders: 1, sales: 500 },
      { dimension: 'channel', key: 'quote', orders: 0, sales: 0 },
      { dimension: 'region', key: 'IN|Goa', orders: 1, sales: 10 },
    ]);
    expect(split.payment.map((s) => s.key)).toEqual(['test_card', 'bank_transfer', 'cod']);
    expect(split.channel).toEqual([]);
    expect(split.country).toEqual([]);
    expect(split.region).toEqual([{ key: 'IN|Goa', orders: 1, sales: 10 }]);
  });
});

describe('regionOf', () => {
  it('splits a region key at its first bar, the rest being the name as written', () => {
    expect(regionOf('IN|Tamil Nadu')).toEqual({ country: 'IN', region: 'Tamil Nadu' });
    expect(regionOf('US|A|B')).toEqual({ country: 'US', region: 'A|B' });
    expect(regionOf('GB')).toEqual({ country: 'GB', region: '' });
  });
});

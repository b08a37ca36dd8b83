import { describe, expect, it } from 'vitest';
import { bucketOf, bucketsOf, reportPresetRange, reportRangeProblem, stockTurns } from './reports.js';

describe('bucketOf', () => {
  it('finds the Monday of an ISO week, across a month and a year', () => {
    expect(bucketOf('2026-11-30', 'week')).toBe('2026-11-30'); // a Monday
    expect(bucketOf('2026-12-06', 'week')).toBe('2026-11-30'); // the Sunday after
    expect(bucketOf('2027-01-01', 'week')).toBe('2026-12-28'); // a Friday: week 53 of 2026
    expect(bucketOf('2024-03-03', 'week')).toBe('2024-02-26'); // across a leap day
  });

  it('finds the first of the month, and a day is its own bucket', () => {
    expect(bucketOf('2024-02-29', 'month')).toBe('2024-02-01');
    expect(bucketOf('2026-12-31', 'month')).toBe('2026-12-01');
    expect(bucketOf('2026-03-08', 'day')).toBe('2026-03-08');
  });
});

describe('bucketsOf', () => {
  it('covers the range in weeks, cutting the first and last to it', () => {
    expect(bucketsOf({ from: '2026-11-04', to: '2026-11-17' }, 'week')).toEqual([
      { from: '2026-11-04', to: '2026-11-08' },
      { from: '2026-11-09', to: '2026-11-15' },
      { from: '2026-11-16', to: '2026-11-17' },
    ]);
  });

  it('covers the range in months of their own lengths', () => {
    expect(bucketsOf({ from: '2024-01-15', to: '2024-04-30' }, 'month')).toEqual([
      { from: '2024-01-15', to: '2024-01-31' },
      { from: '2024-02-01', to: '2024-02-29' },
      { from: '2024-03-01', to: '2024-03-31' },
      { from: '2024-04-01', to: '2024-04-30' },
    ]);
    expect(bucketsOf({ from: '2026-12-31', to: '2027-01-01' }, 'month')).toHaveLength(2);
  });

  it('gives a day per day, and every day of the range falls in exactly one bucket', () => {
    expect(bucketsOf({ from: '2026-02-27', to: '2026-03-02' }, 'day').map((b) => b.from)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    for (const grain of ['week', 'month'] as const) {
      const buckets = bucketsOf({ from: '2025-12-20', to: '2026-03-10' }, grain);
      for (const [i, b] of buckets.entries()) {
        expect(bucketOf(b.from, grain)).toBe(bucketOf(b.to, grain));
        if (i > 0) expect(Date.parse(b.from) - Date.parse(buckets[i - 1]?.to as string)).toBe(86_400_000);
      }
    }
  });
});

describe('reportRangeProblem', () => {
  it('takes 366 days of days and three years of weeks or months', () => {
    expect(reportRangeProblem({ from: '2025-01-01', to: '2026-01-01' }, 'day')).toBeNull();
    expect(reportRangeProblem({ from: '2025-01-01', to: '2026-01-02' }, 'day')?.message).toMatch(/366 days/);
    expect(reportRangeProblem({ from: '2024-01-01', to: '2026-12-31' }, 'month')).toBeNull();
    expect(reportRangeProblem({ from: '2024-01-01', to: '2027-01-01' }, 'week')?.field).toBe('to');
    expect(reportRangeProblem({ from: '2026-01-02', to: '2026-01-01' }, 'day')?.message).toBe(
      'must not be before from',
    );
  });
});

describe('stockTurns', () => {
  it('is units sold over stock on hand, to two decimals, none without stock', () => {
    expect(stockTurns(30, 10)).toBe(3);
    expect(stockTurns(1, 3)).toBe(0.33);
    expect(stockTurns(5, 0)).toBeNull();
    expect(stockTurns(0, 4)).toBe(0);
  });
});

describe('reportPresetRange', () => {
  it('ends on today: this month, this year, the last 12 months from a month’s first', () => {
    expect(reportPresetRange('month', '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(reportPresetRange('year', '2026-11-30')).toEqual({ from: '2026-01-01', to: '2026-11-30' });
    expect(reportPresetRange('12m', '2026-11-30')).toEqual({ from: '2025-12-01', to: '2026-11-30' });
    expect(reportPresetRange('12m', '2026-01-15')).toEqual({ from: '2025-02-01', to: '2026-01-15' });
    expect(reportPresetRange('30d', '2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});

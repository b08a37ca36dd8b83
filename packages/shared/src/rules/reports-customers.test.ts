import { describe, expect, it } from 'vitest';
import {
  addMonths,
  cohortTriangle,
  daysOfMonths,
  fromFirstCohort,
  heatOf,
  monthRangeProblem,
  monthsIn,
} from './reports-customers.js';

describe('cohort months', () => {
  it('counts and steps months across a year end', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthsIn('2025-12', '2026-02')).toBe(3);
    expect(monthsIn('2026-03', '2026-02')).toBe(0);
  });

  it('names the first and last day of a range of months, a leap February too', () => {
    expect(daysOfMonths({ from_month: '2028-01', to_month: '2028-02' })).toEqual({
      from: '2028-01-01',
      to: '2028-02-29',
    });
    expect(daysOfMonths({ from_month: '2026-12', to_month: '2026-12' })).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(daysOfMonths({ from_month: '9999-11', to_month: '9999-12' }).to).toBe('9999-12-31');
    expect(daysOfMonths({ from_month: '2027-02', to_month: '2027-02' }).to).toBe('2027-02-28');
  });

  it('refuses a range that ends before it starts or holds more than 24 months', () => {
    expect(monthRangeProblem({ from_month: '2026-05', to_month: '2026-04' })?.field).toBe('to_month');
    expect(monthRangeProblem({ from_month: '2025-01', to_month: '2026-12' })).toBeNull();
    expect(monthRangeProblem({ from_month: '2025-01', to_month: '2027-01' })?.message).toMatch(/24 months/);
  });
});

describe('the retention triangle', () => {
  const range = { from_month: '2026-09', to_month: '2026-12' };
  const sizes = [
    { cohort: '2026-09', customers: 4 },
    { cohort: '2026-10', customers: 2 },
  ];
  const activity = [
    { cohort: '2026-09', month: '2026-09', customers: 4, sales: 40_000 },
    { cohort: '2026-09', month: '2026-11', customers: 1, sales: 5_000 },
    { cohort: '2026-10', month: '2026-10', customers: 2, sales: 9_000 },
    { cohort: '2026-10', month: '2026-11', customers: 1, sales: 3_000 },
  ];

  it('gives each cohort a cell per month from its own to the current one, with percent and sales', () => {
    const rows = cohortTriangle(range, '2026-11', sizes, activity);
    expect(rows.map((r) => [r.cohort, r.customers, r.sales, r.cells.length])).toEqual([
      ['2026-09', 4, 45_000, 3],
      ['2026-10', 2, 12_000, 2],
      ['2026-11', 0, 0, 1],
    ]);
    expect(rows[0]?.cells.map((c) => [c.offset, c.month, c.customers, c.percent])).toEqual([
      [0, '2026-09', 4, 100],
      [1, '2026-10', 0, 0],
      [2, '2026-11', 1, 25],
    ]);
    expect(rows[1]?.cells[1]).toEqual({ offset: 1, month: '2026-11', customers: 1, percent: 50, sales: 3_000 });
  });

  it('stops at the range end when the range is in the past', () => {
    const rows = cohortTriangle({ from_month: '2026-09', to_month: '2026-10' }, '2027-03', sizes, activity);
    expect(rows.map((r) => r.cells.length)).toEqual([2, 1]);
  });

  it('shades cells by percent, capped to 0..1', () => {
    expect(heatOf(25)).toBe(0.25);
    expect(heatOf(100)).toBe(1);
    expect(heatOf(0)).toBe(0);
  });

  it('leaves out the months before the first cohort with customers, not the empty ones after', () => {
    const rows = [{ customers: 0 }, { customers: 2 }, { customers: 0 }, { customers: 1 }];
    expect(fromFirstCohort(rows)).toEqual([{ customers: 2 }, { customers: 0 }, { customers: 1 }]);
    expect(fromFirstCohort([{ customers: 0 }])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { cohortsCsv } from './cohorts-csv';

describe('cohortsCsv', () => {
  it('writes a row per cohort with revenue in the currency’s units and empty cells past the triangle', () => {
    const csv = cohortsCsv(
      [
        {
          cohort: '2026-10',
          customers: 4,
          sales: 123_450,
          cells: [
            { offset: 0, month: '2026-10', customers: 4, percent: 100, sales: 100_000 },
            { offset: 1, month: '2026-11', customers: 1, percent: 25, sales: 23_450 },
          ],
        },
        {
          cohort: '2026-11',
          customers: 2,
          sales: 5_000,
          cells: [{ offset: 0, month: '2026-11', customers: 2, percent: 100, sales: 5_000 }],
        },
      ],
      'INR',
    );
    expect(csv.split('\r\n')).toEqual([
      'Cohort,Customers,Revenue (INR),Month 0 customers,Month 0 %,Month 1 customers,Month 1 %',
      '2026-10,4,1234.50,4,100,1,25',
      '2026-11,2,50.00,2,100,,',
    ]);
  });
});

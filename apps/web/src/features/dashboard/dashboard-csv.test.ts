import { describe, expect, it } from 'vitest';
import { daysCsv } from './dashboard-csv';

describe('daysCsv', () => {
  it('writes a row a day with sales in the currency’s units', () => {
    const csv = daysCsv(
      [
        { day: '2026-11-29', orders: 2, units: 3, sales: 129_999 },
        { day: '2026-11-30', orders: 0, units: 0, sales: 0 },
      ],
      'INR',
    );
    expect(csv.split('\r\n')).toEqual([
      'Day,Orders,Units,Sales (INR)',
      '2026-11-29,2,3,1299.99',
      '2026-11-30,0,0,0.00',
    ]);
  });
});

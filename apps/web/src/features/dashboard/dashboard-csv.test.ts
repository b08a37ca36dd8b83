import { describe, expect, it } from 'vitest';
import { daysCsv, sharesCsv } from './dashboard-csv';

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

describe('sharesCsv', () => {
  it('names each share as the screen does and gives its part of the sales', () => {
    const csv = sharesCsv(
      [
        { key: 'cod', orders: 3, sales: 30_000 },
        { key: 'test_card', orders: 1, sales: 10_000 },
      ],
      'Payment method',
      (key) => ({ cod: 'Cash on delivery', test_card: 'Card' })[key] ?? key,
      'INR',
    );
    expect(csv.split('\r\n')).toEqual([
      'Payment method,Orders,Sales (INR),Share of sales (%)',
      'Cash on delivery,3,300.00,75',
      'Card,1,100.00,25',
    ]);
  });
});

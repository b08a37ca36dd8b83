import { describe, expect, it } from 'vitest';
import { bucketLabel, percentOf } from './report-format';
import { salesCsv, taxCsv } from './reports-csv';

const figures = { orders: 2, units: 3, gross: 110_000, discounts: 10_000, net: 100_000, tax: 18_000, shipping: 5_000 };

describe('the report CSVs', () => {
  it('write a row per bucket as the table names it, money in the currency’s units, and the totals', () => {
    const csv = salesCsv({
      currency: 'INR',
      time_zone: 'Asia/Kolkata',
      from: '2026-10-15',
      to: '2026-11-30',
      grain: 'month',
      buckets: [
        { from: '2026-10-15', to: '2026-10-31', ...figures, total: 123_000 },
        { from: '2026-11-01', to: '2026-11-30', ...figures, total: 123_000 },
      ],
      totals: { ...figures, orders: 4, total: 246_000 },
    });
    expect(csv.split('\r\n')).toEqual([
      'Period,From,To,Orders,Units,Gross sales (INR),Discounts (INR),Net sales (INR),Tax (INR),Shipping (INR),Total sales (INR)',
      'Oct 2026,2026-10-15,2026-10-31,2,3,1100.00,100.00,1000.00,180.00,50.00,1230.00',
      'Nov 2026,2026-11-01,2026-11-30,2,3,1100.00,100.00,1000.00,180.00,50.00,1230.00',
      'Total,2026-10-15,2026-11-30,4,3,1100.00,100.00,1000.00,180.00,50.00,2460.00',
    ]);
  });

  it('write a row per rate and part of the tax', () => {
    const csv = taxCsv({
      currency: 'INR',
      time_zone: 'Asia/Kolkata',
      from: '2026-11-01',
      to: '2026-11-30',
      rates: [
        {
          rate_bp: 1800,
          taxable: 100_000,
          tax: 18_000,
          parts: [
            { name: 'CGST', rate_bp: 900, taxable: 100_000, tax: 9_000 },
            { name: 'SGST', rate_bp: 900, taxable: 100_000, tax: 9_000 },
          ],
        },
        { rate_bp: 0, taxable: 5_000, tax: 0, parts: [{ name: '', rate_bp: 0, taxable: 5_000, tax: 0 }] },
      ],
      totals: { taxable: 105_000, tax: 18_000 },
    });
    expect(csv.split('\r\n')).toEqual([
      'Rate,Part,Part rate,Taxable (INR),Tax (INR)',
      '18%,CGST,9%,1000.00,90.00',
      '18%,SGST,9%,1000.00,90.00',
      '0%,No tax,0%,50.00,0.00',
      'Total,,,1050.00,180.00',
    ]);
  });
});

describe('bucketLabel and percentOf', () => {
  it('name a day, a week and a month, and a rate of basis points', () => {
    expect(bucketLabel({ from: '2026-11-30', to: '2026-11-30' }, 'day')).toBe('Nov 30, 2026');
    expect(bucketLabel({ from: '2026-11-30', to: '2026-12-06' }, 'week')).toBe('Nov 30 – Dec 6, 2026');
    expect(bucketLabel({ from: '2026-11-01', to: '2026-11-30' }, 'month')).toBe('Nov 2026');
    expect(percentOf(1250)).toBe('12.5%');
    expect(percentOf(25)).toBe('0.25%');
  });
});

import { describe, expect, it } from 'vitest';
import { customerDaysCsv } from './customers-csv';

describe('customerDaysCsv', () => {
  it('writes a row a day with new and returning customers', () => {
    const csv = customerDaysCsv([
      { day: '2026-11-29', new_customers: 2, returning_customers: 1 },
      { day: '2026-11-30', new_customers: 0, returning_customers: 0 },
    ]);
    expect(csv.split('\r\n')).toEqual(['Day,New customers,Returning customers', '2026-11-29,2,1', '2026-11-30,0,0']);
  });
});

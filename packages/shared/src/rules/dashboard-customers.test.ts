import { describe, expect, it } from 'vitest';
import { customerDays, customerTotals, percentOf } from './dashboard-customers.js';

describe('customer totals', () => {
  it('splits the period into new and returning customers with their orders and sales', () => {
    const totals = customerTotals([
      { is_new: true, customers: 3, orders: 4, sales: 40_000, repeat: 1 },
      { is_new: false, customers: 1, orders: 2, sales: 15_000, repeat: 1 },
    ]);
    expect(totals).toEqual({
      customers: 4,
      new_customers: 3,
      returning_customers: 1,
      new_orders: 4,
      new_sales: 40_000,
      returning_orders: 2,
      returning_sales: 15_000,
      repeat_customers: 2,
      repeat_rate: 50,
    });
  });

  it('answers zeros, not a division by zero, for a period nobody ordered in', () => {
    expect(customerTotals([])).toMatchObject({ customers: 0, repeat_customers: 0, repeat_rate: 0 });
  });

  it('gives a share in percent to one decimal', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(5, 5)).toBe(100);
  });
});

describe('customer days', () => {
  it('fills the days nobody ordered on with zeros, in order', () => {
    expect(
      customerDays({ from: '2026-02-27', to: '2026-03-01' }, [
        { day: '2026-03-01', new_customers: 1, returning_customers: 2 },
      ]),
    ).toEqual([
      { day: '2026-02-27', new_customers: 0, returning_customers: 0 },
      { day: '2026-02-28', new_customers: 0, returning_customers: 0 },
      { day: '2026-03-01', new_customers: 1, returning_customers: 2 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { customerFilters } from './customer-filters';

const optionsOf = (currency: string, key: string) => {
  const filter = customerFilters(currency).find((f) => f.key === key);
  return filter && 'options' in filter && Array.isArray(filter.options) ? filter.options : [];
};

describe('the customer lists’ spend filters', () => {
  it('offer whole amounts of the store’s currency, sent as its minor units', () => {
    expect(optionsOf('INR', 'spend_min')[0]).toEqual({ value: '10000', label: '₹100.00 or more' });
    expect(optionsOf('JPY', 'spend_max')[0]).toEqual({ value: '100', label: '¥100 or less' });
  });

  it('count orders from none up', () => {
    expect(optionsOf('USD', 'orders_max')[0]).toEqual({ value: '0', label: 'No orders' });
    expect(optionsOf('USD', 'orders_min').map((o) => o.value)).toEqual(['1', '2', '5', '10']);
  });
});

import { describe, expect, it } from 'vitest';
import { commissionLabel, vendorActionsFor } from './vendors.js';

describe('vendor rules', () => {
  it('offers each status its actions', () => {
    expect(vendorActionsFor('pending')).toEqual(['approve', 'suspend']);
    expect(vendorActionsFor('active')).toEqual(['suspend', 'expire']);
    expect(vendorActionsFor('suspended')).toEqual(['reactivate']);
    expect(vendorActionsFor('expired')).toEqual(['suspend', 'reactivate']);
  });
  it('writes a commission', () => {
    const money = (n: number) => `₹${n / 100}`;
    expect(commissionLabel({ type: 'percent', value: 1200 }, money)).toBe('12 %');
    expect(commissionLabel({ type: 'percent', value: 1250 }, money)).toBe('12.5 %');
    expect(commissionLabel({ type: 'flat', value: 5000 }, money)).toBe('₹50 a line');
    expect(commissionLabel(null, money)).toBe('Store default');
  });
});

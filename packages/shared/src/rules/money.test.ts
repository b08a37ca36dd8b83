import { describe, expect, it } from 'vitest';
import { formatMoney, moneyFormat } from './money.js';

describe('moneyFormat', () => {
  it('prints minor units with the currency symbol and its decimals', () => {
    expect(formatMoney(49900, 'INR')).toBe('₹499.00');
    expect(formatMoney(129999, 'INR')).toBe('₹1,299.99');
    expect(formatMoney(500, 'JPY')).toBe('¥500');
    expect(formatMoney(1234, 'KWD')).toBe('KWD\u00a01.234');
  });

  it('gives the money input the same symbol the lists show, on the same side', () => {
    expect(moneyFormat('INR')).toMatchObject({ prefix: '₹', suffix: '', digits: 2 });
    expect(moneyFormat('JPY')).toMatchObject({ prefix: '¥', digits: 0 });
    expect(moneyFormat('EUR', 'de-DE')).toMatchObject({ prefix: '', suffix: '\u00a0€' });
  });
});

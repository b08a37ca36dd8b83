import { describe, expect, it } from 'vitest';
import { giftCardAmount, giftCardCode, giftCardCovers, giftCardHint, normaliseGiftCardCode } from './gift-cards.js';

describe('gift card codes', () => {
  it('are four groups of four unambiguous characters', () => {
    const code = giftCardCode(Uint8Array.from({ length: 16 }, (_, i) => i * 17));
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
  });

  it('need sixteen random bytes', () => {
    expect(() => giftCardCode(new Uint8Array(8))).toThrow();
  });

  it('are read back whatever the case, spaces and dashes', () => {
    const code = giftCardCode(Uint8Array.from({ length: 16 }, (_, i) => i * 31 + 7));
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
    expect(normaliseGiftCardCode(typed)).toBe(code);
    expect(normaliseGiftCardCode(code.replace(/-/g, ''))).toBe(code);
  });

  it('refuse what cannot be a code: wrong length or a misreadable letter', () => {
    expect(normaliseGiftCardCode('ABCD-EFGH-JKMN')).toBeNull();
    expect(normaliseGiftCardCode('ABCD-EFGH-JKMN-PQR0')).toBeNull();
    expect(normaliseGiftCardCode('ABCD-EFGH-JKMN-PQRI')).toBeNull();
    expect(normaliseGiftCardCode('')).toBeNull();
  });

  it('are hinted by their last group', () => {
    expect(giftCardHint('ABCD-EFGH-JKMN-PQRS')).toBe('•••• PQRS');
  });
});

describe('gift card amounts', () => {
  it('takes whole and decimal amounts in the currency', () => {
    expect(giftCardAmount('50', 'USD')).toEqual({ amount: 5000 });
    expect(giftCardAmount('75.50', 'USD')).toEqual({ amount: 7550 });
    expect(giftCardAmount('500', 'JPY')).toEqual({ amount: 500 });
  });

  it('refuses text, too many decimals, too little and too much', () => {
    expect(giftCardAmount('fifty', 'USD')).toHaveProperty('problem');
    expect(giftCardAmount('5.555', 'USD')).toHaveProperty('problem');
    expect(giftCardAmount('4.99', 'USD')).toEqual({ problem: 'A gift card holds between $5.00 and $2,000.00' });
    expect(giftCardAmount('2000.01', 'USD')).toHaveProperty('problem');
    expect(giftCardAmount('-10', 'USD')).toHaveProperty('problem');
  });
});

describe('what a gift card covers', () => {
  it('pays all that is due when it can, else its whole balance', () => {
    expect(giftCardCovers(5000, 1200)).toBe(1200);
    expect(giftCardCovers(1000, 1200)).toBe(1000);
    expect(giftCardCovers(0, 1200)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { convertMinor, convertedText, isKnownCurrency } from './currency-conversion.js';

describe('convertMinor', () => {
  it.each([
    // amount (store minor), store, to, rate, expected (to minor)
    [129900, 'INR', 'USD', 0.012, 1559], // ₹1,299.00 → $15.588 → $15.59
    [100000, 'INR', 'JPY', 1.8, 1800], // ₹1,000.00 → ¥1800 (no minor unit)
    [99950, 'INR', 'JPY', 1.8, 1799], // ₹999.50 → ¥1799.1 → ¥1799
    [100000, 'INR', 'KWD', 0.0037, 3700], // ₹1,000.00 → KD 3.700 (three digits)
    [12345, 'INR', 'KWD', 0.0037, 457], // ₹123.45 → KD 0.456765 → 0.457
    [1000, 'JPY', 'USD', 0.0067, 670], // ¥1000 → $6.70
    [1234, 'KWD', 'INR', 270.5, 33380], // KD 1.234 → ₹333.797 → ₹333.80
    [100, 'USD', 'EUR', 1.005, 101], // $1.00 → €1.005 → €1.01 (half up despite binary noise)
    [0, 'INR', 'USD', 0.012, 0],
    [-129900, 'INR', 'USD', 0.012, -1559],
  ])('%i %s in %s at %f is %i', (amount, from, to, rate, expected) => {
    expect(convertMinor(amount, from, { code: to, rate })).toBe(expected);
  });
});

describe('convertedText', () => {
  it.each([
    [129900, 'INR', 'USD', 0.012, '≈ $15.59'],
    [100000, 'INR', 'JPY', 1.8, '≈ ¥1,800'],
    [100000, 'INR', 'KWD', 0.0037, '≈ KWD 3.700'],
    [129900, 'INR', 'GBP', 0.0095, '≈ £12.34'],
  ])('%i %s in %s at %f reads %s', (amount, from, to, rate, text) => {
    expect(convertedText(amount, from, { code: to, rate }).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('isKnownCurrency', () => {
  it.each([
    ['USD', true],
    ['JPY', true],
    ['KWD', true],
    ['XYZ', false],
    ['usd', false],
  ])('%s → %s', (code, known) => {
    expect(isKnownCurrency(code)).toBe(known);
  });
});

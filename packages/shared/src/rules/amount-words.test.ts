import { describe, expect, it } from 'vitest';
import { indianNumberWords, rupeesInWords } from './amount-words.js';

describe('indianNumberWords', () => {
  it('names small numbers and teens', () => {
    expect(indianNumberWords(0)).toBe('Zero');
    expect(indianNumberWords(7)).toBe('Seven');
    expect(indianNumberWords(15)).toBe('Fifteen');
    expect(indianNumberWords(40)).toBe('Forty');
    expect(indianNumberWords(99)).toBe('Ninety Nine');
  });

  it('puts "and" before the part under a hundred', () => {
    expect(indianNumberWords(100)).toBe('One Hundred');
    expect(indianNumberWords(105)).toBe('One Hundred and Five');
    expect(indianNumberWords(1250)).toBe('One Thousand Two Hundred and Fifty');
    expect(indianNumberWords(1050)).toBe('One Thousand and Fifty');
  });

  it('groups by thousand, lakh and crore', () => {
    expect(indianNumberWords(100_000)).toBe('One Lakh');
    expect(indianNumberWords(1_234_567)).toBe('Twelve Lakh Thirty Four Thousand Five Hundred and Sixty Seven');
    expect(indianNumberWords(10_000_000)).toBe('One Crore');
    expect(indianNumberWords(1_005_00_00_000)).toBe('One Thousand and Five Crore');
  });

  it('refuses fractions and negatives', () => {
    expect(() => indianNumberWords(1.5)).toThrow(RangeError);
    expect(() => indianNumberWords(-1)).toThrow(RangeError);
  });
});

describe('rupeesInWords', () => {
  it('writes rupees and paise', () => {
    expect(rupeesInWords(125_050)).toBe('Rupees One Thousand Two Hundred and Fifty and Paise Fifty Only');
  });

  it('leaves out paise when there are none, and rupees when there are none', () => {
    expect(rupeesInWords(49_900)).toBe('Rupees Four Hundred and Ninety Nine Only');
    expect(rupeesInWords(50)).toBe('Paise Fifty Only');
    expect(rupeesInWords(0)).toBe('Rupees Zero Only');
  });
});

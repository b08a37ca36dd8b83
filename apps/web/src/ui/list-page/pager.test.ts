import { describe, expect, it } from 'vitest';
import { rangeText } from './Pager';

describe('rangeText', () => {
  it('names the rows on screen and how many match', () => {
    expect(rangeText(1, 25, 22, { total: 22 })).toBe('1–22 of 22');
    expect(rangeText(3, 25, 25, { total: 1234 })).toBe('51–75 of 1,234');
  });

  it('marks a capped count and leaves out a count the list does not have', () => {
    expect(rangeText(1, 25, 25, { total: 10_000, capped: true })).toBe('1–25 of 10,000+');
    expect(rangeText(2, 10, 10)).toBe('11–20');
    expect(rangeText(2, 10, 0)).toBe('Page 2');
  });
});

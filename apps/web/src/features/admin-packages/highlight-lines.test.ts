import { describe, expect, it } from 'vitest';
import { highlightLines } from './highlight-lines';

describe('highlightLines', () => {
  it('keeps each typed line in order, trimmed, without the blank ones', () => {
    expect(highlightLines('  Five staff \n\n Custom domain\r\n   \n1.5 % per order')).toEqual([
      'Five staff',
      'Custom domain',
      '1.5 % per order',
    ]);
    expect(highlightLines('')).toEqual([]);
  });
});

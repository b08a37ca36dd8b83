import { describe, expect, it } from 'vitest';
import { countOf, pluralWord } from './plural.js';

describe('countOf', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'product')).toBe('1 product');
    expect(countOf(0, 'product')).toBe('0 products');
    expect(countOf(2, 'product')).toBe('2 products');
    expect(countOf(1.5, 'product')).toBe('1.5 products');
  });

  it('takes an irregular plural and groups thousands', () => {
    expect(countOf(3, 'category', 'categories')).toBe('3 categories');
    expect(countOf(12_500, 'row')).toBe('12,500 rows');
  });
});

describe('pluralWord', () => {
  it('picks the word that agrees with the count', () => {
    expect(pluralWord(1, 'is', 'are')).toBe('is');
    expect(pluralWord(4, 'is', 'are')).toBe('are');
  });

  it('follows the locale: French counts 0 as singular', () => {
    expect(pluralWord(0, 'produit', 'produits', 'fr')).toBe('produit');
    expect(pluralWord(0, 'product', 'products', 'en')).toBe('products');
  });
});

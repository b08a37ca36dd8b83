import { describe, expect, it } from 'vitest';
import { ingredientLine, ingredientSku, isoDuration, minutesText } from './recipes.js';

describe('recipe times', () => {
  it.each([
    [0, null, '0 min'],
    [45, 'PT45M', '45 min'],
    [60, 'PT1H', '1 h'],
    [90, 'PT1H30M', '1 h 30 min'],
  ])('%i minutes: %s, "%s"', (minutes, iso, text) => {
    expect(isoDuration(minutes)).toBe(iso);
    expect(minutesText(minutes)).toBe(text);
  });
});

describe('ingredientSku', () => {
  it('takes the product itself while in stock', () => {
    expect(ingredientSku({ sku: 'TOM-1', stock: 3, variants: [] })).toBe('TOM-1');
    expect(ingredientSku({ sku: 'TOM-1', stock: 0, variants: [] })).toBeNull();
  });
  it('takes the first variant in stock of a product with variants', () => {
    const variants = [
      { sku: 'RICE-1KG', stock: 0 },
      { sku: 'RICE-5KG', stock: 4 },
    ];
    expect(ingredientSku({ sku: 'RICE', stock: 0, variants })).toBe('RICE-5KG');
    expect(ingredientSku({ sku: 'RICE', stock: 9, variants: [{ sku: 'RICE-1KG', stock: 0 }] })).toBeNull();
  });
  it('asks the cart for what the recipe needs, at most what is left', () => {
    expect(ingredientLine({ sku: 'TOM-1', stock: 5, variants: [] }, 2)).toEqual({ sku: 'TOM-1', quantity: 2 });
    expect(ingredientLine({ sku: 'TOM-1', stock: 1, variants: [] }, 2)).toEqual({ sku: 'TOM-1', quantity: 1 });
    expect(ingredientLine({ sku: 'TOM-1', stock: 0, variants: [] }, 2)).toBeNull();
  });
});

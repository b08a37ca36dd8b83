import { describe, expect, it } from 'vitest';
import { shopHero } from './hero.js';

describe('shopHero', () => {
  it('says what the merchant wrote, trimmed', () => {
    const hero = shopHero(
      { type: 'order_based', name: 'Urban Threads' },
      { shop_headline: '  Linen for summer ', shop_tagline: 'Free delivery over ₹999.' },
    );
    expect(hero).toEqual({ headline: 'Linen for summer', tagline: 'Free delivery over ₹999.' });
  });

  it('falls back to the store’s name and its type’s words when a field is blank or not text', () => {
    expect(shopHero({ type: 'estates', name: 'Skyline Estates' }, { shop_headline: '  ', shop_tagline: 42 })).toEqual({
      headline: 'Skyline Estates',
      tagline: 'Browse our newest listings below.',
    });
  });
});

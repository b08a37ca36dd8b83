import { describe, expect, it } from 'vitest';
import { SHOP_VISITOR_COOKIE, visitorCookieValue, visitorOfCookies } from './visitor.js';

const header = (value: string) => `sf_cart=abc; ${SHOP_VISITOR_COOKIE}=${encodeURIComponent(value)}; other=1`;

describe('the shop visitor cookie', () => {
  it('reads back what it wrote, a name with a bar in it too', () => {
    for (const bits of [
      { cart_count: 3, customer: 'Asha' },
      { cart_count: 0, customer: 'Zoë|Ann' },
      { cart_count: 12, customer: null },
    ]) {
      expect(visitorOfCookies(header(visitorCookieValue(bits) ?? ''))).toEqual(bits);
    }
  });

  it('is dropped when there is nothing to show', () => {
    expect(visitorCookieValue({ cart_count: 0, customer: null })).toBeNull();
  });

  it('reads a missing or damaged cookie as nobody', () => {
    const nobody = { cart_count: 0, customer: null };
    expect(visitorOfCookies('sf_cart=abc')).toEqual(nobody);
    expect(visitorOfCookies(`${SHOP_VISITOR_COOKIE}=%E0%A4`)).toEqual(nobody);
    expect(visitorOfCookies(`${SHOP_VISITOR_COOKIE}=-4|`)).toEqual(nobody);
    expect(visitorOfCookies(`x${SHOP_VISITOR_COOKIE}=5|Eve`)).toEqual(nobody);
  });
});

import { describe, expect, it } from 'vitest';
import { shopBuyMode, shopHasCart, shopItemWord, shopShowsStock, shopTakesReviews } from './buy-mode.js';

describe('shopBuyMode', () => {
  it.each([
    [{ type: 'order_based' }, 'cart'],
    [{ type: 'multi_vendor' }, 'cart'],
    [{ type: 'quot_based', sub_type: 'order' }, 'cart'],
    [{ type: 'quot_based', sub_type: 'quot' }, 'quote'],
    [{ type: 'quot_based', sub_type: null }, 'quote'],
    [{ type: 'quot_based', sub_type: 'enquiry' }, 'enquiry'],
    [{ type: 'estates' }, 'enquiry'],
    [{ type: 'service_based' }, 'booking'],
  ] as const)('%o sells through %s', (store, mode) => {
    expect(shopBuyMode(store)).toBe(mode);
  });

  it('shows a cart only for orders and quotes', () => {
    expect(['cart', 'quote', 'enquiry', 'booking'].filter((m) => shopHasCart(m as never))).toEqual(['cart', 'quote']);
  });

  it('calls estates items listings', () => {
    expect(shopItemWord({ type: 'estates' }).many).toBe('listings');
    expect(shopItemWord({ type: 'order_based' }).one).toBe('product');
  });

  it('shows stock, SKUs and sales for what is sold or quoted, not for listings or services', () => {
    const shown = (['order_based', 'multi_vendor', 'quot_based', 'service_based', 'estates'] as const).filter((type) =>
      shopShowsStock({ type }),
    );
    expect(shown).toEqual(['order_based', 'multi_vendor', 'quot_based']);
  });

  it('takes reviews everywhere but on estates listings', () => {
    expect(shopTakesReviews({ type: 'estates' })).toBe(false);
    expect(shopTakesReviews({ type: 'service_based' })).toBe(true);
  });
});

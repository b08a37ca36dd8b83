import type { QuoteSubType, StoreType } from '../catalog/store.js';

/**
 * What a product page offers a shopper, by store type (spec section 1): a cart that ends in
 * an order, a cart that ends in a quote request, an enquiry form, or an appointment booking.
 */
export type ShopBuyMode = 'cart' | 'quote' | 'enquiry' | 'booking';

export interface ShopStoreKind {
  type: StoreType;
  sub_type?: QuoteSubType | null;
}

export function shopBuyMode(store: ShopStoreKind): ShopBuyMode {
  switch (store.type) {
    case 'order_based':
    case 'multi_vendor':
      return 'cart';
    case 'quot_based':
      if (store.sub_type === 'order') return 'cart';
      // A quote store without a sub type asks for quotes, the type's own meaning.
      return store.sub_type === 'enquiry' ? 'enquiry' : 'quote';
    case 'service_based':
      return 'booking';
    case 'estates':
      return 'enquiry';
  }
}

/** Whether the shop shows a cart (header link and add-to-cart form): the cart and quote modes. */
export const shopHasCart = (mode: ShopBuyMode) => mode === 'cart' || mode === 'quote';

/** What the store's items are called in the shop's words: estates list properties, services are booked. */
export function shopItemWord(store: ShopStoreKind): { one: string; many: string } {
  if (store.type === 'estates') return { one: 'listing', many: 'listings' };
  if (store.type === 'service_based') return { one: 'service', many: 'services' };
  return { one: 'product', many: 'products' };
}

/** Whether the product pages show reviews and take new ones: not an estates agency's listings. */
export const shopTakesReviews = (store: ShopStoreKind) => store.type !== 'estates';

/**
 * Whether the shop shows stock, SKUs and sale prices: not for an estates agency's listings (one
 * home each, asked about rather than bought) nor a salon's services (booked by the slot).
 */
export const shopShowsStock = (store: ShopStoreKind) => store.type !== 'estates' && store.type !== 'service_based';

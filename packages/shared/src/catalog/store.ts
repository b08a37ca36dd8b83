/** Store types, sub types and categories of spec section 1. */
export const STORE_TYPES = ['order_based', 'quot_based', 'multi_vendor', 'service_based', 'estates'] as const;
export type StoreType = (typeof STORE_TYPES)[number];

/** Only quot_based stores carry a sub_type. */
export const QUOTE_SUB_TYPES = ['quot', 'enquiry', 'order'] as const;
export type QuoteSubType = (typeof QUOTE_SUB_TYPES)[number];

export const STORE_CATEGORIES = [
  'clothing',
  'jewellery',
  'saree',
  'perfume',
  'home_furniture',
  'mobile_computer',
  'restaurant_cafe',
  'bakery_cake_shop',
  'footwear',
  'beauty_cosmetics',
  'health_wellness',
  'art_craft_photography',
  'grocery',
  'fruits_vegetables',
  'chicken_fish_meat',
  'local_services',
] as const;
export type StoreCategory = (typeof STORE_CATEGORIES)[number];

export const STORE_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export const VENDOR_STATUSES = ['active', 'expired', 'suspended'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

export const LOGIN_TYPES = ['admin', 'subuser', 'vendor', 'branch'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const SIGNUP_SOURCES = ['self', 'admin', 'dealer'] as const;

export const SOCIAL_LINK_TYPES = [
  'facebook',
  'instagram',
  'tiktok',
  'twitter',
  'snapchat',
  'pinterest',
  'linkedin',
  'behance',
  'dribble',
  'youtube',
  'whatsapp',
  'website',
] as const;

export const MEASUREMENT_UNITS = ['inches', 'cms'] as const;

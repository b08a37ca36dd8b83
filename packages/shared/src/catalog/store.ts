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

/** How the sign-up form and settings name each store type. */
export const STORE_TYPE_LABELS: Record<StoreType, { label: string; description: string }> = {
  order_based: { label: 'Online orders', description: 'Sell to shoppers who pay at checkout (B2C, D2C).' },
  quot_based: { label: 'Quotes and wholesale', description: 'Buyers ask for a price before they order (B2B).' },
  multi_vendor: { label: 'Marketplace', description: 'Vendors sell their products in your store.' },
  service_based: { label: 'Services', description: 'Book appointments and sell services.' },
  estates: { label: 'Real estate', description: 'List properties and take enquiries.' },
};

export const QUOTE_SUB_TYPE_LABELS: Record<QuoteSubType, string> = {
  quot: 'Buyers request quotes',
  enquiry: 'Buyers send enquiries',
  order: 'Buyers request quotes and also order directly',
};

export const STORE_CATEGORY_LABELS: Record<StoreCategory, string> = {
  clothing: 'Clothing',
  jewellery: 'Jewellery',
  saree: 'Sarees',
  perfume: 'Perfume',
  home_furniture: 'Home and furniture',
  mobile_computer: 'Mobiles and computers',
  restaurant_cafe: 'Restaurant or café',
  bakery_cake_shop: 'Bakery and cakes',
  footwear: 'Footwear',
  beauty_cosmetics: 'Beauty and cosmetics',
  health_wellness: 'Health and wellness',
  art_craft_photography: 'Art, craft and photography',
  grocery: 'Grocery',
  fruits_vegetables: 'Fruits and vegetables',
  chicken_fish_meat: 'Chicken, fish and meat',
  local_services: 'Local services',
};

import {
  type DayHours,
  type FeatureKey,
  PACKAGE_IDS,
  type QuoteSubType,
  type StoreCategory,
  type StoreType,
} from '@stallfront/shared';

export const DEMO_PASSWORD = 'stallfront-demo';
export const DEMO_MASTER = { name: 'Platform Admin', email: 'admin@stallfront.demo' };

export interface DemoStore {
  name: string;
  subDomain: string;
  type: StoreType;
  subType?: QuoteSubType;
  category: StoreCategory;
  country: string;
  currency: string;
  packageId: string;
  paidFeatures?: FeatureKey[];
  /** App Store trials started this many days before the seed (14 or more: ended). */
  trials?: { name: FeatureKey; startedDaysAgo: number }[];
  staff?: { name: string; email: string; features: string[] }[];
  vendors?: {
    name: string;
    company: string;
    email: string;
    /** A pending vendor waits for the owner's approval: it cannot sign in, so it is no demo sign-in. */
    status: 'active' | 'expired' | 'pending';
    features: string[];
    /** The store's cut of its lines: percent in basis points (1200 is 12 %), or flat minor units. */
    commission?: { type: 'percent' | 'flat'; value: number };
    /** Days from the seed until the vendor's subscription ends (negative: it ended that long ago). */
    subscriptionEndsInDays: number;
    /** Its own sign-in address, /vendor/signin/{subDomain}; else the store's. */
    subDomain?: string;
  }[];
  branches?: { name: string; email: string; address: string; hours?: DayHours[] }[];
  /** Buyers with an account at the store's shop (customer_portal), printed with the sign-ins. */
  buyers?: { name: string; email: string }[];
}

/** One store of each type the spec names, plus one with branches. Owner email: owner@{subDomain}.demo. */
export const DEMO_STORES: DemoStore[] = [
  {
    name: 'Urban Threads',
    subDomain: 'urban-threads',
    type: 'order_based',
    category: 'clothing',
    country: 'IN',
    currency: 'INR',
    packageId: PACKAGE_IDS.professional,
    // The showcase store: every order-store feature beyond its package too.
    paidFeatures: [
      'quick_orders',
      'store_pickup',
      'delivery_methods',
      'donations',
      'gift_coupon',
      'size_chart',
      'measurement_sets',
      'addon_products',
      'chat_configuration',
      'site_gallery',
      'collections',
      'articles',
      'catalog_page',
      'currency_types',
      'sizing_assistant',
      'shop_assistant',
      'advanced_blogs',
      'web_stories',
    ],
    // The App Store shows every state: one trial running, one ended, the rest installed or in the plan.
    trials: [
      { name: 'chat_support', startedDaysAgo: 3 },
      { name: 'appointments', startedDaysAgo: 30 },
    ],
    staff: [
      {
        name: 'Priya (staff)',
        email: 'staff@urban-threads.demo',
        features: ['add_product', 'update_product', 'delete_product', 'orders'],
      },
      // A second staff member with other grants; seed/demo-staff.ts adds a pending invite and an audit trail.
      {
        name: 'Arjun Rao',
        email: 'marketing@urban-threads.demo',
        features: ['update_product', 'marketing', 'customers'],
      },
    ],
  },
  {
    name: 'Wholesale Hub',
    subDomain: 'wholesale-hub',
    type: 'quot_based',
    subType: 'quot',
    category: 'home_furniture',
    country: 'US',
    currency: 'USD',
    packageId: PACKAGE_IDS.essential,
    // Its prices are for signed-in buyers (its B2B configuration): this one sees them.
    buyers: [{ name: 'Theo Marsh', email: 'buyer@wholesale-hub.demo' }],
  },
  {
    name: 'Enquire Electronics',
    subDomain: 'enquire-electronics',
    type: 'quot_based',
    subType: 'enquiry',
    category: 'mobile_computer',
    country: 'GB',
    currency: 'GBP',
    packageId: PACKAGE_IDS.proFree,
  },
  {
    name: 'Bulk Pantry',
    subDomain: 'bulk-pantry',
    type: 'quot_based',
    subType: 'order',
    category: 'grocery',
    country: 'AE',
    currency: 'AED',
    packageId: PACKAGE_IDS.essential,
  },
  {
    name: 'Bazaar Central',
    subDomain: 'bazaar-central',
    type: 'multi_vendor',
    category: 'art_craft_photography',
    country: 'IN',
    currency: 'INR',
    packageId: PACKAGE_IDS.professional,
    paidFeatures: ['vendors', 'vendor_subs', 'ad_management', 'wallet'],
    vendors: [
      {
        name: 'Meera Crafts',
        company: 'Meera Handicrafts',
        email: 'vendor1@bazaar-central.demo',
        status: 'active',
        features: ['add_product', 'update_product', 'ad_management'],
        subscriptionEndsInDays: 180,
        commission: { type: 'percent', value: 1200 },
      },
      {
        name: 'Lens & Light',
        company: 'Lens and Light Studio',
        email: 'vendor2@bazaar-central.demo',
        subDomain: 'lens-and-light',
        status: 'expired',
        features: ['update_product'],
        subscriptionEndsInDays: -12,
        commission: { type: 'percent', value: 1500 },
      },
      {
        name: 'Asha Weaves',
        company: 'Asha Handloom Weaves',
        email: 'vendor3@bazaar-central.demo',
        status: 'pending',
        features: ['add_product', 'update_product'],
        subscriptionEndsInDays: 365,
        commission: { type: 'flat', value: 2500 },
      },
    ],
  },
  {
    name: 'Glow Studio',
    subDomain: 'glow-studio',
    type: 'service_based',
    category: 'beauty_cosmetics',
    country: 'SG',
    currency: 'SGD',
    packageId: PACKAGE_IDS.essential,
    paidFeatures: ['appointments'],
  },
  {
    name: 'Skyline Estates',
    subDomain: 'skyline-estates',
    type: 'estates',
    category: 'local_services',
    country: 'AU',
    currency: 'AUD',
    packageId: PACKAGE_IDS.proFree,
  },
  {
    name: 'Fresh Basket',
    subDomain: 'fresh-basket',
    type: 'order_based',
    category: 'fruits_vegetables',
    country: 'IN',
    currency: 'INR',
    packageId: PACKAGE_IDS.essential,
    paidFeatures: ['store_pickup', 'recipes'],
    branches: [
      {
        name: 'Anna Nagar',
        email: 'annanagar@fresh-basket.demo',
        address: '2nd Avenue, Anna Nagar, Chennai',
        hours: week(7, '07:00', '21:00'),
      },
      {
        name: 'T Nagar',
        email: 'tnagar@fresh-basket.demo',
        address: 'Usman Road, T Nagar, Chennai',
        hours: week(6, '08:00', '20:00'),
      },
    ],
  },
];

/** A branch's week: the first `openDays` days (Monday first) open from `opens` to `closes`. */
function week(openDays: number, opens: string, closes: string): DayHours[] {
  return Array.from({ length: 7 }, (_, i) => ({ open: i < openDays, opens, closes }));
}

export const ownerEmail = (store: DemoStore) => `owner@${store.subDomain}.demo`;

export interface DemoSignIn {
  who: string;
  email: string;
  where: string;
  /** A buyer's account at a demo shop, not a console sign-in. */
  shop?: true;
}

/** Who can sign in to the demo data, and on which console page (or shop page, for buyers). */
export function demoSignIns(): DemoSignIn[] {
  const signIns: DemoSignIn[] = [{ who: 'platform admin', email: DEMO_MASTER.email, where: '/session/signin/master' }];
  for (const store of DEMO_STORES) {
    const kind = `${store.type}${store.subType ? `/${store.subType}` : ''}`;
    signIns.push({ who: `owner of ${store.name} (${kind})`, email: ownerEmail(store), where: '/session/signin' });
    for (const staff of store.staff ?? []) {
      signIns.push({ who: `staff of ${store.name}`, email: staff.email, where: '/session/signin' });
    }
    for (const vendor of store.vendors ?? []) {
      if (vendor.status === 'pending') continue;
      const expired = vendor.status === 'expired' ? ' (subscription expired)' : '';
      signIns.push({
        who: `vendor of ${store.name}${expired}`,
        email: vendor.email,
        where: `/vendor/signin/${vendor.subDomain ?? store.subDomain}`,
      });
    }
    for (const branch of store.branches ?? []) {
      signIns.push({ who: `branch ${branch.name} of ${store.name}`, email: branch.email, where: '/branch/signin' });
    }
    for (const buyer of store.buyers ?? []) {
      const where = `/s/${store.subDomain}/account/sign-in`;
      signIns.push({ who: `buyer at ${store.name}'s shop`, email: buyer.email, where, shop: true });
    }
  }
  return signIns;
}

/** Each demo store's public shop. */
export function demoShops(): { store: string; kind: string; path: string }[] {
  return DEMO_STORES.map((store) => ({
    store: store.name,
    kind: `${store.type}${store.subType ? `/${store.subType}` : ''}`,
    path: `/s/${store.subDomain}/`,
  }));
}

export function formatSignIns(baseUrl: string): string {
  const lines = demoSignIns().map((s) => `  ${s.who.padEnd(50)} ${s.email.padEnd(32)} ${baseUrl}${s.where}`);
  const shops = demoShops().map((s) => `  ${`${s.store} (${s.kind})`.padEnd(50)} ${baseUrl}${s.path}`);
  return `\nDemo sign-ins (password for every account: ${DEMO_PASSWORD})\n${lines.join('\n')}\n\nDemo shops\n${shops.join('\n')}\n\n`;
}

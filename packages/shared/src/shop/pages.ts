import { z } from 'zod';
import { amenityIcon } from '../catalog/amenity-icons.js';
import { highlightIcon } from '../catalog/highlight-icons.js';
import { MEASUREMENT_UNITS, QUOTE_SUB_TYPES, STORE_TYPES } from '../catalog/store.js';
import { ADDON_KINDS } from '../rules/addons.js';
import { FINDER_QUERY_KEYS, type FinderQueryKey } from '../rules/shop-assistant.js';
import { text } from '../schemas/common.js';
import { shopBlogData, shopBlogPostData } from './blog-pages.js';
import { shopRecipeData, shopRecipesData } from './recipe-pages.js';
import { shopStoriesData } from './story-pages.js';
import { shopArticleData, shopArticlesData } from './article-pages.js';
import { shopGiftCardData, shopGiftCardIssuedData } from './gift-card-pages.js';
import { shopHomeData } from './home-page.js';
import { shopImage, shopImageTag, shopProductCard } from './shop-cards.js';
import { shopSizingPanel, sizingQueryShape } from './sizing.js';
import {
  shopAccountData,
  shopBookingForm,
  shopCartData,
  shopCheckoutData,
  shopDonateData,
  shopFeedbackData,
  shopNewsletterData,
  shopEnquiryForm,
  shopOrderData,
  shopQuickOrderData,
  shopSentData,
  shopConfirmData,
  shopSignInData,
  shopAccountFormData,
} from './checkout-pages.js';

/**
 * What the shop's pages render: the server's loaders build these, the storefront's
 * components draw them. Links are made by the server, so a page never knows whether it is
 * served under /s/{sub_domain} or at a custom domain's root.
 */

export const shopStore = z.object({
  id: z.string(),
  name: z.string(),
  sub_domain: z.string(),
  type: z.enum(STORE_TYPES),
  sub_type: z.enum(QUOTE_SUB_TYPES).nullable(),
  currency: z.string(),
  logo: z.string().nullable(),
  /** The browser-tab icon (/setting/store/logo-management); the logo stands in without one. */
  favicon: z.string().nullable().optional(),
  /** The theme's primary colour, a #rrggbb the CSS takes as its accent. */
  primary: z.string(),
  /** The shop theme's colours and font stacks (modules/themes); null before any theme exists. */
  theme: z
    .object({
      primary: z.string(),
      secondary: z.string(),
      background: z.string(),
      text: z.string(),
      heading_font: z.string(),
      body_font: z.string(),
    })
    .nullable()
    .optional(),
  buy_mode: z.enum(['cart', 'quote', 'enquiry', 'booking']),
  /** Where this request reaches the shop: "/s/{sub_domain}", or "" at a custom domain. */
  base: z.string(),
  /** Prices are kept for signed-in buyers and this visitor is not one: the page's data has none (withoutPrices). */
  prices_hidden: z.boolean(),
});
export type ShopStore = z.infer<typeof shopStore>;

export const shopLink = z.object({ name: z.string(), href: z.string() });
export type ShopLink = z.infer<typeof shopLink>;

/** The store's catalog navigation menu: sections of links. */
export const shopMenu = z.array(z.object({ name: z.string(), links: z.array(shopLink) }));
export type ShopMenu = z.infer<typeof shopMenu>;

export const shopCatalogCard = z.object({
  name: z.string(),
  href: z.string(),
  description: z.string(),
  image: shopImage.nullable(),
});
export type ShopCatalogCard = z.infer<typeof shopCatalogCard>;

export const SHOP_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/** A page of products, with the links to the next page and to each sort. */
export const shopProductPage = z.object({
  products: z.array(shopProductCard),
  sort: z.enum(SHOP_SORTS),
  sort_links: z.array(z.object({ sort: z.enum(SHOP_SORTS), label: z.string(), href: z.string() })),
  next_href: z.string().nullable(),
  first_href: z.string().nullable(),
});
export type ShopProductPage = z.infer<typeof shopProductPage>;

/** A catalog page's filter form (a GET form that works without script): only the filters its design shows. */
export const shopCatalogFilters = z.object({
  action: z.string(),
  /** The shopper's chosen sort, kept by the form; null: the page's own. */
  sort: z.enum(SHOP_SORTS).nullable(),
  /** The amounts as typed (the store's currency); null: no price filter. */
  price: z.object({ min: z.string(), max: z.string(), currency: z.string() }).nullable(),
  in_stock: z.object({ checked: z.boolean() }).nullable(),
  tags: z.array(z.object({ name: z.string(), checked: z.boolean() })).nullable(),
  /** Something is filtered: the form offers to clear it. */
  active: z.boolean(),
});
export type ShopCatalogFilters = z.infer<typeof shopCatalogFilters>;

export const shopCatalogData = z.object({
  catalog: shopCatalogCard,
  page: shopProductPage,
  /** The catalog's design (/setting/catalog-page): a grid of 2 to 4 columns on a desktop, or a list. */
  layout: z.object({ kind: z.enum(['grid', 'list']), columns: z.number().int() }),
  filters: shopCatalogFilters.nullable(),
  /** The shop assistant's published finders whose answers name this catalog: a "Help me choose" link each. */
  finders: z.array(z.object({ title: z.string(), href: z.string() })),
});

/** /collections/{slug}: a published collection, its products in the merchant's order (no shopper sorts). */
export const shopCollectionData = z.object({
  collection: z.object({
    name: z.string(),
    href: z.string(),
    /** Sanitised on the server when saved (the console's rich-text rules). */
    html: z.string(),
    image: shopImage.nullable(),
  }),
  page: shopProductPage,
});
export type ShopCollectionData = z.infer<typeof shopCollectionData>;

const shopFinderAnswer = z.object({ question: z.string(), answer: z.string() });

/**
 * /finder/{slug}: a shop assistant's questions as a GET form (radio answers, each question may be
 * skipped), and with answers in the query the products matching them all.
 */
export const shopFinderData = z.object({
  finder: z.object({ title: z.string(), href: z.string(), intro: z.string() }),
  questions: z.array(
    z.object({
      /** The query key of its answer (a1…a8); the skip's value is 0, an answer's its number from 1. */
      key: z.string(),
      text: z.string(),
      answers: z.array(z.object({ value: z.string(), label: z.string(), checked: z.boolean() })),
      skipped: z.boolean(),
    }),
  ),
  results: z
    .object({
      /** The answers the products match. */
      matched: z.array(shopFinderAnswer),
      /** The last answers left out because nothing matched them all (the fallback), said on the page. */
      dropped: z.array(shopFinderAnswer),
      page: shopProductPage,
    })
    .nullable(),
});
export type ShopFinderData = z.infer<typeof shopFinderData>;

export const shopSearchData = z.object({
  query: z.string(),
  /** The products the store promotes for what was typed (its search keywords), over the results' first page. */
  promoted: z.array(shopProductCard),
  page: shopProductPage.nullable(),
});

export const shopVariant = z.object({
  /** The variant's SKU: variants are rows of the product's list, named by their unique SKU. */
  id: z.string(),
  label: z.string(),
  option_values: z.array(z.string()),
  price: z.number().int(),
  stock: z.number().int(),
  image: shopImage.nullable(),
});
export type ShopVariant = z.infer<typeof shopVariant>;

export const shopReview = z.object({
  customer_name: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  created_on: z.string(),
  reply: z.string().nullable(),
});

export const shopReviewFormState = z.object({
  values: z.record(z.string(), z.string()),
  errors: z.record(z.string(), z.string()),
  /** A review was just received and waits for the store's approval. */
  sent: z.boolean(),
});
export type ShopReviewFormState = z.infer<typeof shopReviewFormState>;

/** One way to buy a product in an add-on offer: its own SKU, or one of its variants'. */
export const shopSkuChoice = z.object({ sku: z.string(), label: z.string(), price: z.number().int() });
export type ShopSkuChoice = z.infer<typeof shopSkuChoice>;

/** A product page's "frequently bought together": what its add-on offers offer, bought in one post. */
export const shopAddonOffer = z.object({
  /** The first offer's heading ("Complete the look"). */
  heading: z.string(),
  /** {base}/cart/bundle: takes the ticked SKUs, one of each. */
  action: z.string(),
  items: z.array(
    z.object({
      name: z.string(),
      href: z.string(),
      image: shopImage.nullable(),
      /** Its SKUs in stock, in the product's order: the first is ticked. */
      choices: z.array(shopSkuChoice).min(1),
      /** Off it when bought with this product (bundleSavings, the best offer's); 0 at full price. */
      discount_percent: z.number().int(),
    }),
  ),
});
export type ShopAddonOffer = z.infer<typeof shopAddonOffer>;

export const shopProductData = z.object({
  product: z.object({
    id: z.string(),
    name: z.string(),
    sku: z.string(),
    /** Sanitized when saved (the console's rich-text rules). */
    description_html: z.string(),
    price: z.number().int(),
    compare_at_price: z.number().int().nullable(),
    currency: z.string(),
    stock: z.number().int(),
    images: z.array(shopImage),
    options: z.array(
      z.object({
        name: z.string(),
        values: z.array(z.string()),
        /** A value's swatch (#rrggbb) where the store has a variant colour of its name. */
        swatches: z.record(z.string(), z.string()),
        /** A value's swatch photo where its variant colour has one: drawn over the shade. */
        swatch_images: z.record(z.string(), z.string()).default({}),
      }),
    ),
    variants: z.array(shopVariant),
    measurement_sets: z.array(z.object({ name: z.string(), unit: z.string(), list: z.array(z.string()) })),
    notes: z.array(z.string()),
    /** The store's footnotes attached to the product or one of its catalogs, by name. */
    footnotes: z.array(z.object({ name: z.string(), text: z.string() })),
    /** The store's questions and answers attached to the product or one of its catalogs, by question. */
    faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
    /** The store's badges attached to the product or one of its catalogs, laid over its pictures. */
    image_tags: z.array(shopImageTag),
    /** The store's highlights attached to the product or one of its catalogs, by text. */
    highlights: z.array(z.object({ text: z.string(), icon: highlightIcon })),
    /** The store's amenities attached to the listing or one of its catalogs, by group then name. */
    amenities: z.array(z.object({ name: z.string(), icon: amenityIcon, group: z.string() })),
    /** Paid options offered with it (gift wrap, a monogram), asked for in the buy box; shops that sell by cart. */
    addons: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        kind: z.enum(ADDON_KINDS),
        price: z.number().int(),
        required: z.boolean(),
        max_chars: z.number().int(),
      }),
    ),
    /** The store's size charts attached to the product or one of its catalogs, in the unit they were written in. */
    size_charts: z.array(
      z.object({
        name: z.string(),
        unit: z.enum(MEASUREMENT_UNITS),
        measurements: z.array(z.string()),
        rows: z.array(z.object({ size: z.string(), values: z.array(z.number().nullable()) })),
      }),
    ),
  }),
  /** The store's add-on offers attached to the product or one of its catalogs, as one block (shops that sell by cart). */
  addon_offer: shopAddonOffer.nullable(),
  /** The sizing assistant's "Find my size" panel, where it is on and the product has a size chart. */
  sizing: shopSizingPanel.nullable(),
  breadcrumbs: z.array(shopLink),
  reviews: z.object({
    average: z.number().nullable(),
    count: z.number().int(),
    list: z.array(shopReview),
  }),
  review_form: shopReviewFormState,
  /** Where the buy box's form posts: {base}/cart (the cart module takes it from there). */
  cart_action: z.string(),
  review_action: z.string(),
  /** Where a buyer signs in to see prices and comes back here, for a store that keeps them for signed-in buyers. */
  price_sign_in: z.string(),
  /** Enquiry stores and estates: the question form. */
  enquiry: shopEnquiryForm.nullable(),
  /** Service stores: the booking form. */
  booking: shopBookingForm.nullable(),
});
export type ShopProductData = z.infer<typeof shopProductData>;

/** A page the merchant wrote (/pages/{slug}) or one of the store's policies (/policies/{kind}): sanitised HTML. */
export const shopContentData = z.object({
  title: z.string(),
  /** Sanitised on the server when saved (platform/rich-text.ts): the only HTML the shop draws unescaped. */
  html: z.string(),
  updated_on: z.string().nullable(),
});
export type ShopContentData = z.infer<typeof shopContentData>;

/** What every page's head carries. */
export const shopSeo = z.object({
  title: z.string(),
  description: z.string(),
  /** Absolute: the custom domain when verified, else PUBLIC_URL + /s/{sub_domain}/… */
  canonical: z.string(),
  og_type: z.enum(['website', 'product']),
  og_image: z.string().nullable(),
  json_ld: z.array(z.record(z.string(), z.unknown())),
  /** Search results and error pages stay out of search engines. */
  noindex: z.boolean(),
  /** The Atom feed a feed reader finds in the page's head (the blog's pages). */
  feed: z.string().optional(),
});
export type ShopSeo = z.infer<typeof shopSeo>;

export const shopPage = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('home'), data: shopHomeData }),
  z.object({ kind: z.literal('catalog'), data: shopCatalogData }),
  z.object({ kind: z.literal('collection'), data: shopCollectionData }),
  z.object({ kind: z.literal('finder'), data: shopFinderData }),
  z.object({ kind: z.literal('product'), data: shopProductData }),
  z.object({ kind: z.literal('search'), data: shopSearchData }),
  z.object({ kind: z.literal('cart'), data: shopCartData }),
  z.object({ kind: z.literal('checkout'), data: shopCheckoutData }),
  z.object({ kind: z.literal('order'), data: shopOrderData }),
  z.object({ kind: z.literal('account'), data: shopAccountData }),
  z.object({ kind: z.literal('sign_in'), data: shopSignInData }),
  z.object({ kind: z.literal('account_form'), data: shopAccountFormData }),
  z.object({ kind: z.literal('sent'), data: shopSentData }),
  z.object({ kind: z.literal('confirm'), data: shopConfirmData }),
  z.object({ kind: z.literal('quick_order'), data: shopQuickOrderData }),
  z.object({ kind: z.literal('donate'), data: shopDonateData }),
  z.object({ kind: z.literal('feedback'), data: shopFeedbackData }),
  z.object({ kind: z.literal('newsletter'), data: shopNewsletterData }),
  z.object({ kind: z.literal('gift_card'), data: shopGiftCardData }),
  z.object({ kind: z.literal('blog'), data: shopBlogData }),
  z.object({ kind: z.literal('blog_post'), data: shopBlogPostData }),
  z.object({ kind: z.literal('recipes'), data: shopRecipesData }),
  z.object({ kind: z.literal('recipe'), data: shopRecipeData }),
  z.object({ kind: z.literal('stories'), data: shopStoriesData }),
  z.object({ kind: z.literal('articles'), data: shopArticlesData }),
  z.object({ kind: z.literal('article'), data: shopArticleData }),
  z.object({ kind: z.literal('gift_card_issued'), data: shopGiftCardIssuedData }),
  z.object({ kind: z.literal('content'), data: shopContentData }),
  z.object({
    kind: z.literal('error'),
    data: z.object({ status: z.number().int(), title: z.string(), message: z.string() }),
  }),
]);
export type ShopPage = z.infer<typeof shopPage>;

/** The store pop-up as a page carries it; the browser shows it after `delay_seconds`. */
export const shopPopup = z.object({
  title: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  button: z.object({ label: z.string(), href: z.string() }).nullable(),
  delay_seconds: z.number().int(),
  /**
   * Where the browser remembers the visitor closed it (localStorage), with `version`, the
   * content's fingerprint; null when it shows on every visit.
   */
  remember: z.object({ key: z.string(), version: z.string() }).nullable(),
});
export type ShopPopup = z.infer<typeof shopPopup>;

const shopNavItem = shopLink.extend({ children: z.array(shopLink) });

/** The header's menu (the saved header menu, else the catalog navigation) and the footer's, two levels deep. */
export const shopNav = z.object({ label: z.string(), header: z.array(shopNavItem), footer: z.array(shopNavItem) });

/** Everything one shop page needs: the store (null for an unknown store's 404), its menu, head and body. */
/** A vendor's ad in its slot (/features/ad-management): a link that counts the click, and a beacon that counts the impression. */
export const shopAd = z.object({
  id: z.string(),
  placement: z.enum(['home_banner', 'catalog_top', 'product_page']),
  title: z.string(),
  product_name: z.string(),
  size: z.string(),
  image: shopImage.nullable(),
  href: z.string(),
  beacon: z.string(),
});
export type ShopAd = z.infer<typeof shopAd>;

export const shopDocument = z.object({
  store: shopStore.nullable(),
  menu: shopMenu,
  nav: shopNav,
  seo: shopSeo,
  page: shopPage,
  /** The token every form of the page posts back as _csrf. */
  csrf: z.string(),
  /** Vendors' ads running today in this page's slots (home, catalog and product pages). */
  ads: z.array(shopAd).optional(),
  /** Items in the visitor's cart, for the header. */
  cart_count: z.number().int(),
  /** The signed-in customer's first name, or null (the header's account link). */
  customer: z.string().nullable(),
  /** The store offers customer accounts (its customer_portal feature). */
  accounts: z.boolean(),
  /** Pages the store's features add (quick order, donations), linked from the footer. */
  extra_links: z.array(shopLink),
  /** The store's announcement bar over the header, when it is on and its days include today. */
  announcement: z
    .object({ text: z.string(), href: z.string().nullable(), background: z.string(), tone: z.enum(['dark', 'light']) })
    .nullable(),
  /** The store's published pages and written policies, linked from the footer. */
  site_links: z.array(shopLink),
  /** The footer's words from its screen: about the shop, how to reach it, and a heading of links to its pages. */
  footer: z.object({
    about: z.string(),
    address: z.string(),
    email: z.string(),
    phone: z.string(),
    socials: z.array(shopLink),
    popular: z.object({ heading: z.string(), links: z.array(shopLink) }).nullable(),
  }),
  /** The footer's newsletter sign-up box, where the store has the newsletter feature. */
  newsletter: z.object({ action: z.string() }).nullable(),
  /** The store's WhatsApp chat button, on the pages it was set to show on. */
  chat: z.object({ href: z.string() }).nullable(),
  /** The store pop-up on a browsing page, when it is on and its days include today (the islands draw it). */
  popup: shopPopup.nullable(),
  /**
   * The currencies a visitor may see prices in besides the store's, with their rates: every
   * visitor's page carries them, and the page's script converts by the visitor's cookie, so the
   * kept page stays one for all (docs/decisions.md). Null: the store shows its own only.
   */
  display_currencies: z
    .object({ store: z.string(), options: z.array(z.object({ code: z.string(), rate: z.number() })) })
    .nullable(),
});
export type ShopDocument = z.infer<typeof shopDocument>;

export type ShopCatalogData = z.infer<typeof shopCatalogData>;
export type ShopSearchData = z.infer<typeof shopSearchData>;
export type ShopReview = z.infer<typeof shopReview>;

/** The query string of the list pages (catalog, search) and the product page's review notice. */
const shopAmount = z
  .string()
  .max(20)
  .regex(/^\s*(\d[\d,]*(\.\d*)?)?\s*$/, 'Enter prices as numbers, like 25 or 19.99');

const finderAnswer = z
  .string()
  .regex(/^[0-8]$/, 'This answer link is broken; answer the questions again')
  .optional();
const finderAnswerKeys = Object.fromEntries(FINDER_QUERY_KEYS.map((key) => [key, finderAnswer])) as Record<
  FinderQueryKey,
  typeof finderAnswer
>;

export const shopListQuery = z.object({
  /** None: the page's own first sort (a catalog's design, else newest). */
  sort: z.enum(SHOP_SORTS, { error: 'Sort by newest, price_asc or price_desc' }).optional(),
  after: z
    .string()
    .max(500)
    .regex(/^[\w-]*$/, 'This page link is broken; start again from the first page')
    .optional(),
  q: text(100).optional(),
  /** The blog's list narrowed to one tag. */
  tag: text(40).optional(),
  /** A post page after its comment form was sent: the comment shows, or waits for approval. */
  comment: z.enum(['shown', 'held']).optional(),
  /** The guides' list narrowed to one topic. */
  topic: text(60).optional(),
  /** A catalog page's filter (catalogFilterOf): a price range as typed in the store's currency, in stock, tags. */
  min: shopAmount.optional(),
  max: shopAmount.optional(),
  stock: z.enum(['1'], 'This filter link is broken; choose the filters again').optional(),
  tags: z
    .preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(text(40)).max(30, '30 tags at most'))
    .optional(),
  review: z.enum(['sent']).optional(),
  ...sizingQueryShape,
  /** A shop assistant's answers, one key a question (finderPicks). */
  ...finderAnswerKeys,
  /** The booking form's day. */
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'This day link is broken; choose a day again')
    .optional(),
});
export type ShopListQuery = z.output<typeof shopListQuery>;

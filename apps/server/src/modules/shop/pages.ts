import {
  type ShopAd,
  metaDescription,
  faqJsonLd,
  productJsonLd,
  type ShopFormState,
  type ShopListQuery,
  type ShopPage,
  type ShopProductData,
  type ShopReviewFormState,
  type ShopSeo,
  shopItemWord,
} from '@stallfront/shared/shop';
import { swatchesOf, swatchImagesOf } from '@stallfront/shared/rules';
import { searchPlan } from '@stallfront/shared/website';
import { catalogFilterOf, filterParams } from '@stallfront/shared/catalog-page';
import { shownStock } from '@stallfront/shared/shop-rules';
import type { Db } from '../../db/client.js';
import { productCards, activeCatalogBySlug, mediaSizes, redirectedSlug, productPageRow } from './shop.repo.js';
import { googleCategoryOf } from '../product-extras/google-taxonomy.js';
import { shopAddonOffer } from './addon-offers.js';
import { catalogDesignFor, catalogTags, filterForm } from './catalog-filters.js';
import { productHref, productPage, shopImage, toCards } from './cards.js';
import { findersNaming } from './finder.repo.js';
import { shopImageTags } from './product-extras.js';
import { sizingPanelOf } from './sizing-panel.js';
import { absoluteUrl, seoOf, trailJsonLd } from './seo.js';
import { bookingForm, enquiryForm, type ProductForms } from './product-forms.js';
import type { ShopContext } from './shop-store.js';

export const PAGE_SIZE = 24;

export interface LoadInput {
  db: Db;
  shop: ShopContext;
  params: Record<string, string>;
  query: ShopListQuery;
  /** A review form sent back with its problems (the review post's 400). */
  reviewForm?: ShopReviewFormState;
  /** An enquiry or booking form sent back with its problems. */
  forms?: ProductForms;
  /** A blog post's comment form sent back with its problems. */
  commentForm?: ShopFormState;
  now: Date;
  /** The home page's layout draft instead of what is published: a signed preview (never kept). */
  draft?: boolean;
}

export type LoadResult =
  | {
      kind: 'page';
      status?: number;
      page: ShopPage;
      seo: ShopSeo;
      /** Drawn from the clock and other shoppers' doings (a booking form's free times): never kept. */
      live?: boolean;
      /** Vendors' ads running today in the page's slots (shop/ads.ts). */
      ads?: ShopAd[];
    }
  | { kind: 'redirect'; status: 301 | 303; to: string }
  | { kind: 'error'; status: number; title: string; message: string };

export type Loader = (input: LoadInput) => Promise<LoadResult>;

export const notFound = (message: string): LoadResult => ({
  kind: 'error',
  status: 404,
  title: 'Page not found',
  message,
});

/** A link whose query the page cannot read (a filter's amount): the shop's 400 page, as a broken cursor gets. */
const badLink = (message: string): LoadResult => ({
  kind: 'error',
  status: 400,
  title: 'This link did not work',
  message: message.replace(/^[a-z_.]+: /, ''),
});

export const loadCatalog: Loader = async ({ db, shop, params, query }) => {
  const { store } = shop;
  const catalog = await activeCatalogBySlug(db, store.id, params.slug ?? '');
  if (!catalog) return notFound('This collection does not exist or is not shown.');
  const path = `/c/${catalog.slug}`;
  const design = await catalogDesignFor(db, shop, catalog.id);
  const filtered = catalogFilterOf(query, design, store.currency);
  if (!filtered.ok) return badLink(filtered.message);
  const { filter } = filtered;
  const rows = await productCards(db, store.id, {
    catalogId: catalog.id,
    sort: query.sort ?? design.sort,
    after: query.after,
    limit: design.page_size,
    filter,
  });
  const sizes = await mediaSizes(db, store.id, catalog.image ? [catalog.image] : []);
  const [tags, finders] = await Promise.all([
    design.filters.tags ? catalogTags(db, store.id, catalog.id) : [],
    findersNaming(db, shop, catalog.id),
  ]);
  const href = `${store.base}${path}`;
  return {
    kind: 'page',
    page: {
      kind: 'catalog',
      data: {
        catalog: {
          name: catalog.name,
          href,
          description: catalog.description,
          image: catalog.image ? shopImage(catalog.image, catalog.name, sizes) : null,
        },
        page: productPage(shop, href, query, rows, filterParams(query, filter), design.sort),
        layout: { kind: design.layout, columns: design.columns },
        filters: filterForm(href, design, query, filter, tags, store.currency),
        finders,
      },
    },
    seo: seoOf(shop, path, {
      title: `${catalog.name} | ${store.name}`,
      description: metaDescription(catalog.description) || `${catalog.name} at ${store.name}.`,
      og_image: catalog.image ? absoluteUrl(shop, catalog.image) : null,
      json_ld: [
        trailJsonLd(shop, [
          { name: 'Home', href: `${store.base}/` },
          { name: catalog.name, href },
        ]),
      ],
    }),
  };
};

export const loadSearch: Loader = async ({ db, shop, query }) => {
  const { store } = shop;
  const text = query.q ?? '';
  const href = `${store.base}/search`;
  const plan = searchPlan(shop.settings.searchKeywords?.keywords ?? [], text);
  const showPromoted = text !== '' && plan.promoted.length > 0 && !query.after;
  const [rows, promoted] = await Promise.all([
    text
      ? productCards(db, store.id, {
          search: plan.terms,
          sort: query.sort ?? 'newest',
          after: query.after,
          limit: PAGE_SIZE,
        })
      : null,
    showPromoted
      ? productCards(db, store.id, { ids: plan.promoted, sort: 'newest', limit: plan.promoted.length })
      : null,
  ]);
  // In the order the merchant picked them; a hidden or deleted product is left out.
  const promotedCards = (promoted?.list ?? []).sort(
    (a, b) => plan.promoted.indexOf(a.id) - plan.promoted.indexOf(b.id),
  );
  return {
    kind: 'page',
    page: {
      kind: 'search',
      data: {
        query: text,
        promoted: toCards(shop, promotedCards),
        page: rows ? productPage(shop, href, query, rows, { q: text }) : null,
      },
    },
    seo: seoOf(shop, '/search', {
      title: text ? `Search: ${text} | ${store.name}` : `Search | ${store.name}`,
      description: `Search the ${shopItemWord(store).many} of ${store.name}.`,
      noindex: true,
    }),
  };
};

const EMPTY_FORM: ShopReviewFormState = { values: {}, errors: {}, sent: false };

/** Measurements the "Find my size" form sent that could not be read (the page says which, with a 400). */
const sizingRefused = ({ sizing }: ShopProductData) =>
  sizing !== null && (sizing.form_error !== null || sizing.fields.some((field) => field.error !== null));

export const loadProduct: Loader = async ({ db, shop, params, query, reviewForm, forms, now }) => {
  const { store } = shop;
  const slug = params.slug ?? '';
  const page = await productPageRow(db, store.id, slug);
  if (!page) {
    const current = await redirectedSlug(db, store.id, slug);
    return current
      ? { kind: 'redirect', status: 301, to: productHref(shop, current) }
      : notFound('This product does not exist or is no longer sold.');
  }
  const { product: row, catalog, sizes } = page;
  const reviews = { count: page.reviewCount, average: page.reviewAverage };
  const href = productHref(shop, row.slug);
  const breadcrumbs = [
    { name: 'Home', href: `${store.base}/` },
    ...(catalog ? [{ name: catalog.name, href: `${store.base}/c/${catalog.slug}` }] : []),
    { name: row.name, href },
  ];
  // A store that no longer has the feature keeps its charts but stops showing them.
  const sizeCharts = shop.features.includes('size_chart')
    ? page.sizeCharts.map(({ name, unit, chart }) => ({ name, unit, ...chart }))
    : [];
  const data: ShopProductData = {
    product: {
      id: row.id,
      name: row.name,
      sku: row.sku,
      description_html: row.description,
      price: Number(row.price),
      compare_at_price: row.compareAtPrice === null ? null : Number(row.compareAtPrice),
      currency: row.currency,
      stock: shownStock(row.stock),
      // A product whose pictures are all on its variants shows the first variant's.
      images: (row.images.length ? row.images : (row.variants.find((v) => v.images.length)?.images ?? [])).map((i) =>
        shopImage(i.url, i.alt, sizes),
      ),
      options: row.options.map((o) => ({
        ...o,
        swatches: swatchesOf(o.values, page.variantColors),
        swatch_images: swatchImagesOf(o.values, page.variantColors),
      })),
      variants: row.variants.map((v) => {
        const first = v.images[0];
        return {
          id: v.sku,
          label: v.option_values.join(' / '),
          option_values: v.option_values,
          price: v.price,
          stock: shownStock(v.stock),
          image: first ? shopImage(first.url, first.alt || row.name, sizes) : null,
        };
      }),
      measurement_sets: (row.customModel?.mm_sets ?? []).map((s) => ({ name: s.name, unit: s.mm_unit, list: s.list })),
      notes: row.customModel?.mm_sets.length ? (row.customModel.notes_list ?? []) : [],
      footnotes: page.footnotes,
      faqs: page.faqs,
      image_tags: shopImageTags(page.imageTags),
      highlights: page.highlights,
      amenities: page.amenities,
      // The add-on products feature's, in shops that sell by cart; bigint arrives as text in JSON.
      addons:
        store.buy_mode === 'cart' && shop.features.includes('addon_products')
          ? page.addons.map((addon) => ({ ...addon, price: Number(addon.price) }))
          : [],
      size_charts: sizeCharts,
    },
    addon_offer: await shopAddonOffer(db, shop, row.id, page.addonOffers),
    sizing: sizingPanelOf(shop, row, sizeCharts, href, query),
    breadcrumbs,
    reviews: {
      count: reviews.count,
      average: reviews.average,
      list: page.reviews.map((r) => ({
        customer_name: r.customer_name,
        rating: r.rating,
        title: r.title,
        body: r.body,
        created_on: new Date(r.created_at).toISOString(),
        reply: r.reply,
      })),
    },
    review_form: reviewForm ?? { ...EMPTY_FORM, sent: query.review === 'sent' },
    cart_action: `${store.base}/cart`,
    review_action: `${href}/reviews`,
    price_sign_in: `${store.base}/account/sign-in?next=${encodeURIComponent(`/p/${row.slug}`)}`,
    enquiry: enquiryForm(shop, href, forms),
    booking: await bookingForm(db, shop, row.id, href, query.day, now, forms),
  };
  const description = row.seoDescription || metaDescription(row.description) || `${row.name} from ${store.name}.`;
  const images = row.images.map((i) => absoluteUrl(shop, i.url));
  const bookedPrice = data.booking?.price;
  const offers = bookedPrice
    ? [{ sku: row.sku, price: bookedPrice, stock: row.stock }]
    : row.variants.length
      ? row.variants.map((v) => ({ sku: v.sku, price: v.price, stock: v.stock }))
      : [{ sku: row.sku, price: Number(row.price), stock: row.stock }];
  return {
    kind: 'page',
    status: reviewForm || forms || sizingRefused(data) ? 400 : 200,
    // A page answering one shopper's measurements is theirs: drawn for them, never kept for all.
    live: data.booking !== null || data.sizing?.sent === true,
    page: { kind: 'product', data },
    seo: seoOf(shop, `/p/${row.slug}`, {
      title: `${row.seoTitle || row.name} | ${store.name}`,
      description,
      og_type: 'product',
      og_image: images[0] ?? null,
      json_ld: [
        productJsonLd({
          name: row.name,
          description,
          url: `${shop.canonicalBase}/p/${row.slug}`,
          sku: row.sku,
          currency: row.currency,
          images,
          brand: store.name,
          offers,
          rating: reviews.average === null ? null : { average: reviews.average, count: reviews.count },
          category: googleCategoryOf(row.taxonomy, page.googleCategoryIds),
        }),
        trailJsonLd(shop, breadcrumbs),
        ...(page.faqs.length ? [faqJsonLd(page.faqs)] : []),
      ],
    }),
  };
};

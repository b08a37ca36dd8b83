import {
  imageSrcset,
  type ShopImage,
  type ShopListQuery,
  type ShopProductCard,
  type ShopProductPage,
  type ShopSort,
} from '@stallfront/shared/shop';
import { shopImageTags } from './product-extras.js';
import type { ShopContext } from './shop-store.js';
import type { CardRow, mediaSizes } from './shop.repo.js';

type Sizes = Awaited<ReturnType<typeof mediaSizes>>;

/** An image as the shop draws it: with a srcset when the media store keeps sizes of it. */
export function shopImage(url: string, alt: string, sizes: Sizes): ShopImage {
  const known = sizes.get(url);
  return { url, alt, srcset: known ? imageSrcset(url, known.width, known.sizes) : null };
}

/** A saved link as the page links it: a path within the shop goes under the shop's base, an http(s) address stays. */
export const savedLinkHref = (shop: ShopContext, link: string) =>
  link.startsWith('/') ? `${shop.store.base}${link}` : link;

export const productHref = (shop: ShopContext, slug: string) => `${shop.store.base}/p/${slug}`;

/** Product cards for list rows (which carry their picture's sizes). */
export function toCards(shop: ShopContext, rows: CardRow[]): ShopProductCard[] {
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    href: productHref(shop, r.slug),
    price: Number(r.price),
    price_max: r.priceMax === null ? null : Number(r.priceMax),
    compare_at_price: r.compareAtPrice === null ? null : Number(r.compareAtPrice),
    currency: r.currency,
    image: r.image
      ? {
          url: r.image,
          alt: r.imageAlt || r.name,
          srcset: r.imageMedia ? imageSrcset(r.image, r.imageMedia.width, r.imageMedia.sizes) : null,
        }
      : null,
    in_stock: r.stock > 0,
    image_tags: shopImageTags(r.imageTags),
    facts: r.facts.map((fact) => fact.text),
  }));
}

const SORT_LABELS: Record<ShopSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

/** A list page's cards with its sort links and the next and first page links. */
export function productPage(
  shop: ShopContext,
  path: string,
  query: ShopListQuery,
  page: { list: CardRow[]; next_cursor: string | null },
  extra: Record<string, string | string[]> = {},
  /** The sort the page opens with (a catalog's design): its links need no sort parameter. */
  defaultSort: ShopSort = 'newest',
): ShopProductPage {
  const href = (params: Record<string, string | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...extra, ...params })) {
      for (const one of Array.isArray(value) ? value : [value]) if (one) search.append(key, one);
    }
    const text = search.toString();
    return text ? `${path}?${text}` : path;
  };
  const current = query.sort ?? defaultSort;
  const sortParam = (sort: ShopSort) => (sort === defaultSort ? undefined : sort);
  return {
    products: toCards(shop, page.list),
    sort: current,
    sort_links: (Object.keys(SORT_LABELS) as ShopSort[]).map((sort) => ({
      sort,
      label: SORT_LABELS[sort],
      href: href({ sort: sortParam(sort) }),
    })),
    next_href: page.next_cursor ? href({ sort: sortParam(current), after: page.next_cursor }) : null,
    first_href: query.after ? href({ sort: sortParam(current) }) : null,
  };
}

import { metaDescription, type ShopHomePicture, type ShopHomeSection } from '@stallfront/shared/shop';
import { dayIn } from '@stallfront/shared';
import {
  BANNER_SIZE,
  type GridImageSize,
  IMAGE_GRIDS,
  INSTAGRAM_SIZE,
  type LayoutSection,
  MULTI_GRIDS,
  sizeOf,
  videoEmbed,
} from '@stallfront/shared/website';
import type { Db } from '../../db/client.js';
import { savedLinkHref, shopImage, toCards } from './cards.js';
import { type BlogEntry, readHomeRows, type TileCatalog } from './home.repo.js';
import { hasBlog } from './blog.js';
import { hasCollections } from './collection.js';
import { collectionMembers, publishedCollectionsById } from './collection.repo.js';
import type { ShopContext } from './shop-store.js';
import { type CardRow, productCards } from './shop.repo.js';

type Section = LayoutSection & { id?: string };
type Of<K extends Section['kind']> = Extract<Section, { kind: K }>;
type Sizes = Map<string, { width: number; sizes: number[] }>;
type Picked = { image: string; alt: string; link?: string };

const unique = <T>(values: T[]) => [...new Set(values)];
const most = (counts: number[]) => Math.max(0, ...counts);

/** Every image address a section shows of its own (catalog covers and product pictures come with their rows). */
function imagesOf(section: Section): string[] {
  switch (section.kind) {
    case 'banner':
      return [section.slide.image];
    case 'slider':
      return section.slides.map((s) => s.image);
    case 'image_grid':
    case 'instagram':
      return section.images.map((i) => i.image);
    case 'multi_grid':
      return section.tiles.map((t) => t.image);
    default:
      return [];
  }
}

/**
 * The shown sections of a layout, each resolved to what it draws, in two statements for the
 * whole page whatever its length (each statement is a turn on PGlite's one connection): the ids
 * of every row's products, the catalog tiles, the pages and the pictures' sizes in one, then
 * every product card (rows from a collection add their own: `collectionRowCards`). A product
 * row, a catalog row or a blog whose source yields nothing is left out.
 */
export async function homeSections(
  db: Db,
  shop: ShopContext,
  layout: Section[],
  now: Date,
): Promise<ShopHomeSection[]> {
  const storeId = shop.store.id;
  const shown = layout.filter((s) => !s.hidden).map((s, i) => ({ ...s, id: s.id ?? `section-${i + 1}` }));
  const rows = shown.filter((s): s is Of<'products'> & { id: string } => s.kind === 'products');
  const countOf = (source: string) => most(rows.filter((r) => r.source === source).map((r) => r.count));
  const tiles = shown.filter((s): s is Of<'catalogs'> & { id: string } => s.kind === 'catalogs');
  const blogCount = most(shown.flatMap((s) => (s.kind === 'blog' ? [s.count] : [])));

  const newestCount = Math.max(countOf('newest'), countOf('best_sellers'));
  const catalogIds = unique(rows.flatMap((r) => (r.source === 'catalog' && r.catalog_id ? [r.catalog_id] : [])));
  const found = await readHomeRows(db, storeId, {
    newest: newestCount,
    bestSellers: countOf('best_sellers'),
    catalogRows: { ids: catalogIds, limit: countOf('catalog') },
    tiles: {
      ids: unique(tiles.flatMap((t) => t.catalog_ids)),
      highlights: tiles.some((t) => t.catalog_ids.length === 0),
    },
    blog: {
      count: blogCount,
      posts: hasBlog(shop) ? { today: dayIn(now, shop.timeZone) } : null,
    },
    pictures: shown.flatMap(imagesOf),
  });
  const sizes: Sizes = new Map(found.sizes.map((m) => [m.url, { width: m.width, sizes: m.sizes }]));
  for (const c of found.tiles) if (c.cover && c.coverMedia) sizes.set(c.cover, c.coverMedia);
  const byCatalog = new Map<string, string[]>();
  for (const row of found.catalogRows)
    byCatalog.set(row.catalog_id, [...(byCatalog.get(row.catalog_id) ?? []), row.id]);

  const wanted = unique([
    ...found.newest,
    ...rows.flatMap((r) => (r.source === 'picked' ? r.product_ids : [])),
    ...found.bestSellers,
    ...found.catalogRows.map((r) => r.id),
  ]);
  // Only products the shop shows: a hidden, archived or deleted pick is left out.
  const cards =
    wanted.length > 0 ? await productCards(db, storeId, { ids: wanted, sort: 'newest', limit: wanted.length }) : null;
  const cardOf = new Map<string, CardRow>((cards?.list ?? []).map((c) => [c.id, c]));
  const byCollection = await collectionRowCards(db, shop, rows);
  for (const list of byCollection.values()) for (const card of list) cardOf.set(card.id, card);

  const productIds = (row: Of<'products'>): string[] => {
    switch (row.source) {
      case 'newest':
        return found.newest;
      case 'best_sellers':
        // Never sold yet: the newest fill the row after the ones that sold.
        return unique([...found.bestSellers, ...found.newest]);
      case 'catalog':
        return byCatalog.get(row.catalog_id ?? '') ?? [];
      case 'picked':
        return row.product_ids;
      case 'collection':
        return (byCollection.get(row.collection_id ?? '') ?? []).map((card) => card.id);
    }
  };
  const ctx = { shop, sizes, catalogs: found.tiles, blog: found.blog };
  return shown.flatMap((section): ShopHomeSection[] => {
    if (section.kind === 'products') {
      const list = productIds(section)
        .flatMap((id) => cardOf.get(id) ?? [])
        .slice(0, section.count);
      return list.length > 0
        ? [{ id: section.id, kind: 'products', title: section.title, products: toCards(shop, list) }]
        : [];
    }
    const drawn = drawSection(section, ctx);
    return drawn ? [drawn] : [];
  });
}

/**
 * The cards of the rows drawn from a collection, by collection id: one more statement for the
 * published collections named, then one a collection (its own order, as its page lists it). A
 * draft, a deleted collection or a store without the app leaves its row out.
 */
async function collectionRowCards(db: Db, shop: ShopContext, rows: Of<'products'>[]) {
  const wanted = rows.filter((r) => r.source === 'collection' && r.collection_id);
  const cards = new Map<string, CardRow[]>();
  if (wanted.length === 0 || !hasCollections(shop)) return cards;
  const limit = new Map<string, number>();
  for (const row of wanted)
    limit.set(row.collection_id ?? '', Math.max(limit.get(row.collection_id ?? '') ?? 0, row.count));
  const found = await publishedCollectionsById(db, shop.store.id, [...limit.keys()]);
  await Promise.all(
    found.map(async (collection) => {
      const page = await productCards(db, shop.store.id, {
        where: collectionMembers(collection),
        sort: collection.sort,
        limit: limit.get(collection.id) ?? 0,
      });
      cards.set(collection.id, page.list);
    }),
  );
  return cards;
}

interface Drawing {
  shop: ShopContext;
  sizes: Sizes;
  catalogs: TileCatalog[];
  blog: BlogEntry[];
}

/** A section that needs no product cards, drawn from what was read for the whole page; null to leave it out. */
function drawSection(
  section: Exclude<Section, Of<'products'>> & { id: string },
  { shop, sizes, catalogs, blog }: Drawing,
): ShopHomeSection | null {
  const { id } = section;
  const picture = (p: Picked, size: GridImageSize, href = p.link ?? ''): ShopHomePicture => ({
    image: shopImage(p.image, p.alt, sizes),
    href: href === '' ? null : savedLinkHref(shop, href),
    ...sizeOf(size),
  });
  const slide = (s: Of<'banner'>['slide']) => ({
    ...picture(s, BANNER_SIZE),
    heading: s.heading,
    text: s.text,
    button: s.button,
  });
  switch (section.kind) {
    case 'banner':
      return { id, kind: 'banner', slide: slide(section.slide) };
    case 'slider':
      return { id, kind: 'slider', slides: section.slides.map(slide), seconds: section.seconds };
    case 'catalogs': {
      const listed = section.catalog_ids.flatMap((cid) => catalogs.find((c) => c.id === cid) ?? []);
      const shown = section.catalog_ids.length > 0 ? listed : catalogs.filter((c) => c.highlighted);
      if (shown.length === 0) return null;
      return {
        id,
        kind: 'catalogs',
        title: section.title,
        catalogs: shown.map((c) => ({
          name: c.name,
          href: `${shop.store.base}/c/${c.slug}`,
          description: c.description,
          image: c.cover ? shopImage(c.cover, '', sizes) : null,
        })),
      };
    }
    case 'image_grid': {
      const slots = IMAGE_GRIDS[section.grid].slots;
      const images = section.images.map((p, i) => picture(p, slots[i] ?? slots[0]));
      return { id, kind: 'image_grid', grid: section.grid, title: section.title, images };
    }
    case 'multi_grid': {
      const { size } = MULTI_GRIDS[section.grid];
      const tiles = section.tiles.map((t) => ({ ...picture(t, size), caption: t.caption }));
      return { id, kind: 'multi_grid', grid: section.grid, title: section.title, tiles };
    }
    case 'instagram': {
      const large = section.grid === 'instagram_4';
      const images = section.images.map((p, i) =>
        picture(p, large && i === 0 ? '800x800' : INSTAGRAM_SIZE, section.profile),
      );
      const profile = section.profile === '' ? null : section.profile;
      return { id, kind: 'instagram', grid: section.grid, title: section.title, profile, images };
    }
    case 'blog': {
      // A store without a blog, or none live yet, shows its newest pages here instead.
      const posts = blog.slice(0, section.count).map((entry) => ({
        title: entry.title,
        excerpt: entry.excerpt || metaDescription(entry.body),
        href: `${shop.store.base}/${entry.kind === 'post' ? 'blog' : 'pages'}/${entry.slug}`,
      }));
      return posts.length > 0 ? { id, kind: 'blog', title: section.title, posts } : null;
    }
    case 'text':
      return { id, kind: 'text', heading: section.heading, html: section.body, style: section.style };
    case 'video': {
      const embed = videoEmbed(section.url);
      return embed ? { id, kind: 'video', title: section.title, embed } : null;
    }
  }
}

import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { AD_PLACEMENT_PAGE, AD_PLACEMENTS, type AdPlacement, utcDayOf } from '@stallfront/shared';
import type { ShopAd } from '@stallfront/shared/shop';
import type { Db } from '../../db/client.js';
import { adOrders, adSlots, products, storeSettings } from '../../db/schema/index.js';
import { isUuid } from '../../platform/uuid.js';
import { productHref, shopImage } from './cards.js';
import type { ShopTools } from './form-routes.js';
import type { LoadResult } from './pages.js';
import { mediaSizes } from './shop.repo.js';
import type { ShopContext } from './shop-store.js';

/**
 * Vendors' ads in the shop (/features/ad-management). A page that has a placement draws the
 * approved ads whose days include today (UTC days, docs/decisions.md "Ads") in the kept HTML,
 * which lives a minute at most and is dropped when an order's status changes: so counting must
 * not be done while rendering. An impression is counted by the ad's 1×1 beacon image, which is
 * never cached; a click goes through `/ad/{id}`, which counts it and redirects to the product.
 */
const placementsOn = (pageKind: string): AdPlacement[] =>
  AD_PLACEMENTS.filter((placement) => AD_PLACEMENT_PAGE[placement] === pageKind);

const runningNow = (storeId: string, today: string) =>
  and(
    eq(adOrders.storeId, storeId),
    eq(adOrders.status, 'approved'),
    lte(adOrders.startsOn, today),
    gt(adOrders.endsOn, today),
  );

/** Ads off in the store's settings (on until saved otherwise). */
const adsOff = (storeId: string) =>
  sql<boolean>`exists(select 1 from ${storeSettings} where ${storeSettings.storeId} = ${storeId}
    and ${storeSettings.key} = 'ad_management' and ${storeSettings.value} ->> 'enabled' = 'false')`;

export async function shopAdsOf(db: Db, shop: ShopContext, pageKind: string, now: Date): Promise<ShopAd[]> {
  const placements = placementsOn(pageKind);
  if (placements.length === 0 || !shop.features.includes('ad_management')) return [];
  const today = utcDayOf(now);
  const rows = await db
    .select({
      id: adOrders.id,
      title: adOrders.title,
      placement: adOrders.placement,
      slotId: adSlots.id,
      size: adSlots.size,
      maxRunning: adSlots.maxRunning,
      productName: products.name,
      images: products.images,
      adImage: adOrders.imageUrl,
      off: adsOff(shop.store.id),
    })
    .from(adOrders)
    .innerJoin(adSlots, eq(adSlots.id, adOrders.slotId))
    .innerJoin(
      products,
      and(eq(products.id, adOrders.productId), eq(products.status, 'active'), eq(products.archived, false)),
    )
    .where(and(runningNow(shop.store.id, today), inArray(adOrders.placement, placements)))
    .orderBy(asc(adOrders.startsOn), asc(adOrders.createdAt))
    .limit(40);
  if (rows.length === 0 || rows[0]?.off) return [];
  const shown = new Map<string, number>();
  const kept = rows.filter((row) => {
    const n = shown.get(row.slotId) ?? 0;
    shown.set(row.slotId, n + 1);
    return n < row.maxRunning;
  });
  // The ad's own picture when the vendor uploaded one, else its product's first.
  const pictureOf = (row: (typeof kept)[number]) =>
    row.adImage ? { url: row.adImage, alt: row.title } : row.images[0];
  const pictures = kept.map((row) => pictureOf(row)?.url).filter((url): url is string => Boolean(url));
  const sizes = await mediaSizes(db, shop.store.id, pictures);
  const base = shop.store.base;
  return kept.map((row) => {
    const picture = pictureOf(row);
    return {
      id: row.id,
      placement: row.placement,
      title: row.title,
      product_name: row.productName,
      size: row.size,
      image: picture ? shopImage(picture.url, picture.alt || row.productName, sizes) : null,
      href: `${base}/ad/${row.id}`,
      beacon: `${base}/ad/${row.id}/seen.gif`,
    };
  });
}

/** A page's result with the ads of its placements beside it. */
export async function withShopAds(db: Db, shop: ShopContext, result: LoadResult, now: Date): Promise<LoadResult> {
  if (result.kind !== 'page') return result;
  const ads = await shopAdsOf(db, shop, result.page.kind, now);
  return ads.length ? { ...result, ads } : result;
}

/** The smallest transparent GIF: what the beacon answers. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The click and impression counters: `/ad/{id}` (count, then to the product) and `/ad/{id}/seen.gif`. */
export function installAdRoutes(app: FastifyInstance, prefix: string, _form: RouteShorthandOptions, tools: ShopTools) {
  const { db } = app.ctx;
  /** Counts on an ad of this shop that runs today; answers its product's slug, or null. */
  async function count(shop: ShopContext, id: string, what: 'clicks' | 'impressions') {
    if (!isUuid(id) || !shop.features.includes('ad_management')) return null;
    const today = utcDayOf(app.ctx.now());
    const column = what === 'clicks' ? adOrders.clicks : adOrders.impressions;
    const [row] = await db
      .update(adOrders)
      .set({ [what]: sql`${column} + 1` })
      .where(and(eq(adOrders.id, id), runningNow(shop.store.id, today)))
      .returning({ productId: adOrders.productId });
    if (!row?.productId) return null;
    const [product] = await db.select({ slug: products.slug }).from(products).where(eq(products.id, row.productId));
    return product?.slug ?? null;
  }
  app.get(`${prefix}/ad/:id`, tools.html, async (req, reply) => {
    const shop = await tools.shopOf(req);
    reply.header('cache-control', 'no-store');
    if (!shop) return reply.redirect('/', 302);
    const slug = await count(shop, (req.params as { id: string }).id, 'clicks');
    // An ad that ended (a page kept from before) still takes the shopper somewhere: the shop's home.
    return reply.redirect(slug ? productHref(shop, slug) : `${shop.store.base}/`, 302);
  });
  app.get(`${prefix}/ad/:id/seen.gif`, tools.html, async (req, reply) => {
    const shop = await tools.shopOf(req);
    if (shop) await count(shop, (req.params as { id: string }).id, 'impressions');
    return reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
  });
}

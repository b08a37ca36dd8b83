import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { storyLinkHref, type StorySlide } from '@stallfront/shared/web-stories';
import { type AmpStoryData, metaDescription, type ShopStoryCard } from '@stallfront/shared/shop';
import { renderAmpStory } from '@stallfront/storefront';
import type { Db } from '../../db/client.js';
import { webStories } from '../../db/schema/index.js';
import { owned } from '../../platform/store-scope.js';
import { shopImage } from './cards.js';
import type { ShopTools } from './form-routes.js';
import { CachedPage, sendPublicPage } from './page-cache.js';
import { type Loader, notFound } from './pages.js';
import { absoluteUrl, canonicalOf, seoOf, listSitemapUrls } from './seo.js';
import { mediaSizes } from './shop.repo.js';
import type { ShopContext } from './shop-store.js';

/** The shop has web stories where the store has the web stories feature. */
export const hasStories = (shop: ShopContext) => shop.features.includes('web_stories');

/** The list shows this many stories, newest first. */
const STORIES_SHOWN = 60;
const MISSING = 'This story does not exist or is not published.';

/**
 * An AMP page runs AMP's scripts from its CDN and nothing else; its pictures and videos may be any
 * https address, as the merchant's are. AMP caches serve their own copy, so nothing frames ours.
 */
const AMP_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://cdn.ampproject.org",
  "style-src 'self' 'unsafe-inline' https://cdn.ampproject.org",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "connect-src 'self' https://cdn.ampproject.org",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const published = (shop: ShopContext) => owned(webStories, shop.store.id, eq(webStories.status, 'published'));

async function publishedBySlug(db: Db, shop: ShopContext, slug: string) {
  const [row] = await db
    .select()
    .from(webStories)
    .where(and(published(shop), sql`lower(${webStories.slug}) = lower(${slug})`));
  return row ?? null;
}

/** /stories: the published stories' posters, newest first. */
export const loadStories: Loader = async ({ db, shop }) => {
  if (!hasStories(shop)) return notFound('This shop has no stories.');
  const rows = await db
    .select({ name: webStories.name, slug: webStories.slug, poster: webStories.poster, slides: webStories.slides })
    .from(webStories)
    .where(published(shop))
    .orderBy(desc(webStories.createdAt), desc(webStories.id))
    .limit(STORIES_SHOWN);
  const sizes = await mediaSizes(
    db,
    shop.store.id,
    rows.map((r) => r.poster),
  );
  const stories: ShopStoryCard[] = rows.map((row) => ({
    title: row.name,
    href: `${shop.store.base}/stories/${row.slug}`,
    poster: row.poster ? shopImage(row.poster, row.name, sizes) : null,
    slides: row.slides.length,
  }));
  return {
    kind: 'page',
    page: { kind: 'stories', data: { stories } },
    seo: seoOf(shop, '/stories', {
      title: `Stories | ${shop.store.name}`,
      description: `Tap-through stories from ${shop.store.name}.`,
    }),
  };
};

/** What the AMP document of a published story is drawn from: every address absolute, on the canonical host. */
export function ampStoryOf(
  shop: ShopContext,
  row: { name: string; slug: string; poster: string; slides: StorySlide[] },
): AmpStoryData {
  const url = (address: string) => absoluteUrl(shop, address);
  const poster = url(row.poster);
  const first = row.slides[0];
  return {
    lang: 'en',
    title: row.name,
    page_title: `${row.name} | ${shop.store.name}`,
    description: metaDescription(`${first?.headline ?? ''} ${first?.text ?? ''}`) || `A story from ${shop.store.name}.`,
    canonical: canonicalOf(shop, `/stories/${row.slug}`),
    publisher: shop.store.name,
    publisher_logo: shop.store.logo ? url(shop.store.logo) : poster,
    poster,
    accent: shop.store.primary,
    slides: row.slides.map((slide) => ({
      media_type: slide.media_type,
      media: url(slide.media),
      poster: slide.media_type === 'video' && slide.poster ? url(slide.poster) : null,
      headline: slide.headline,
      text: slide.text,
      link: slide.link ? { href: storyLinkHref(shop.canonicalBase, slide.link), label: slide.link_label } : null,
      seconds: slide.seconds,
    })),
  };
}

/** /stories/{slug}: a published story as an AMP story document, the same for every visitor. */
export function installStoryRoutes(
  app: FastifyInstance,
  prefix: string,
  _form: RouteShorthandOptions,
  tools: ShopTools,
) {
  app.get(`${prefix}/stories/:slug`, tools.html, async (req, reply) => {
    const shop = await tools.shopOf(req);
    const row =
      shop && hasStories(shop) ? await publishedBySlug(app.ctx.db, shop, (req.params as { slug: string }).slug) : null;
    if (!shop || !row) return tools.send(reply, req, shop, notFound(MISSING));
    reply.header('content-security-policy', AMP_PAGE_POLICY);
    const page = new CachedPage(renderAmpStory(ampStoryOf(shop, row)));
    return sendPublicPage(req, reply, page, { kept: false, shared: true });
  });
}

/** The stories' addresses for the sitemap: their list and each published story. */
export async function storySitemapUrls(db: Db, shop: ShopContext) {
  if (!hasStories(shop)) return [];
  const rows = await db
    .select({ slug: webStories.slug, updatedAt: webStories.updatedAt })
    .from(webStories)
    .where(published(shop))
    .orderBy(desc(webStories.createdAt));
  return listSitemapUrls(shop, '/stories', rows);
}

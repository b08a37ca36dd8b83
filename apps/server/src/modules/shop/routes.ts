import cookie from '@fastify/cookie';
import csrf from '@fastify/csrf-protection';
import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  formErrors,
  type ShopDocument,
  type ShopListQuery,
  type ShopReviewFormState,
  type ShopSeo,
  shopListQuery,
  shopReviewForm,
  shopTakesReviews,
  withoutPrices,
} from '@stallfront/shared/shop';
import { FINDER_QUERY_KEYS } from '@stallfront/shared/shop-assistant';
import { renderShopPage, type ShopAssets } from '@stallfront/storefront';
import { HttpError } from '../../platform/errors.js';
import { productHref } from './cards.js';
import { CUSTOM_DOMAIN, hostNameOf } from './host-constraint.js';
import { type LoadResult, type Loader, loadCatalog, loadProduct, loadSearch, notFound } from './pages.js';
import { loadHome } from './home.js';
import { framableBySelf } from '../../platform/security-headers.js';
import { previewSigner } from '../website/layout-preview.js';
import { createShopReview } from './review.service.js';
import { seoOf } from './seo.js';
import { findShop, type ShopContext, shopRowCache } from './shop-store.js';
import { visibleProductBySlug } from './shop.repo.js';
import { googleShoppingFeed } from './google-feed.js';
import { robotsTxt, sitemapFile, sitemapRoot } from './sitemap.js';
import { installAccountRoutes } from './account.routes.js';
import { installAddonFileRoutes } from './addon-file.routes.js';
import { installBookingRoutes } from './booking.routes.js';
import { installCheckoutRoutes } from './checkout.routes.js';
import { installOrderRoutes } from './order.routes.js';
import { installGiftCardRoutes } from './gift-card.routes.js';
import type { ShopTools } from './form-routes.js';
import { installRequestRoutes } from './request.routes.js';
import { installFeedbackRoutes } from './feedback.routes.js';
import { installNewsletterRoutes } from './newsletter.routes.js';
import type { ProductForms } from './product-forms.js';
import { CUSTOMER_COOKIE, everyonesVisitor, noteVisitor, type PageVisitor, visitorOf } from './visitor.js';
import { CachedPage, sendPublicPage, shopPageCache } from './page-cache.js';
import { CROSS_SITE_FORM, shopFormGuard } from './form-guard.js';
import { installShopHooks } from './shop-hooks.js';
import { siteBitsOf } from './site-bits.js';
import { loadContentPage, loadPolicy } from './content-pages.js';
import { blogFeed, loadBlog, loadBlogCategory, loadBlogPost } from './blog.js';
import { installBlogCommentRoutes } from './blog-comment.routes.js';
import { installRecipeRoutes, loadRecipe, loadRecipes } from './recipes.js';
import { loadArticle, loadArticles } from './articles.js';
import { loadCollection } from './collection.js';
import { loadFinder } from './finder.js';
import { installStoryRoutes, loadStories } from './stories.js';
import { installVisitCounting } from './visits.js';
import { installAdRoutes, withShopAds } from './ads.js';

/**
 * The shop's pages: a path under the shop's base and the loader that fills it. A public page is
 * the same for every visitor (their bits come from a cookie, shared/shop/visitor.ts), so the node
 * keeps it and a CDN may; `public` says when, by the query the page was asked with.
 */
const PAGES: { path: string; load: Loader; public: (query: ShopListQuery) => boolean }[] = [
  { path: '/', load: loadHome, public: () => true },
  { path: '/c/:slug', load: loadCatalog, public: () => true },
  { path: '/p/:slug', load: loadProduct, public: () => true },
  // Results of a typed search are many and rarely asked twice.
  { path: '/search', load: loadSearch, public: (query) => !query.q },
  { path: '/pages/:slug', load: loadContentPage, public: () => true },
  { path: '/policies/:kind', load: loadPolicy, public: () => true },
  { path: '/blog', load: loadBlog, public: () => true },
  { path: '/blog/:slug', load: loadBlogPost, public: () => true },
  { path: '/blog/category/:slug', load: loadBlogCategory, public: () => true },
  { path: '/recipes', load: loadRecipes, public: () => true },
  { path: '/recipes/:slug', load: loadRecipe, public: () => true },
  { path: '/articles', load: loadArticles, public: () => true },
  { path: '/articles/:slug', load: loadArticle, public: () => true },
  { path: '/collections/:slug', load: loadCollection, public: () => true },
  // A finder's answers are many and rarely asked twice, as a search's words.
  { path: '/finder/:slug', load: loadFinder, public: (query) => !FINDER_QUERY_KEYS.some((key) => query[key]) },
  { path: '/stories', load: loadStories, public: () => true },
];

/** The shop's plain files, built from the store's rows. */
const FILES: {
  path: string;
  type: string;
  body: (req: FastifyRequest, shop: ShopContext) => Promise<string | null>;
}[] = [
  {
    path: '/sitemap.xml',
    type: 'application/xml; charset=utf-8',
    body: (req, shop) => sitemapRoot(req.server.ctx.db, shop, req.server.ctx.now()),
  },
  {
    path: '/sitemaps/:file',
    type: 'application/xml; charset=utf-8',
    body: async (req, shop) => {
      const match = /^([1-9]\d{0,5})\.xml$/.exec((req.params as { file: string }).file);
      return match ? sitemapFile(req.server.ctx.db, shop, req.server.ctx.now(), Number(match[1])) : null;
    },
  },
  { path: '/robots.txt', type: 'text/plain; charset=utf-8', body: async (_req, shop) => robotsTxt(shop) },
  {
    path: '/blog/feed.xml',
    type: 'application/atom+xml; charset=utf-8',
    body: (req, shop) => blogFeed(req.server.ctx.db, shop, req.server.ctx.now()),
  },
  {
    path: '/google-shopping.xml',
    type: 'application/xml; charset=utf-8',
    body: (req, shop) => googleShoppingFeed(req.server.ctx.db, shop),
  },
];

/** Where every shop route is mounted: under /s/{sub_domain} on any host, and at the root of a verified custom domain. */
const MOUNTS: { prefix: string; options: RouteShorthandOptions }[] = [
  { prefix: '/s/:sub', options: {} },
  { prefix: '', options: { constraints: { shopHost: CUSTOM_DOMAIN } } },
];

/** Text a person reads in an error page: the field prefix of a 400 message ("cursor: …") left out. */
const readable = (message: string) => message.replace(/^[a-z_.]+: /, '');

export async function shopRoutes(app: FastifyInstance, { assets }: { assets: ShopAssets }): Promise<void> {
  const { db, config } = app.ctx;
  await app.register(formBody, { bodyLimit: 16 * 1024 });
  await app.register(cookie);
  // A form post that does not say where it came from (form-guard.ts) must carry its page's token
  // as _csrf; the secret rides in an HttpOnly cookie.
  await app.register(csrf, { cookieOpts: { path: '/', sameSite: 'lax', httpOnly: true } });
  installShopHooks(app);
  const pages = config.SHOP_PAGE_CACHE_MB > 0 ? shopPageCache(app.ctx.onChange, config.SHOP_PAGE_CACHE_MB) : null;

  const rows = shopRowCache(app.ctx.onChange);
  // The shop each request's handler found: the visit counter counts the request against it.
  const shopsOfRequests = new WeakMap<FastifyRequest, ShopContext>();
  installVisitCounting(app, (req) => shopsOfRequests.get(req));
  const shopOf = async (req: FastifyRequest) => {
    const sub = (req.params as { sub?: string }).sub;
    const shop = await findShop(
      db,
      rows,
      sub === undefined ? { by: 'domain', domain: hostNameOf(req.raw) } : { by: 'sub_domain', subDomain: sub },
      config.PUBLIC_URL,
      app.ctx.now(),
    );
    if (shop) shopsOfRequests.set(req, shop);
    return shop;
  };

  /** The head of an error page: never indexed; its canonical is the address asked for. */
  function errorSeo(shop: ShopContext | null, path: string, title: string, message: string): ShopSeo {
    if (shop) {
      const within = path.slice(shop.store.base.length) || '/';
      return seoOf(shop, within, { title: `${title} | ${shop.store.name}`, description: message, noindex: true });
    }
    const canonical = `${config.PUBLIC_URL.replace(/\/$/, '')}${path}`;
    return { title, description: message, canonical, og_type: 'website', og_image: null, json_ld: [], noindex: true };
  }

  /** A page, an error page or a redirect drawn for this visitor: never kept by a browser or CDN. */
  async function send(reply: FastifyReply, req: FastifyRequest, shop: ShopContext | null, result: LoadResult) {
    reply.header('cache-control', 'no-store');
    if (result.kind === 'redirect') {
      // A form's redirect may lead to a public page: the visitor cookie must say what the form changed.
      if (req.method === 'POST' && shop) await noteVisitor(req, reply, shop);
      return reply.redirect(result.to, result.status);
    }
    const visitor = await visitorOf(req, reply, shop);
    return reply
      .status(result.kind === 'page' ? (result.status ?? 200) : result.status)
      .type('text/html; charset=utf-8')
      .send(render(req, shop, result, visitor));
  }

  function render(
    req: FastifyRequest,
    shop: ShopContext | null,
    result: Exclude<LoadResult, { kind: 'redirect' }>,
    visitor: PageVisitor,
  ) {
    const pageKind = result.kind === 'page' ? result.page.kind : 'error';
    // A store that keeps its prices for signed-in buyers shows them to a visitor signed in to its accounts.
    const hidePrices = shop?.store.prices_hidden === true && visitor.customer === null;
    const base = {
      store: shop ? { ...shop.store, prices_hidden: hidePrices } : null,
      menu: shop?.menu ?? [],
      ...siteBitsOf(shop, pageKind, req.server.ctx.now()),
      ...visitor,
    };
    const doc: ShopDocument =
      result.kind === 'page'
        ? { ...base, seo: result.seo, page: result.page, ads: result.ads ?? [] }
        : {
            ...base,
            seo: errorSeo(shop, req.url.split('?')[0] ?? '/', result.title, result.message),
            page: { kind: 'error', data: { status: result.status, title: result.title, message: result.message } },
          };
    return renderShopPage(hidePrices ? withoutPrices(doc) : doc, assets);
  }

  const unknownShop: LoadResult = {
    kind: 'error',
    status: 404,
    title: 'Shop not found',
    message: 'There is no shop at this address.',
  };

  /** Runs a loader; a 4xx it throws (a bad cursor) becomes that error page. */
  async function run(
    load: Loader,
    shop: ShopContext,
    req: FastifyRequest,
    query: ShopListQuery,
    forms: { reviewForm?: ShopReviewFormState; forms?: ProductForms; draft?: boolean } = {},
  ) {
    try {
      const loaded = await load({
        db,
        shop,
        params: req.params as Record<string, string>,
        query,
        ...forms,
        now: app.ctx.now(),
      });
      return await withShopAds(db, shop, loaded, app.ctx.now());
    } catch (err) {
      if (!(err instanceof HttpError) || err.statusCode >= 500) throw err;
      return {
        kind: 'error',
        status: err.statusCode,
        title: 'This link did not work',
        message: readable(err.message),
      } as const;
    }
  }

  /** The home page asked for with a preview token signed for this store that has not run out. */
  async function previewing(req: FastifyRequest, shop: ShopContext) {
    const token = (req.query as { preview?: unknown }).preview;
    if (typeof token !== 'string' || token === '' || token.length > 200) return false;
    return (await previewSigner(db)).verify(token, shop.store.id, app.ctx.now());
  }

  function page({ load, public: isPublic }: (typeof PAGES)[number]) {
    return async (req: FastifyRequest, reply: FastifyReply) => {
      const shop = await shopOf(req);
      if (!shop) return send(reply, req, null, unknownShop);
      const query = shopListQuery.safeParse(req.query);
      if (!query.success) {
        const message = query.error.issues.map((i) => i.message).join('; ');
        return send(reply, req, shop, { kind: 'error', status: 400, title: 'This link did not work', message });
      }
      if (load === loadHome && (await previewing(req, shop))) {
        // The draft, for whoever holds a signed address (the console's frame): never kept, never indexed.
        const policy = reply.getHeader('content-security-policy');
        if (typeof policy === 'string') reply.header('content-security-policy', framableBySelf(policy));
        reply.header('x-frame-options', 'SAMEORIGIN');
        return send(reply, req, shop, await run(load, shop, req, query.data, { draft: true }));
      }
      // A buyer who may be signed in to a store that keeps its prices for them: drawn for them alone.
      const mayShowPrices = shop.store.prices_hidden && req.cookies[CUSTOMER_COOKIE] !== undefined;
      if (!isPublic(query.data) || mayShowPrices) return send(reply, req, shop, await run(load, shop, req, query.data));
      // Only the query the page reads tells pages apart (?utm_source=… is the same page).
      const address = `${req.url.split('?')[0]}?${JSON.stringify(query.data)}`;
      // A CDN must not hand the page without prices to a buyer who signs in.
      const shared = !shop.store.prices_hidden;
      const kept = pages?.find(shop.store.id, address);
      if (kept) return sendPublicPage(req, reply, kept, { kept: true, shared });
      const version = pages?.version(shop.store.id);
      const result = await run(load, shop, req, query.data);
      if (result.kind !== 'page' || (result.status ?? 200) !== 200 || result.live) {
        return send(reply, req, shop, result);
      }
      const rendered = new CachedPage(render(req, shop, result, everyonesVisitor(shop)));
      if (version !== undefined) pages?.keep(shop.store.id, version, address, rendered);
      return sendPublicPage(req, reply, rendered, { kept: false, shared });
    };
  }

  async function postReview(req: FastifyRequest, reply: FastifyReply) {
    const shop = await shopOf(req);
    if (!shop) return send(reply, req, null, unknownShop);
    const slug = (req.params as { slug: string }).slug;
    const product = await visibleProductBySlug(db, shop.store.id, slug);
    if (!product || !shopTakesReviews(shop.store)) {
      return send(reply, req, shop, notFound('This product does not exist or is no longer sold.'));
    }
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const form = shopReviewForm.safeParse(body);
    if (!form.success) {
      const values: Record<string, string> = {};
      for (const key of ['customer_name', 'rating', 'title', 'body']) {
        if (typeof body[key] === 'string') values[key] = (body[key] as string).slice(0, 2000);
      }
      const reviewForm = { values, errors: formErrors(form.error), sent: false };
      return send(reply, req, shop, await run(loadProduct, shop, req, { sort: 'newest' }, { reviewForm }));
    }
    await createShopReview(db, shop.store.id, product.id, form.data);
    return reply.redirect(`${productHref(shop, product.slug)}?review=sent#reviews`, 303);
  }

  // A form without its page's token (stale, or posted from another site) gets a page, not JSON.
  app.setErrorHandler(async (error: { code?: string; statusCode?: number; message?: string }, req, reply) => {
    // A form sent too often (a rate-limited form, such as feedback) gets the shop's page too.
    if (error.statusCode === 429) {
      const message = error.message ?? 'Try again in a minute.';
      return send(reply, req, await shopOf(req), { kind: 'error', status: 429, title: 'Too many tries', message });
    }
    if (error.code === CROSS_SITE_FORM) {
      const message = 'Forms of this shop are only taken from its own pages. Open the shop and send it there.';
      return send(reply, req, await shopOf(req), {
        kind: 'error',
        status: 403,
        title: 'This form came from another site',
        message,
      });
    }
    if (error.code !== 'FST_CSRF_INVALID_TOKEN' && error.code !== 'FST_CSRF_MISSING_SECRET') throw error;
    const shop = await shopOf(req);
    const message = 'Go back, reload the page and send the form again.';
    return send(reply, req, shop, { kind: 'error', status: 403, title: 'This form has expired', message });
  });

  // HTML pages are compressed on the fly like API answers (the console's files are compressed at build time).
  const html = { compress: {} } as RouteShorthandOptions;
  for (const { prefix, options } of MOUNTS) {
    for (const entry of PAGES) app.get(`${prefix}${entry.path}`, { ...options, ...html }, page(entry));
    for (const file of FILES) {
      app.get(`${prefix}${file.path}`, { ...options, ...html }, async (req, reply) => {
        const shop = await shopOf(req);
        const body = shop ? await file.body(req, shop) : null;
        if (body === null) return send(reply, req, shop, shop ? notFound('There is no such file.') : unknownShop);
        return reply.type(file.type).send(body);
      });
    }
    const form = { ...options, ...html, bodyLimit: 16 * 1024, preHandler: shopFormGuard(app) };
    app.post(`${prefix}/p/:slug/reviews`, form, postReview);
    const tools: ShopTools = {
      shopOf,
      send,
      html: { ...options, ...html },
      productPage: (req, shop, forms) => run(loadProduct, shop, req, { sort: 'newest' }, { forms }),
    };
    for (const install of [
      installCheckoutRoutes,
      installOrderRoutes,
      installAddonFileRoutes,
      installRequestRoutes,
      installFeedbackRoutes,
      installNewsletterRoutes,
      installBookingRoutes,
      installGiftCardRoutes,
      installAccountRoutes,
      installRecipeRoutes,
      installBlogCommentRoutes,
      installStoryRoutes,
      installAdRoutes,
    ]) {
      install(app, prefix, form, tools);
    }
    // Anything else under the shop is its 404 page.
    app.get(`${prefix}/*`, { ...options, ...html }, async (req, reply) => {
      const shop = await shopOf(req);
      return send(reply, req, shop, shop ? notFound('This page does not exist.') : unknownShop);
    });
  }
  app.get('/s/:sub', (req, reply) =>
    reply.redirect(`/s/${encodeURIComponent((req.params as { sub: string }).sub)}/`, 301),
  );
}

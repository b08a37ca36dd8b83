import { dayIn } from '@stallfront/shared';
import {
  blogPostingJsonLd,
  emptyForm,
  escapeXml,
  metaDescription,
  type ShopBlogCard,
  type ShopBlogComments,
  type ShopFormState,
  type ShopProductCard,
} from '@stallfront/shared/shop';
import type { Db } from '../../db/client.js';
import { approvedComments } from '../blogs/advanced-blogs.service.js';
import { categoriesWithLivePosts, categoryBySlug, type LivePostRow, livePostBySlug, livePosts } from './blog.repo.js';
import { shopImage, toCards } from './cards.js';
import { type LoadInput, type LoadResult, type Loader, notFound } from './pages.js';
import { absoluteUrl, canonicalOf, seoOf, trailJsonLd } from './seo.js';
import { mediaSizes, productCards } from './shop.repo.js';
import type { ShopContext } from './shop-store.js';

/** Posts on a page of the blog's list, and in its feed. */
const BLOG_PAGE_SIZE = 12;
const FEED_SIZE = 20;

/** The shop has a blog where the store has the blogs feature. */
export const hasBlog = (shop: ShopContext) => shop.features.includes('blogs');

/** The blog has categories, products in posts and comments where the store has the advanced blog too. */
export const hasAdvancedBlog = (shop: ShopContext) => hasBlog(shop) && shop.features.includes('advanced_blogs');

const scopeOf = (shop: ShopContext, now: Date) => ({
  storeId: shop.store.id,
  timeZone: shop.timeZone,
  today: dayIn(now, shop.timeZone),
});

const blogHref = (shop: ShopContext, tag?: string) =>
  `${shop.store.base}/blog${tag ? `?tag=${encodeURIComponent(tag)}` : ''}`;
const categoryPath = (slug: string) => `/blog/category/${slug}`;

/** The cards of live posts, their covers with the sizes the media store keeps. */
async function cardsOf(db: Db, shop: ShopContext, rows: LivePostRow[]): Promise<ShopBlogCard[]> {
  const sizes = await mediaSizes(
    db,
    shop.store.id,
    rows.flatMap((r) => (r.cover ? [r.cover] : [])),
  );
  return rows.map((row) => ({
    title: row.title,
    href: `${shop.store.base}/blog/${row.slug}`,
    excerpt: row.excerpt || metaDescription(row.body, 200),
    cover: row.cover ? shopImage(row.cover, row.title, sizes) : null,
    author: row.author,
    published_on: row.publishedOn,
    tags: row.tags.map((tag) => ({ name: tag, href: blogHref(shop, tag) })),
    // A store that lost the advanced blog keeps its categories, but the shop no longer shows them.
    category:
      hasAdvancedBlog(shop) && row.category
        ? { name: row.category.name, href: `${shop.store.base}${categoryPath(row.category.slug)}` }
        : null,
  }));
}

/** The newest live posts, for the home page's blog section. */
export async function newestPosts(db: Db, shop: ShopContext, now: Date, count: number): Promise<ShopBlogCard[]> {
  if (!hasBlog(shop)) return [];
  return cardsOf(db, shop, await livePosts(db, scopeOf(shop, now), { limit: count }));
}

/** /blog: the live posts, newest first, a page at a time; ?tag= narrows them to one tag. */
export const loadBlog: Loader = async ({ db, shop, query, now }) => {
  if (!hasBlog(shop)) return notFound('This shop has no blog.');
  const heading = query.tag ? `Posts about ${query.tag}` : 'Blog';
  return postList(db, shop, now, query, {
    path: '/blog',
    href: blogHref(shop, query.tag),
    heading,
    tag: query.tag,
    description: `News, guides and stories from ${shop.store.name}.`,
  });
};

/** /blog/category/{slug}: a category's live posts, paged as the blog is (advanced blogs). */
export const loadBlogCategory: Loader = async ({ db, shop, params, query, now }) => {
  const category = hasAdvancedBlog(shop) ? await categoryBySlug(db, shop.store.id, params.slug ?? '') : null;
  if (!category) return notFound('This category is not in the blog.');
  const path = categoryPath(category.slug);
  return postList(db, shop, now, query, {
    path,
    href: `${shop.store.base}${path}`,
    heading: category.name,
    category,
    description: category.description || `${category.name}: posts from ${shop.store.name}.`,
  });
};

interface ListOf {
  path: string;
  href: string;
  heading: string;
  description: string;
  tag?: string;
  category?: { id: string; name: string; description: string };
}

async function postList(
  db: Db,
  shop: ShopContext,
  now: Date,
  query: LoadInput['query'],
  list: ListOf,
): Promise<LoadResult> {
  const [day, id] = query.after?.split('_') ?? [];
  const after = day && id ? { day, id } : undefined;
  const rows = await livePosts(db, scopeOf(shop, now), {
    limit: BLOG_PAGE_SIZE + 1,
    tag: list.tag,
    categoryId: list.category?.id,
    after,
  });
  const shown = rows.slice(0, BLOG_PAGE_SIZE);
  const last = shown.at(-1);
  const more = rows.length > BLOG_PAGE_SIZE && last;
  const pageHref = (cursor: string) => `${list.href}${list.href.includes('?') ? '&' : '?'}after=${cursor}`;
  return {
    kind: 'page',
    page: {
      kind: 'blog',
      data: {
        heading: list.heading,
        tag: list.tag ? { name: list.tag, all_href: blogHref(shop) } : null,
        category: list.category
          ? { name: list.category.name, description: list.category.description, all_href: blogHref(shop) }
          : null,
        posts: await cardsOf(db, shop, shown),
        next_href: more ? pageHref(`${last.publishedOn}_${last.id}`) : null,
        first_href: after ? list.href : null,
        feed_href: `${shop.store.base}/blog/feed.xml`,
      },
    },
    seo: seoOf(shop, list.path, {
      title: `${list.heading} | ${shop.store.name}`,
      description: list.description,
      // A tag's list and later pages repeat the posts: only first pages of the blog and its categories are indexed.
      noindex: Boolean(list.tag || after),
      feed: canonicalOf(shop, '/blog/feed.xml'),
    }),
  };
}

/** "Products in this post": those the shop shows (hidden, draft, archived ones left out), in the merchant's order. */
async function postProducts(db: Db, shop: ShopContext, ids: string[]): Promise<ShopProductCard[]> {
  if (!hasAdvancedBlog(shop) || ids.length === 0) return [];
  const rows = await productCards(db, shop.store.id, { ids, sort: 'newest', limit: ids.length });
  return toCards(
    shop,
    rows.list.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)),
  );
}

/** A post's approved comments and its form (a refused one comes back with its problems). */
async function postComments(
  db: Db,
  shop: ShopContext,
  post: { id: string; slug: string },
  form: ShopFormState | undefined,
  sent: 'shown' | 'held' | undefined,
): Promise<(ShopBlogComments & { rows: { name: string; body: string; createdAt: Date }[] }) | null> {
  if (!hasAdvancedBlog(shop)) return null;
  const rows = await approvedComments(db, shop.store.id, post.id);
  return {
    rows,
    list: rows.map((row) => ({
      id: row.id,
      name: row.name,
      body: row.body,
      posted_on: dayIn(row.createdAt, shop.timeZone),
    })),
    action: `${shop.store.base}/blog/${post.slug}/comments`,
    form: form ?? emptyForm(),
    sent: form ? null : (sent ?? null),
  };
}

/** /blog/{slug}: a live post; a draft or a post whose day has not come is not there yet. */
export const loadBlogPost: Loader = async ({ db, shop, params, query, now, commentForm }) => {
  if (!hasBlog(shop)) return notFound('This shop has no blog.');
  const row = await livePostBySlug(db, scopeOf(shop, now), params.slug ?? '');
  if (!row) return notFound('This post is not in the blog.');
  const [[card], products, comments] = await Promise.all([
    cardsOf(db, shop, [row]),
    postProducts(db, shop, row.productIds),
    postComments(db, shop, row, commentForm, query.comment),
  ]);
  if (!card) return notFound('This post is not in the blog.');
  const path = `/blog/${row.slug}`;
  const description = row.seoDescription || row.excerpt || metaDescription(row.body);
  const { rows: commentRows, ...commentData } = comments ?? { rows: null };
  const trail = [
    { name: 'Home', href: `${shop.store.base}/` },
    { name: 'Blog', href: blogHref(shop) },
    ...(card.category ? [card.category] : []),
    { name: row.title, href: `${shop.store.base}${path}` },
  ];
  return {
    kind: 'page',
    page: {
      kind: 'blog_post',
      data: {
        ...card,
        html: row.body,
        blog_href: blogHref(shop),
        products,
        comments: comments ? (commentData as ShopBlogComments) : null,
      },
    },
    seo: seoOf(shop, path, {
      title: `${row.seoTitle || row.title} | ${shop.store.name}`,
      description,
      og_image: row.cover ? absoluteUrl(shop, row.cover) : null,
      feed: canonicalOf(shop, '/blog/feed.xml'),
      // The page after a comment is sent repeats the post.
      noindex: Boolean(query.comment),
      json_ld: [
        blogPostingJsonLd({
          title: row.title,
          url: canonicalOf(shop, path),
          description,
          publishedOn: row.publishedOn,
          modified: row.updatedAt.toISOString(),
          author: row.author,
          image: row.cover ? absoluteUrl(shop, row.cover) : null,
          publisher: shop.store.name,
          ...(commentRows
            ? {
                comments: commentRows.map((c) => ({ name: c.name, body: c.body, created: c.createdAt.toISOString() })),
              }
            : {}),
        }),
        trailJsonLd(shop, trail),
      ],
    }),
  };
};

/** /blog/feed.xml: the newest live posts as an Atom feed (RFC 4287); null (a 404) for a shop without a blog. */
export async function blogFeed(db: Db, shop: ShopContext, now: Date): Promise<string | null> {
  if (!hasBlog(shop)) return null;
  const rows = await livePosts(db, scopeOf(shop, now), { limit: FEED_SIZE });
  const blogUrl = canonicalOf(shop, '/blog');
  const updated = rows.reduce((latest, row) => Math.max(latest, row.updatedAt.getTime()), 0);
  const entries = rows.map((row) => {
    const url = canonicalOf(shop, `/blog/${row.slug}`);
    const summary = row.excerpt || metaDescription(row.body, 300);
    return [
      '<entry>',
      `<title>${escapeXml(row.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `<id>${escapeXml(url)}</id>`,
      `<published>${row.publishedOn}T00:00:00Z</published>`,
      `<updated>${row.updatedAt.toISOString()}</updated>`,
      row.author ? `<author><name>${escapeXml(row.author)}</name></author>` : '',
      ...row.tags.map((tag) => `<category term="${escapeXml(tag)}"/>`),
      `<summary>${escapeXml(summary)}</summary>`,
      `<content type="html">${escapeXml(row.body)}</content>`,
      '</entry>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `<title>${escapeXml(`${shop.store.name} blog`)}</title>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(blogUrl)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(canonicalOf(shop, '/blog/feed.xml'))}"/>`,
    `<id>${escapeXml(blogUrl)}</id>`,
    `<updated>${new Date(updated || now.getTime()).toISOString()}</updated>`,
    // A feed whose entries name no author needs one for the whole feed (RFC 4287, 4.1.1).
    `<author><name>${escapeXml(shop.store.name)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** The blog's addresses for the sitemap: its list and each live post, with when it last changed. */
export async function blogSitemapUrls(db: Db, shop: ShopContext, now: Date) {
  if (!hasBlog(shop)) return [];
  const rows = await livePosts(db, scopeOf(shop, now), { limit: 10_000 });
  if (rows.length === 0) return [];
  const categories = hasAdvancedBlog(shop) ? await categoriesWithLivePosts(db, scopeOf(shop, now)) : [];
  return [
    { loc: canonicalOf(shop, '/blog') },
    ...categories.map((category) => ({ loc: canonicalOf(shop, categoryPath(category.slug)) })),
    ...rows.map((row) => ({ loc: canonicalOf(shop, `/blog/${row.slug}`), lastmod: row.updatedAt })),
  ];
}

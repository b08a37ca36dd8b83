import { dayIn } from '@stallfront/shared';
import { blogPostingJsonLd, escapeXml, metaDescription, type ShopBlogCard } from '@stallfront/shared/shop';
import type { Db } from '../../db/client.js';
import { type LivePostRow, livePostBySlug, livePosts } from './blog.repo.js';
import { shopImage } from './cards.js';
import { type Loader, notFound } from './pages.js';
import { absoluteUrl, canonicalOf, seoOf, trailJsonLd } from './seo.js';
import { mediaSizes } from './shop.repo.js';
import type { ShopContext } from './shop-store.js';

/** Posts on a page of the blog's list, and in its feed. */
const BLOG_PAGE_SIZE = 12;
const FEED_SIZE = 20;

/** The shop has a blog where the store has the blogs feature. */
export const hasBlog = (shop: ShopContext) => shop.features.includes('blogs');

const scopeOf = (shop: ShopContext, now: Date) => ({
  storeId: shop.store.id,
  timeZone: shop.timeZone,
  today: dayIn(now, shop.timeZone),
});

const blogHref = (shop: ShopContext, tag?: string) =>
  `${shop.store.base}/blog${tag ? `?tag=${encodeURIComponent(tag)}` : ''}`;

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
  const [day, id] = query.after?.split('_') ?? [];
  const after = day && id ? { day, id } : undefined;
  const rows = await livePosts(db, scopeOf(shop, now), { limit: BLOG_PAGE_SIZE + 1, tag: query.tag, after });
  const shown = rows.slice(0, BLOG_PAGE_SIZE);
  const last = shown.at(-1);
  const more = rows.length > BLOG_PAGE_SIZE && last;
  const pageHref = (cursor: string) => `${blogHref(shop, query.tag)}${query.tag ? '&' : '?'}after=${cursor}`;
  const heading = query.tag ? `Posts about ${query.tag}` : 'Blog';
  return {
    kind: 'page',
    page: {
      kind: 'blog',
      data: {
        heading,
        tag: query.tag ? { name: query.tag, all_href: blogHref(shop) } : null,
        posts: await cardsOf(db, shop, shown),
        next_href: more ? pageHref(`${last.publishedOn}_${last.id}`) : null,
        first_href: after ? blogHref(shop, query.tag) : null,
        feed_href: `${shop.store.base}/blog/feed.xml`,
      },
    },
    seo: seoOf(shop, '/blog', {
      title: `${heading} | ${shop.store.name}`,
      description: `News, guides and stories from ${shop.store.name}.`,
      // A tag's list and later pages repeat the posts: only the first page of all of them is indexed.
      noindex: Boolean(query.tag || after),
      feed: canonicalOf(shop, '/blog/feed.xml'),
    }),
  };
};

/** /blog/{slug}: a live post; a draft or a post whose day has not come is not there yet. */
export const loadBlogPost: Loader = async ({ db, shop, params, now }) => {
  if (!hasBlog(shop)) return notFound('This shop has no blog.');
  const row = await livePostBySlug(db, scopeOf(shop, now), params.slug ?? '');
  if (!row) return notFound('This post is not in the blog.');
  const [card] = await cardsOf(db, shop, [row]);
  if (!card) return notFound('This post is not in the blog.');
  const path = `/blog/${row.slug}`;
  const description = row.seoDescription || row.excerpt || metaDescription(row.body);
  return {
    kind: 'page',
    page: { kind: 'blog_post', data: { ...card, html: row.body, blog_href: blogHref(shop) } },
    seo: seoOf(shop, path, {
      title: `${row.seoTitle || row.title} | ${shop.store.name}`,
      description,
      og_image: row.cover ? absoluteUrl(shop, row.cover) : null,
      feed: canonicalOf(shop, '/blog/feed.xml'),
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
        }),
        trailJsonLd(shop, [
          { name: 'Home', href: `${shop.store.base}/` },
          { name: 'Blog', href: blogHref(shop) },
          { name: row.title, href: `${shop.store.base}${path}` },
        ]),
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
  return [
    { loc: canonicalOf(shop, '/blog') },
    ...rows.map((row) => ({ loc: canonicalOf(shop, `/blog/${row.slug}`), lastmod: row.updatedAt })),
  ];
}

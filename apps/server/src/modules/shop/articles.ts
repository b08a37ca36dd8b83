import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { readingMinutes, sameTopic, wordCount } from '@stallfront/shared/articles';
import { articleJsonLd, metaDescription, type ShopArticleCard, type ShopProductCard } from '@stallfront/shared/shop';
import type { Db } from '../../db/client.js';
import { articles } from '../../db/schema/index.js';
import { owned } from '../../platform/store-scope.js';
import { shopImage, toCards } from './cards.js';
import { type Loader, notFound } from './pages.js';
import { absoluteUrl, canonicalOf, seoOf, trailJsonLd, listSitemapUrls } from './seo.js';
import { mediaSizes, productCards } from './shop.repo.js';
import type { ShopContext } from './shop-store.js';

/** The shop has guides where the store has the articles feature. */
export const hasArticles = (shop: ShopContext) => shop.features.includes('articles');

/** The guides' list shows this many, enough for any store's evergreen guides. */
const ARTICLES_SHOWN = 200;
const MISSING = 'This guide is not in the shop.';

type ArticleRow = typeof articles.$inferSelect;

const published = (shop: ShopContext) => owned(articles, shop.store.id, eq(articles.status, 'published'));
const articlesHref = (shop: ShopContext, topic?: string) =>
  `${shop.store.base}/articles${topic ? `?topic=${encodeURIComponent(topic)}` : ''}`;

async function cardsOf(db: Db, shop: ShopContext, rows: ArticleRow[]): Promise<ShopArticleCard[]> {
  const sizes = await mediaSizes(
    db,
    shop.store.id,
    rows.flatMap((r) => (r.cover ? [r.cover] : [])),
  );
  return rows.map((row) => ({
    title: row.name,
    href: `${shop.store.base}/articles/${row.slug}`,
    summary: row.summary || metaDescription(row.body, 200),
    cover: row.cover ? shopImage(row.cover, row.name, sizes) : null,
    author: row.author,
    topic: row.topic ? { name: row.topic, href: articlesHref(shop, row.topic) } : null,
    reading_minutes: readingMinutes(row.body),
  }));
}

/** The guides' products the shop shows (hidden, draft, archived or deleted ones left out), in the merchant's order. */
async function guideProducts(db: Db, shop: ShopContext, ids: string[]): Promise<ShopProductCard[]> {
  if (ids.length === 0) return [];
  const { list } = await productCards(db, shop.store.id, { ids, sort: 'newest', limit: ids.length });
  const cards = new Map(toCards(shop, list).map((card) => [card.id, card]));
  return ids.flatMap((id) => cards.get(id) ?? []);
}

/** Topics by name (one a topic whatever its case), the articles without one last as "More guides". */
function groupsOf(cards: ShopArticleCard[]) {
  const groups: { topic: string; articles: ShopArticleCard[] }[] = [];
  for (const card of cards) {
    const topic = card.topic?.name ?? '';
    const group = groups.find((g) => sameTopic(g.topic, topic));
    if (group) group.articles.push(card);
    else groups.push({ topic, articles: [card] });
  }
  groups.sort((a, b) => (a.topic === '' ? 1 : b.topic === '' ? -1 : a.topic.localeCompare(b.topic)));
  return groups.map((g) => ({ ...g, topic: g.topic || 'More guides' }));
}

/** /articles: the published guides grouped by topic; ?topic= narrows them to one (not indexed). */
export const loadArticles: Loader = async ({ db, shop, query }) => {
  if (!hasArticles(shop)) return notFound('This shop has no guides.');
  const rows = await db
    .select()
    .from(articles)
    .where(published(shop))
    .orderBy(asc(sql`lower(${articles.name})`))
    .limit(ARTICLES_SHOWN);
  const all = await cardsOf(db, shop, rows);
  const groups = groupsOf(all);
  const narrowedTo = query.topic ? groups.find((g) => sameTopic(g.topic, query.topic ?? '')) : undefined;
  if (query.topic && !narrowedTo) return notFound('No guide of the shop has this topic.');
  const heading = narrowedTo?.topic ?? 'Guides';
  return {
    kind: 'page',
    page: {
      kind: 'articles',
      data: {
        heading,
        topics: groups
          .filter((g) => g.articles[0]?.topic)
          .map((g) => ({ name: g.topic, href: articlesHref(shop, g.topic), current: g === narrowedTo })),
        all_href: articlesHref(shop),
        narrowed: Boolean(narrowedTo),
        groups: narrowedTo ? [narrowedTo] : groups,
      },
    },
    seo: seoOf(shop, '/articles', {
      title: `${heading} | ${shop.store.name}`,
      description: `Care guides, how-tos and buying guides from ${shop.store.name}.`,
      noindex: Boolean(narrowedTo),
    }),
  };
};

/** /articles/{slug}: a published guide with its products; a draft is not there. */
export const loadArticle: Loader = async ({ db, shop, params }) => {
  if (!hasArticles(shop)) return notFound(MISSING);
  const [row] = await db
    .select()
    .from(articles)
    .where(and(published(shop), sql`lower(${articles.slug}) = lower(${params.slug ?? ''})`));
  if (!row) return notFound(MISSING);
  const [[card], products] = await Promise.all([cardsOf(db, shop, [row]), guideProducts(db, shop, row.productIds)]);
  if (!card) return notFound(MISSING);
  const path = `/articles/${row.slug}`;
  const description = row.seoDescription || row.summary || metaDescription(row.body);
  const image = row.cover ? absoluteUrl(shop, row.cover) : null;
  return {
    kind: 'page',
    page: {
      kind: 'article',
      data: {
        ...card,
        // The page starts with the article itself: no summary made from its first words above them.
        summary: row.summary,
        html: row.body,
        updated_on: row.updatedAt.toISOString().slice(0, 10),
        products,
        articles_href: articlesHref(shop),
      },
    },
    seo: seoOf(shop, path, {
      title: `${row.seoTitle || row.name} | ${shop.store.name}`,
      description,
      og_image: image,
      json_ld: [
        articleJsonLd({
          title: row.name,
          url: canonicalOf(shop, path),
          description,
          section: row.topic,
          words: wordCount(row.body),
          minutes: card.reading_minutes,
          created: row.createdAt.toISOString(),
          modified: row.updatedAt.toISOString(),
          author: row.author,
          image,
          publisher: shop.store.name,
        }),
        trailJsonLd(shop, [
          { name: 'Home', href: `${shop.store.base}/` },
          { name: 'Guides', href: articlesHref(shop) },
          ...(row.topic ? [{ name: row.topic, href: articlesHref(shop, row.topic) }] : []),
          { name: row.name, href: `${shop.store.base}${path}` },
        ]),
      ],
    }),
  };
};

/** The guides' addresses for the sitemap: their list and each published guide, with when it last changed. */
export async function articleSitemapUrls(db: Db, shop: ShopContext) {
  if (!hasArticles(shop)) return [];
  const rows = await db
    .select({ slug: articles.slug, updatedAt: articles.updatedAt })
    .from(articles)
    .where(published(shop))
    .orderBy(desc(articles.updatedAt));
  return listSitemapUrls(shop, '/articles', rows);
}

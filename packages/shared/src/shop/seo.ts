import { minorToDecimal } from '../rules/money.js';

/** JSON-LD as schema.org reads it; the shop writes one script block per object. */
export type JsonLd = Record<string, unknown>;

export interface JsonLdOffer {
  sku: string;
  price: number;
  stock: number;
}

export interface JsonLdProductInput {
  name: string;
  description: string;
  url: string;
  sku: string;
  currency: string;
  /** Absolute image addresses. */
  images: string[];
  brand: string;
  /** One per variant, or the product itself when it has none. */
  offers: JsonLdOffer[];
  rating: { average: number; count: number } | null;
  /** Its Google product category's path (rules/taxonomy.ts productCategory), when its catalogs have one. */
  category?: string | null;
}

const availability = (stock: number) => `https://schema.org/${stock > 0 ? 'InStock' : 'OutOfStock'}`;

/** schema.org Product with its offers (one Offer, or an AggregateOffer over variants) and rating. */
export function productJsonLd(p: JsonLdProductInput): JsonLd {
  const price = (minor: number) => minorToDecimal(minor, p.currency);
  const offer = (o: JsonLdOffer): JsonLd => ({
    '@type': 'Offer',
    sku: o.sku,
    price: price(o.price),
    priceCurrency: p.currency,
    availability: availability(o.stock),
    url: p.url,
  });
  const [single] = p.offers;
  const prices = p.offers.map((o) => o.price);
  const offers =
    p.offers.length === 1 && single
      ? offer(single)
      : {
          '@type': 'AggregateOffer',
          priceCurrency: p.currency,
          lowPrice: price(Math.min(...prices)),
          highPrice: price(Math.max(...prices)),
          offerCount: p.offers.length,
          availability: availability(p.offers.reduce((n, o) => n + Math.max(o.stock, 0), 0)),
          offers: p.offers.map(offer),
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    ...(p.description ? { description: p.description } : {}),
    sku: p.sku,
    url: p.url,
    ...(p.images.length ? { image: p.images } : {}),
    brand: { '@type': 'Brand', name: p.brand },
    ...(p.category ? { category: p.category } : {}),
    offers,
    ...(p.rating && p.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(p.rating.average * 10) / 10,
            reviewCount: p.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** schema.org BreadcrumbList from the trail's absolute addresses, first to last. */
export function breadcrumbJsonLd(trail: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** A product's questions and answers as schema.org's FAQPage (the answers are plain text). */
export function faqJsonLd(faqs: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** A blog post as schema.org's BlogPosting: its title, day, author, picture and publisher. */
export function blogPostingJsonLd(post: {
  title: string;
  url: string;
  description: string;
  publishedOn: string;
  modified: string;
  author: string;
  image: string | null;
  publisher: string;
  /** Advanced blogs: the approved comments (the page shows them); left out where the shop takes none. */
  comments?: { name: string; body: string; created: string }[];
  /** Every approved comment, when more are approved than the page shows. */
  commentCount?: number;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    ...(post.comments
      ? {
          commentCount: post.commentCount ?? post.comments.length,
          comment: post.comments.map((c) => ({
            '@type': 'Comment',
            author: { '@type': 'Person', name: c.name },
            text: c.body,
            dateCreated: c.created,
          })),
        }
      : {}),
    headline: post.title,
    url: post.url,
    mainEntityOfPage: post.url,
    description: post.description,
    datePublished: post.publishedOn,
    dateModified: post.modified,
    ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
    ...(post.image ? { image: [post.image] } : {}),
    publisher: { '@type': 'Organization', name: post.publisher },
  };
}

/** A guide as schema.org's Article: its title, words, reading time, author, picture and publisher. */
export function articleJsonLd(article: {
  title: string;
  url: string;
  description: string;
  section: string;
  words: number;
  minutes: number;
  created: string;
  modified: string;
  author: string;
  image: string | null;
  publisher: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    url: article.url,
    mainEntityOfPage: article.url,
    description: article.description,
    ...(article.section ? { articleSection: article.section } : {}),
    wordCount: article.words,
    ...(article.minutes ? { timeRequired: `PT${article.minutes}M` } : {}),
    datePublished: article.created,
    dateModified: article.modified,
    author: article.author
      ? { '@type': 'Person', name: article.author }
      : { '@type': 'Organization', name: article.publisher },
    ...(article.image ? { image: [article.image] } : {}),
    publisher: { '@type': 'Organization', name: article.publisher },
  };
}

/** A recipe as schema.org's Recipe: times as ISO 8601 durations, ingredients and steps in order. */
export function recipeJsonLd(recipe: {
  title: string;
  url: string;
  description: string;
  image: string | null;
  servings: number;
  prep: string | null;
  cook: string | null;
  total: string | null;
  ingredients: string[];
  steps: string[];
  publisher: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    url: recipe.url,
    description: recipe.description,
    ...(recipe.image ? { image: [recipe.image] } : {}),
    recipeYield: `${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}`,
    ...(recipe.prep ? { prepTime: recipe.prep } : {}),
    ...(recipe.cook ? { cookTime: recipe.cook } : {}),
    ...(recipe.total ? { totalTime: recipe.total } : {}),
    recipeIngredient: recipe.ingredients,
    recipeInstructions: recipe.steps.map((text, i) => ({ '@type': 'HowToStep', position: i + 1, text })),
    author: { '@type': 'Organization', name: recipe.publisher },
  };
}

/** Text for XML content or attributes (sitemaps, the shopping feed, SVG): the five special characters escaped. */
export const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/**
 * JSON to put inside a <script> element: `<` is escaped so no text (a product named
 * "</script>…") can close the element, and U+2028/9 so older parsers read it as JSON.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Plain text of a description's HTML, cut at a word to fit a meta description. */
export function metaDescription(html: string, max = 160): string {
  const plain = html
    // A heading is a sentence of its own: "How to measure. Chest: …", not "How to measure Chest: …".
    .replace(/([\p{L}\p{N}])\s*<\/h[1-6]>/giu, '$1. ')
    // Words run on across inline tags ("<b>Jaipur</b>, India"); a block or a line break is a space.
    .replace(/<\/?(?:a|b|strong|i|em|u|s|span|code|mark|small|sub|sup)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

import {
  FOOTER_CONTENT,
  FOOTER_SEO_LINKS,
  type FooterContent,
  type FooterSeoLinks,
  POLICIES,
  type Policies,
  SEARCH_KEYWORDS,
  STORE_SEO,
  type StoreSeo,
} from '@stallfront/shared/website';
import type { Tx } from '../db/client.js';
import { and, eq, inArray } from 'drizzle-orm';
import { products, storePages, storeSettings } from '../db/schema/index.js';
import type { DemoStore } from './demo-stores.js';

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

/** Every demo shop's four policies, in the words a small shop would write. */
function policiesOf(demo: DemoStore): Policies {
  const shopper = demo.type === 'quot_based' ? 'customer' : 'shopper';
  return {
    privacy:
      `<h2>What we keep</h2>` +
      p(
        `${demo.name} keeps your name, contact details and the ${shopper === 'customer' ? 'requests' : 'orders'} you make, to serve you and nothing else.`,
        'We never sell your details. Write to us and we delete them within 30 days, except what the tax law asks us to keep.',
      ),
    terms: p(
      'Prices include tax unless the checkout says otherwise. A contract is made when we confirm your order or your quote.',
      `If something goes wrong, write to ${demo.name} first: most problems are solved in a day.`,
    ),
    refund:
      demo.type === 'estates' || demo.type === 'service_based'
        ? p('Cancel a booking up to 24 hours before it and we refund it in full; later, we keep the deposit.')
        : p(
            'Return anything unused within 30 days of delivery, with its tags, and we refund it to how you paid.',
            '<strong>Made-to-order</strong> pieces are not returnable unless they arrive damaged.',
          ),
    shipping:
      demo.type === 'estates' || demo.type === 'service_based'
        ? ''
        : p('Orders leave us within two working days. Delivery takes 3 to 7 days depending on where you are.'),
  };
}

type DemoPage = { name: string; slug: string; body: string; status: 'draft' | 'published' };

/** The shops' own pages: every shop has an about page; the showcase store tells its story and keeps a draft. */
function pagesOf(demo: DemoStore): DemoPage[] {
  if (demo.subDomain !== 'urban-threads')
    return [
      {
        name: `About ${demo.name}`,
        slug: 'about',
        status: 'published',
        body: p(`${demo.name} is a small, independent business. Thank you for shopping with us.`),
      },
    ];
  return [
    {
      name: 'Our story',
      slug: 'our-story',
      status: 'published',
      body:
        p('Urban Threads began in 2014 as a stall of hand-block printed shirts at a Sunday market in Jaipur.') +
        '<h2>Made by hand</h2>' +
        p(
          'Every print is still stamped by hand by the same six families of printers, on cotton woven within 200 km of the workshop.',
        ) +
        '<blockquote>Slow to make, quick to love.</blockquote>',
    },
    {
      name: 'Size guide',
      slug: 'size-guide',
      status: 'published',
      body: '<h2>How to measure</h2><ul><li>Chest: around the fullest part.</li><li>Waist: at the narrowest point.</li></ul>',
    },
    {
      name: 'Festive lookbook',
      slug: 'festive-lookbook',
      status: 'draft',
      body: p('Coming for Diwali: the season’s colours, styled three ways.'),
    },
  ];
}

/** The showcase store's search engine settings (the Professional package's SEO editor). */
const SEO: Record<string, StoreSeo> = {
  'urban-threads': {
    title: 'Urban Threads · Hand-block printed clothing from Jaipur',
    description: 'Shirts, kurtas and dresses printed by hand in Jaipur. Free delivery over ₹999, easy 30-day returns.',
    social_image: '',
    sitemap: { catalogs: true, products: true, pages: true },
    overrides: [
      {
        path: '/c/women',
        title: 'Women’s hand-printed clothing · Urban Threads',
        description: 'Kurtas, dresses and tops in hand-block printed cotton.',
      },
    ],
  },
};

/** Every demo shop's footer: a line about it and an email; the showcase store's has its address, phone and socials. */
function footerOf(demo: DemoStore): FooterContent {
  const email = `hello@${demo.subDomain}.demo`;
  if (demo.subDomain !== 'urban-threads')
    return { about: `${demo.name}: an independent shop.`, address: '', email, phone: '', socials: [] };
  return {
    about: 'Hand-block printed clothing, made by six families of printers in Jaipur since 2014.',
    address: '12 Johari Bazaar\nJaipur 302003, Rajasthan',
    email,
    phone: '+91 98450 12345',
    socials: [
      { network: 'instagram', url: 'https://instagram.com/urbanthreads.demo' },
      { network: 'pinterest', url: 'https://pinterest.com/urbanthreads.demo' },
    ],
  };
}

/** The showcase store's footer SEO links (the SEO editor's). */
const FOOTER_LINKS: Record<string, FooterSeoLinks> = {
  'urban-threads': {
    heading: 'Popular searches',
    links: [
      { label: 'Women’s kurtas', link: '/c/women' },
      { label: 'Men’s shirts', link: '/c/men' },
      { label: 'Oxford shirt', link: '/p/oxford-shirt' },
      { label: 'Linen', link: '/search?q=linen' },
    ],
  },
};

/** The showcase store's search keywords: a word, its synonyms and the slugs of its top picks. */
const KEYWORDS: Record<string, { keyword: string; synonyms: string[]; picks: string[] }[]> = {
  'urban-threads': [
    { keyword: 'tee', synonyms: ['t-shirt', 'top'], picks: ['henley-tee', 'polo-tee'] },
    { keyword: 'kurta', synonyms: ['kurti', 'ethnic'], picks: ['linen-kurta', 'kurti-set'] },
  ],
};

/** The store's search keywords with their top picks' ids, looked up by slug as the picker would find them. */
async function searchKeywordsOf(tx: Tx, storeId: string, demo: DemoStore) {
  const keywords = KEYWORDS[demo.subDomain];
  if (!keywords) return null;
  const slugs = keywords.flatMap((k) => k.picks);
  const rows = await tx
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.slug, slugs)));
  const idOf = new Map(rows.map((row) => [row.slug, row.id]));
  return SEARCH_KEYWORDS.value.parse({
    keywords: keywords.map(({ picks, ...words }) => ({ ...words, promoted: picks.map((slug) => idOf.get(slug)) })),
  });
}

/** Saves a demo store's policies, pages, footer, SEO settings and search keywords, each checked by its declaration as its call would. */
export async function seedDemoSiteContent(tx: Tx, storeId: string, demo: DemoStore): Promise<void> {
  const seo = SEO[demo.subDomain];
  const links = FOOTER_LINKS[demo.subDomain];
  const keywords = await searchKeywordsOf(tx, storeId, demo);
  await tx
    .insert(storeSettings)
    .values([
      { storeId, key: POLICIES.key, value: POLICIES.value.parse(policiesOf(demo)) },
      { storeId, key: FOOTER_CONTENT.key, value: FOOTER_CONTENT.value.parse(footerOf(demo)) },
      ...(seo ? [{ storeId, key: STORE_SEO.key, value: STORE_SEO.value.parse(seo) }] : []),
      ...(links ? [{ storeId, key: FOOTER_SEO_LINKS.key, value: FOOTER_SEO_LINKS.value.parse(links) }] : []),
      ...(keywords ? [{ storeId, key: SEARCH_KEYWORDS.key, value: keywords }] : []),
    ]);
  await tx
    .insert(storePages)
    .values(pagesOf(demo).map((page) => ({ storeId, ...page, seoTitle: '', seoDescription: '' })));
}

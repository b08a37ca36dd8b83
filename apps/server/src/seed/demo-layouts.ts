import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Disk } from 'flydrive';
import { escapeXml } from '@stallfront/shared';
import { checkedSection, HOME_LAYOUT, type LayoutSectionInput, type SavedSection } from '@stallfront/shared/website';
import type { Tx } from '../db/client.js';
import { media, products, storeSettings } from '../db/schema/index.js';
import { defaultSections } from '../modules/website/layout.service.js';
import { demoShopHero } from './demo-catalogues.js';
import type { DemoStore } from './demo-stores.js';

/** A banner's words for each demo shop: its headline, a line under it, and where its button goes. */
type Slide = { heading: string; text: string; button: string; link: string };
const SLIDES: Record<string, Slide[]> = {
  'urban-threads': [
    {
      heading: 'The linen edit',
      text: 'Breathable kurtas and shirts for the long summer.',
      button: 'Shop women',
      link: '/c/women',
    },
    {
      heading: 'Sharp for the week',
      text: 'Oxford shirts, chinos and easy polos.',
      button: 'Shop men',
      link: '/c/men',
    },
    {
      heading: 'Free delivery over ₹999',
      text: 'And easy 30-day returns on everything.',
      button: 'See what’s new',
      link: '/search?q=new',
    },
  ],
  'bazaar-central': [
    {
      heading: 'Local makers, one basket',
      text: 'Crafts, spices and textiles from our sellers.',
      button: 'Browse the bazaar',
      link: '/search?q=',
    },
    {
      heading: 'New sellers every week',
      text: 'Find something nobody else has.',
      button: 'See what’s new',
      link: '/search?q=new',
    },
  ],
};
/** The one banner of a shop without slides: a line in the words of its trade, under the hero's. */
const bannerOf = (demo: DemoStore): Slide => ({
  heading:
    demo.type === 'estates'
      ? 'Visit a home this week'
      : demo.type === 'service_based'
        ? 'Book your next visit in a minute'
        : demo.type === 'quot_based'
          ? 'A quote within one working day'
          : 'Fresh picks, delivered',
  text: '',
  button: '',
  link: '',
});

/** A 1460 × 500 banner drawn as SVG: a gradient in the shop's hue with its headline, so seeding decodes no image. */
function bannerSvg(slide: Slide, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1460" height="500" viewBox="0 0 1460 500">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 38%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 60% 62%)"/></linearGradient></defs>
<rect width="1460" height="500" fill="url(#g)"/>
<circle cx="1180" cy="250" r="210" fill="#fff" fill-opacity="0.16"/><circle cx="1320" cy="110" r="90" fill="#fff" fill-opacity="0.12"/>
<text x="1180" y="290" font-family="Liberation Serif, Georgia, serif" font-size="120" font-style="italic" text-anchor="middle" fill="#fff" fill-opacity="0.85">${escapeXml(slide.heading.slice(0, 1))}</text>
</svg>`;
}

const hueOf = (name: string) => [...name].reduce((hash, c) => (hash * 31 + (c.codePointAt(0) ?? 0)) % 360, 0);

/** Puts a banner picture in the store's media library (so its shape is known) and answers its address. */
async function writeBanner(tx: Tx, disk: Disk, storeId: string, slide: Slide, hue: number): Promise<string> {
  const svg = bannerSvg(slide, hue);
  const key = `${storeId}/${randomUUID()}.svg`;
  await disk.put(key, svg, { contentType: 'image/svg+xml' });
  const url = `/media/${key}`;
  await tx.insert(media).values({
    storeId,
    url,
    name: `banner-${slide.heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
    tags: ['banner'],
    mime: 'image/svg+xml',
    bytes: Buffer.byteLength(svg),
    width: 1460,
    height: 500,
  });
  return url;
}

interface ShopParts {
  slides: { image: string; slide: Slide }[];
  /** Square product pictures (800 × 800), with the product's name and address. */
  pictures: { image: string; name: string; link: string }[];
}

const slideSection = ({ image, slide }: ShopParts['slides'][number]) => ({ image, alt: slide.heading, ...slide });
const picked = (parts: ShopParts, from: number, count: number) => {
  const list = parts.pictures.slice(from, from + count);
  return list.length === count ? list : null;
};

/** The showcase store's home page: one of nearly every kind of section (no video: the demo runs offline). */
function showcase(parts: ShopParts): LayoutSectionInput[] {
  const grid = picked(parts, 0, 3);
  const looks = picked(parts, 3, 3);
  const feed = picked(parts, 6, 4);
  return [
    { kind: 'slider', slides: parts.slides.map(slideSection), seconds: 6 },
    { kind: 'catalogs', title: 'Shop by collection', catalog_ids: [] },
    { kind: 'products', title: 'New arrivals', source: 'newest', count: 8 },
    ...(grid
      ? [
          {
            kind: 'image_grid' as const,
            grid: 'grid_3' as const,
            title: 'The linen edit',
            images: grid.map((p) => ({ image: p.image, alt: p.name, link: p.link })),
          },
        ]
      : []),
    { kind: 'products', title: 'Best sellers', source: 'best_sellers', count: 4 },
    ...(looks
      ? [
          {
            kind: 'multi_grid' as const,
            grid: 'multi_grid_3' as const,
            title: 'Shop the look',
            tiles: looks.map((p) => ({ image: p.image, alt: p.name, link: p.link, caption: p.name })),
          },
        ]
      : []),
    {
      kind: 'text',
      style: 'plain',
      heading: 'Made slowly, worn often',
      body: '<p>Every piece is cut in our Jaipur workshop from cloth we choose by hand. Fewer, better clothes: that is the whole idea.</p>',
    },
    { kind: 'blog', title: 'From our journal', count: 3 },
    ...(feed
      ? [
          {
            kind: 'instagram' as const,
            grid: 'instagram_1' as const,
            title: '@urbanthreads',
            profile: 'https://instagram.com/urbanthreads',
            images: feed.map((p) => ({ image: p.image, alt: p.name })),
          },
        ]
      : []),
  ];
}

/** Every other demo shop: a banner or slider, then what its type sells. */
function layoutOf(demo: DemoStore, parts: ShopParts): LayoutSectionInput[] {
  if (demo.subDomain === 'urban-threads') return showcase(parts);
  const top: LayoutSectionInput =
    parts.slides.length > 1
      ? { kind: 'slider', slides: parts.slides.map(slideSection), seconds: 6 }
      : { kind: 'banner', slide: slideSection(parts.slides[0] as ShopParts['slides'][number]) };
  const newest = (title: string): LayoutSectionInput => ({ kind: 'products', title, source: 'newest', count: 8 });
  const tiles: LayoutSectionInput = { kind: 'catalogs', title: 'Browse by category', catalog_ids: [] };
  switch (demo.type) {
    case 'estates':
      return [
        top,
        newest('Latest listings'),
        {
          kind: 'text',
          style: 'plain',
          heading: 'Visits on your time',
          body: '<p>Ask about any listing and we arrange a visit the same week, evenings and Sundays too.</p>',
        },
      ];
    case 'service_based':
      return [top, tiles, newest('Our services')];
    case 'quot_based':
      return [top, tiles, newest('Our range')];
    case 'multi_vendor':
      return [
        top,
        tiles,
        newest('New from our sellers'),
        { kind: 'products', title: 'Best sellers', source: 'best_sellers', count: 4 },
      ];
    default: {
      const grid = picked(parts, 0, 2);
      return [
        top,
        tiles,
        newest('Fresh today'),
        ...(grid
          ? [
              {
                kind: 'image_grid' as const,
                grid: 'grid_5' as const,
                title: '',
                images: grid.map((p) => ({ image: p.image, alt: p.name, link: p.link })),
              },
            ]
          : []),
      ];
    }
  }
}

/** The shop's hero, first on every demo home page: the default layout's, from the hero words the seed gives the store. */
function heroOf(demo: DemoStore): LayoutSectionInput {
  const [hero] = defaultSections({ ...demo, subType: demo.subType ?? null, additionalFeatures: demoShopHero(demo) });
  if (!hero) throw new Error('the default layout starts with its hero');
  return hero;
}

/** Builds and publishes a demo shop's home page from sections, each checked by the schema as the editor's calls would. */
export async function seedDemoLayout(tx: Tx, storeId: string, demo: DemoStore, disk: Disk, now: Date): Promise<void> {
  const hue = hueOf(demo.name);
  const slides = SLIDES[demo.subDomain] ?? [bannerOf(demo)];
  const rows = await tx
    .select({ name: products.name, slug: products.slug, images: products.images })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.status, 'active')))
    .orderBy(asc(products.createdAt), asc(products.name))
    .limit(12);
  const parts: ShopParts = {
    slides: await Promise.all(
      slides.map(async (slide, i) => ({
        image: await writeBanner(tx, disk, storeId, slide, (hue + i * 40) % 360),
        slide,
      })),
    ),
    pictures: rows.flatMap((row) => {
      const image = row.images[0]?.url;
      return image ? [{ image, name: row.name, link: `/p/${row.slug}` }] : [];
    }),
  };
  const sections: SavedSection[] = [heroOf(demo), ...layoutOf(demo, parts)].map((section, i) => ({
    ...checkedSection.parse(section),
    id: `demo-${i + 1}`,
  }));
  await tx.insert(storeSettings).values({
    storeId,
    key: HOME_LAYOUT.key,
    value: { draft: sections, published: sections, published_at: now.toISOString() },
  });
}

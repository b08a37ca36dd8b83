import { and, eq, inArray } from 'drizzle-orm';
import { STORY_SECONDS, type StorySlide } from '@stallfront/shared/web-stories';
import type { Tx } from '../db/client.js';
import { catalogs, products, webStories } from '../db/schema/index.js';
import type { DemoStore } from './demo-stores.js';

interface DemoSlide {
  /** The demo product whose first picture fills the slide (demo-catalogues.ts). */
  product: string;
  headline: string;
  text: string;
  /** Where its link goes: the product itself, a catalog by name, or no link. */
  link: { product: true; label: string } | { catalog: string; label: string } | null;
}

interface DemoStory {
  title: string;
  slug: string;
  /** The product whose picture is the story's poster. */
  poster: string;
  slides: DemoSlide[];
}

/** The demo stores' web stories (stores with the web stories feature): fixed words over their products' pictures. */
const STORIES: Record<string, DemoStory[]> = {
  'urban-threads': [
    {
      title: 'Summer in linen',
      slug: 'summer-in-linen',
      poster: 'Linen Kurta',
      slides: [
        {
          product: 'Linen Kurta',
          headline: 'Made for 40°C',
          text: 'Pure linen that breathes through the hottest afternoons.',
          link: { product: true, label: 'Shop the kurta' },
        },
        {
          product: 'Palazzo Pants',
          headline: 'Loose, light, easy',
          text: 'Palazzos in soft cotton: pair them with anything.',
          link: { product: true, label: 'See the palazzos' },
        },
        {
          product: 'Canvas Tote',
          headline: 'Carry it all',
          text: 'A roomy canvas tote for the market and the beach.',
          link: { product: true, label: 'Get the tote' },
        },
        {
          product: 'Woven Cap',
          headline: 'Keep the sun off',
          text: 'New colours every week.\nFree delivery over ₹999.',
          link: { catalog: 'Accessories', label: 'All accessories' },
        },
      ],
    },
    {
      title: 'Three ways to wear a wrap dress',
      slug: 'wrap-dress-three-ways',
      poster: 'Wrap Dress',
      slides: [
        {
          product: 'Wrap Dress',
          headline: 'One dress',
          text: 'Our red wrap dress, cut to flatter and easy to move in.',
          link: { product: true, label: 'Shop the dress' },
        },
        {
          product: 'Aviator Sunglasses',
          headline: 'To the weekend',
          text: 'Add aviators and flat sandals for a day out.',
          link: { product: true, label: 'See the aviators' },
        },
        {
          product: 'Leather Belt',
          headline: 'To dinner',
          text: 'Cinch it with a leather belt and you are ready.',
          link: { catalog: 'Women', label: 'More for women' },
        },
      ],
    },
  ],
};

export async function seedDemoWebStories(tx: Tx, storeId: string, demo: DemoStore): Promise<void> {
  const list = STORIES[demo.subDomain];
  if (!list) return;
  const names = [...new Set(list.flatMap((s) => [s.poster, ...s.slides.map((slide) => slide.product)]))];
  const productRows = await tx
    .select({ name: products.name, slug: products.slug, images: products.images })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.name, names)));
  const productOf = new Map(productRows.map((row) => [row.name, row]));
  const catalogRows = await tx
    .select({ name: catalogs.name, slug: catalogs.slug })
    .from(catalogs)
    .where(eq(catalogs.storeId, storeId));
  const catalogSlug = new Map(catalogRows.map((row) => [row.name, row.slug]));
  const pictureOf = (name: string) => productOf.get(name)?.images[0]?.url ?? '';
  for (const story of list) {
    const slides: StorySlide[] = story.slides.map((slide) => {
      const href = !slide.link
        ? ''
        : 'product' in slide.link
          ? `/p/${productOf.get(slide.product)?.slug ?? ''}`
          : `/c/${catalogSlug.get(slide.link.catalog) ?? ''}`;
      return {
        media_type: 'image',
        media: pictureOf(slide.product),
        poster: '',
        headline: slide.headline,
        text: slide.text,
        link: href,
        link_label: slide.link?.label ?? '',
        seconds: STORY_SECONDS.usual,
      };
    });
    await tx.insert(webStories).values({
      storeId,
      name: story.title,
      slug: story.slug,
      poster: pictureOf(story.poster),
      status: 'published',
      slides,
    });
  }
}

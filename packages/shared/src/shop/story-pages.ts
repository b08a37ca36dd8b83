import { z } from 'zod';
import { shopImage } from './shop-cards.js';

/** A published story as the shop's list of stories shows it: its poster and title. */
export const shopStoryCard = z.object({
  title: z.string(),
  href: z.string(),
  poster: shopImage.nullable(),
  slides: z.number().int(),
});
export type ShopStoryCard = z.infer<typeof shopStoryCard>;

/** /stories: the published stories, newest first. */
export const shopStoriesData = z.object({ stories: z.array(shopStoryCard) });
export type ShopStoriesData = z.infer<typeof shopStoriesData>;

/** A slide of an AMP story, every address absolute. */
export const ampStorySlide = z.object({
  media_type: z.enum(['image', 'video']),
  media: z.string(),
  /** The video's still; null for an image. */
  poster: z.string().nullable(),
  headline: z.string(),
  text: z.string(),
  link: z.object({ href: z.string(), label: z.string() }).nullable(),
  seconds: z.number().int(),
});
export type AmpStorySlide = z.infer<typeof ampStorySlide>;

/** /stories/{slug}: what its AMP document is drawn from (the storefront's renderAmpStory). */
export const ampStoryData = z.object({
  lang: z.string(),
  title: z.string(),
  /** The document's <title>: the story's and the store's name. */
  page_title: z.string(),
  description: z.string(),
  canonical: z.string(),
  publisher: z.string(),
  /** Square, at least 96 px: the store's logo, else the story's poster. */
  publisher_logo: z.string(),
  /** Portrait 3:4. */
  poster: z.string(),
  /** The store's colour for the link button; '' for the shop's default. */
  accent: z.string(),
  slides: z.array(ampStorySlide),
});
export type AmpStoryData = z.infer<typeof ampStoryData>;
